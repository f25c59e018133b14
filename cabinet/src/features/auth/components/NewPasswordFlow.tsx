import { useIntl } from 'react-intl';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCommand } from '../../../shared/api/command.ts';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Button } from '@sb/ui-kit';
import { isExpiredToken, newPasswordForm, PASSWORD_MIN, type NewPasswordForm } from '@sb/contracts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { regTokenAtom, signingInAtom } from '../../../shared/session/atoms.ts';
import { reportErrorAtom } from '../../../shared/errors/globalAlert.ts';
import { zodFormResolver } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { setPassword } from '../api.ts';
import { authFlowAtom, promoteRegTokenAtom } from '../atoms.ts';
import { Form } from './AuthPage.tsx';
import { PasswordInput } from './Fields.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { destinationAfterLogin, hasName } from '../afterLogin.ts';

/**
 * A new password and its repeat (/reg-password, /restore-password, /set-password), sent with the registration
 * token. Registration goes on to /reg-step-1. Restore and first-time password turn the token into the session;
 * a profile without a name finishes the registration at /reg-step-1, else the login rules apply.
 * An expired token returns to /register or /restore with a message.
 */
export function NewPasswordFlow({ mode }: { mode: 'register' | 'restore' }) {
  const intl = useIntl();
  const api = useAtomValue(apiAtom);
  const flow = useAtomValue(authFlowAtom);
  const [regToken, setRegToken] = useAtom(regTokenAtom);
  const promote = useSetAtom(promoteRegTokenAtom);
  const setSigningIn = useSetAtom(signingInAtom);
  const report = useSetAtom(reportErrorAtom);
  const [, navigate] = useLocation();
  const form = useForm<NewPasswordForm>({
    resolver: zodFormResolver(newPasswordForm),
    defaultValues: { password: '', repeat: '' },
    reValidateMode: 'onChange',
  });
  const save = useCommand({
    mutationFn: async (password: string) => {
      await setPassword(api, password, regToken);
      if (mode === 'register') return pathTo('regStep1');
      setSigningIn(true);
      promote();
      if (!(await hasName(api).catch(() => true))) return pathTo('regStep1');
      const destination = await destinationAfterLogin(api);
      setRegToken(null);
      return destination;
    },
    onSuccess: (to) => {
      setSigningIn(false);
      navigate(to, { replace: true });
    },
    onError: (error) => {
      setSigningIn(false);
      if (isExpiredToken(error)) {
        setRegToken(null);
        report({ messageId: 'auth.tokenExpired', tone: 'info' });
        navigate(flow === 'register' || mode === 'register' ? pathTo('register') : pathTo('restore'), { replace: true });
      }
    },
  });

  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => save.mutateAsync(v.password).catch(() => undefined))}>
      <PasswordInput
        control={form.control}
        name="password"
        labelId="auth.field.newPassword"
        hint={intl.formatMessage({ id: 'auth.password.hint' }, { min: PASSWORD_MIN })}
        autoComplete="new-password"
      />
      <PasswordInput control={form.control} name="repeat" labelId="auth.field.repeatPassword" autoComplete="new-password" />
      {save.error && !isExpiredToken(save.error) ? <ApiErrorMessage error={save.error} /> : null}
      <Button type="submit" loading={save.isPending} fullWidth>
        {intl.formatMessage({ id: 'auth.password.save' })}
      </Button>
    </Form>
  );
}
