import { useIntl } from 'react-intl';
import { AuthPage } from '../components/AuthPage.tsx';
import { NewPasswordFlow } from '../components/NewPasswordFlow.tsx';

/** /restore-password: a new password and its repeat, sent with the registration token. */
export default function RestorePasswordScreen() {
  const intl = useIntl();
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.restore-password.title' })} steps={{ flow: 'restore', current: 2 }}>
      <NewPasswordFlow mode="restore" />
    </AuthPage>
  );
}
