import { useIntl } from 'react-intl';
import { AuthPage } from '../components/AuthPage.tsx';
import { NewPasswordFlow } from '../components/NewPasswordFlow.tsx';

/** /reg-password: a new password and its repeat, sent with the registration token. */
export default function RegPasswordScreen() {
  const intl = useIntl();
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.reg-password.title' })} steps={{ flow: 'register', current: 2 }}>
      <NewPasswordFlow mode="register" />
    </AuthPage>
  );
}
