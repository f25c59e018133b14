import { useIntl } from 'react-intl';
import { AuthPage, Lead, AuthLinks } from '../components/AuthPage.tsx';
import { PhoneCodeFlow } from '../components/PhoneCodeFlow.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/** /restore: phone and SMS code, then /restore-password. Step 1 of 2. */
export default function RestoreScreen() {
  const intl = useIntl();
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.restore.title' })} steps={{ flow: 'restore', current: 1 }}>
      <Lead>{intl.formatMessage({ id: 'auth.restore.lead' })}</Lead>
      <PhoneCodeFlow
        action="restore"
        flow="restore"
        next={pathTo('restorePassword')}
        submitLabel={intl.formatMessage({ id: 'auth.code.confirm' })}
      />
      <AuthLinks
        links={[
          [pathTo('passUnknown'), 'auth.link.passUnknown'],
          [pathTo('login'), 'auth.link.byPassword'],
        ]}
      />
    </AuthPage>
  );
}
