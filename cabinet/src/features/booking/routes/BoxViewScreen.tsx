import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';

/** Placeholder until the booking feature builds this screen. */
export default function BoxViewScreen() {
  return (
    <PageHeading>
      <FormattedMessage id="app.title" />
    </PageHeading>
  );
}
