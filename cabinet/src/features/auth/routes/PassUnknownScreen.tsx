import { useIntl } from 'react-intl';
import { AuthPage, Lead, AuthLinks } from '../components/AuthPage.tsx';
import { PhoneCodeFlow } from '../components/PhoneCodeFlow.tsx';
import { AgreementPasswordForm, ForgotPasswordForm } from '../components/GetPasswordForms.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/**
 * /pass-unknown: a first-time password by phone and SMS code (then /set-password), and below it the two other
 * ways to a password: by agreement number (make-password) and forgot by e-mail or phone (forgot).
 */
export default function PassUnknownScreen() {
  const intl = useIntl();
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.passUnknown.title' })} steps={{ flow: 'restore', current: 1 }}>
      <Lead>{intl.formatMessage({ id: 'auth.passUnknown.lead' })}</Lead>
      <PhoneCodeFlow
        action="set-password"
        flow="set-password"
        next={pathTo('setPassword')}
        submitLabel={intl.formatMessage({ id: 'auth.code.confirm' })}
      />
      <AgreementPasswordForm />
      <ForgotPasswordForm />
      <AuthLinks links={[[pathTo('login'), 'auth.link.byPassword']]} />
    </AuthPage>
  );
}
