import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import { Alert, Button } from '@sb/ui-kit';
import { pendingTokenAtom, signingInAtom, userPhoneAtom } from '../../../shared/session/atoms.ts';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { AuthPage, Form, AuthLinks } from '../components/AuthPage.tsx';
import { MaskedInput, PasswordInput } from '../components/Fields.tsx';
import { completeLoginAtom, finishSigningInAtom } from '../atoms.ts';
import { pathTo } from '../../../shared/routing/paths.ts';
import { zodFormResolver } from '../../../shared/forms.ts';
import { legacyLoginForm } from '../forms.ts';
import { isWrongCredentials, legacyLoginAtom } from '../api/login.ts';

const resolver = zodFormResolver(legacyLoginForm);
type Values = z.input<typeof legacyLoginForm>;

/**
 * /login-pass: the legacy login (XXXX-XXX-XXXXX or XXXX-XXX-XXXXXXXX) and password. The account's phone is kept
 * for refresh-token; a wrong login or password (only that) suggests the phone login.
 */
export default function LegacyLoginScreen() {
  const intl = useIntl();
  const setPending = useSetAtom(pendingTokenAtom);
  const setUserPhone = useSetAtom(userPhoneAtom);
  const completeLogin = useSetAtom(completeLoginAtom);
  const finishSigningIn = useSetAtom(finishSigningInAtom);
  const signingIn = useAtomValue(signingInAtom);
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  const form = useForm<Values>({
    resolver,
    defaultValues: { login: '', password: '' },
    reValidateMode: 'onChange',
  });

  const submit = useAtomValue(legacyLoginAtom);
  const onSubmit = async (v: Values) => {
    const session = await submit.mutateAsync(v);
    // before the session starts: the phone belongs to this account, not to whoever used the device before
    setUserPhone(session.phone);
    if (session.needSms) setPending(session.token);
    const to = session.needSms ? pathTo('loginWithPhone', undefined, { confirm: 1 }) : await completeLogin(session.token);
    finishSigningIn();
    navigate(to, { replace: true });
  };

  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.legacy.title' })} steps={{ flow: 'login', current: 2 }}>
      <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v).catch(() => undefined))}>
        <MaskedInput control={form.control} name="login" mask="legacyLogin" labelId="auth.field.legacyLogin" hintId="auth.legacy.hint" />
        <PasswordInput control={form.control} name="password" />
        {submit.error ? (
          <Alert variant="danger" live="alert" title={errorText(submit.error, 'login')}>
            {isWrongCredentials(submit.error) ? intl.formatMessage({ id: 'auth.legacy.tryPhone' }) : null}
          </Alert>
        ) : null}
        <Button type="submit" loading={submit.isPending || signingIn} fullWidth>
          {intl.formatMessage({ id: 'auth.login.submit' })}
        </Button>
      </Form>
      <AuthLinks links={[[pathTo('auth'), 'auth.link.byPhone']]} />
    </AuthPage>
  );
}
