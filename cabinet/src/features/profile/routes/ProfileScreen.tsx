import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ProfileView } from '../components/ProfileView.tsx';

/** `/`: the customer's profile (toasts come from the shell's ToastProvider). */
export default function ProfileScreen() {
  return (
    <>
      <PageHeading>
        <FormattedMessage id="profile.title" />
      </PageHeading>
      <ProfileView />
    </>
  );
}
