import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';

/** Placeholder until the booking feature builds this screen. */
export default function CreateOrderScreen() {
  return (
    <PageHeading>
      <FormattedMessage id="app.title" />
    </PageHeading>
  );
}
