import { useIntl } from 'react-intl';
import { AuthPage, AuthLinks } from '../components/AuthPage.tsx';
import { PhoneCodeFlow } from '../components/PhoneCodeFlow.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/** /register: phone, SMS code (resend after 60 s); the code's token is the registration token. Step 1 of 4. */
export default function RegisterScreen() {
  const intl = useIntl();
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.register.title' })} steps={{ flow: 'register', current: 1 }}>
      <PhoneCodeFlow
        action="register"
        flow="register"
        next={pathTo('regPassword')}
        submitLabel={intl.formatMessage({ id: 'auth.code.confirm' })}
      />
      <AuthLinks links={[[pathTo('auth'), 'auth.link.haveAccount']]} />
    </AuthPage>
  );
}
