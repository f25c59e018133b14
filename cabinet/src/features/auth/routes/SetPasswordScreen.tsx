import { useIntl } from 'react-intl';
import { AuthPage } from '../components/AuthPage.tsx';
import { NewPasswordFlow } from '../components/NewPasswordFlow.tsx';

/** /set-password: a new password and its repeat, sent with the registration token. */
export default function SetPasswordScreen() {
  const intl = useIntl();
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.set-password.title' })} steps={{ flow: 'restore', current: 2 }}>
      <NewPasswordFlow mode="restore" />
    </AuthPage>
  );
}
