import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ProfileView } from '../components/ProfileView.tsx';
import { EnsureToasts } from '../components/toasts.tsx';

/** `/`: the customer's profile. */
export default function ProfileScreen() {
  return (
    <EnsureToasts>
      <PageHeading>
        <FormattedMessage id="profile.title" />
      </PageHeading>
      <ProfileView />
    </EnsureToasts>
  );
}
