import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';

/** Placeholder until the support feature builds this screen. */
export default function SupportRequestScreen() {
  return (
    <PageHeading>
      <FormattedMessage id="app.title" />
    </PageHeading>
  );
}
