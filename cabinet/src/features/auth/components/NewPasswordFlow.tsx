import { useIntl } from 'react-intl';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Button } from '@sb/ui-kit';
import { isExpiredToken, newPasswordForm, PASSWORD_MIN, type NewPasswordForm } from '@sb/contracts';
import { setPasswordAtom } from '../../../shared/api/password.ts';
import { regTokenAtom, signingInAtom } from '../../../shared/session/atoms.ts';
import { reportErrorAtom } from '../../../shared/errors/globalAlert.ts';
import { zodFormResolver } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { authFlowAtom, completeRestoreAtom, finishSigningInAtom } from '../atoms.ts';
import { Form } from './AuthPage.tsx';
import { PasswordInput } from './Fields.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/**
 * A new password and its repeat (/reg-password, /restore-password, /set-password), sent with the registration
 * token. Registration goes on to /reg-step-1. Restore and first-time password turn the token into the session;
 * a profile without a name finishes the registration at /reg-step-1, else the login rules apply.
 * An expired token returns to /register or /restore with a message.
 */
export function NewPasswordFlow({ mode }: { mode: 'register' | 'restore' }) {
  const intl = useIntl();
  const flow = useAtomValue(authFlowAtom);
  const [regToken, setRegToken] = useAtom(regTokenAtom);
  const completeRestore = useSetAtom(completeRestoreAtom);
  const finishSigningIn = useSetAtom(finishSigningInAtom);
  const signingIn = useAtomValue(signingInAtom);
  const report = useSetAtom(reportErrorAtom);
  const [, navigate] = useLocation();
  const form = useForm<NewPasswordForm>({
    resolver: zodFormResolver(newPasswordForm),
    defaultValues: { password: '', repeat: '' },
    reValidateMode: 'onChange',
  });
  const save = useAtomValue(setPasswordAtom);
  const onSubmit = async (password: string) => {
    try {
      await save.mutateAsync({ password, token: regToken });
    } catch (error) {
      if (isExpiredToken(error)) {
        setRegToken(null);
        report({ messageId: 'auth.tokenExpired', tone: 'info' });
        navigate(flow === 'register' || mode === 'register' ? pathTo('register') : pathTo('restore'), { replace: true });
      }
      return;
    }
    const to = mode === 'register' ? pathTo('regStep1') : await completeRestore();
    finishSigningIn();
    navigate(to, { replace: true });
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.password))}>
      <PasswordInput
        control={form.control}
        name="password"
        labelId="auth.field.newPassword"
        hint={intl.formatMessage({ id: 'auth.password.hint' }, { min: PASSWORD_MIN })}
        autoComplete="new-password"
      />
      <PasswordInput control={form.control} name="repeat" labelId="auth.field.repeatPassword" autoComplete="new-password" />
      {save.error && !isExpiredToken(save.error) ? <ApiErrorMessage error={save.error} /> : null}
      <Button type="submit" loading={save.isPending || signingIn} fullWidth>
        {intl.formatMessage({ id: 'auth.password.save' })}
      </Button>
    </Form>
  );
}
