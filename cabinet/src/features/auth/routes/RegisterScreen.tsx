import { useIntl } from 'react-intl';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { AuthPage, Links } from '../components/AuthPage.tsx';
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
      <Links>
        <li>
          <RouterLink href={pathTo('auth')}>{intl.formatMessage({ id: 'auth.link.haveAccount' })}</RouterLink>
        </li>
      </Links>
    </AuthPage>
  );
}
