import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';

/** Placeholder until the profile feature builds this screen. */
export default function ProfileScreen() {
  return (
    <PageHeading>
      <FormattedMessage id="app.title" />
    </PageHeading>
  );
}
