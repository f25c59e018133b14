import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Button } from '@sb/ui-kit';
import { formatPhone, loginPasswordField, phoneField, phoneToDigits } from '@sb/contracts';
import { pendingTokenAtom, signingInAtom, userPhoneAtom } from '../../../shared/session/atoms.ts';
import { zodFormResolver } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { AuthPage, Form, AuthLinks } from '../components/AuthPage.tsx';
import { loginAtom } from '../api/login.ts';
import { PasswordInput, PhoneField } from '../components/Fields.tsx';
import { completeLoginAtom, finishSigningInAtom } from '../atoms.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

const SavedPhone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--sb-space-2);
  p {
    margin: 0;
  }
  strong {
    white-space: nowrap;
  }
`;

/** /login: the saved phone (with 'another user') or a phone field, and the password. Step 2 of 3. */
export default function LoginScreen() {
  const intl = useIntl();
  const [savedPhone, setSavedPhone] = useAtom(userPhoneAtom);
  const setPending = useSetAtom(pendingTokenAtom);
  const completeLogin = useSetAtom(completeLoginAtom);
  const finishSigningIn = useSetAtom(finishSigningInAtom);
  const signingIn = useAtomValue(signingInAtom);
  const [, navigate] = useLocation();
  const schema = z.object({ phone: phoneField(savedPhone ? 'loginSaved' : 'login'), password: loginPasswordField });
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodFormResolver(schema),
    defaultValues: { phone: savedPhone ?? '', password: '' },
    reValidateMode: 'onChange',
  });

  const submit = useAtomValue(loginAtom);
  const onSubmit = async (v: Values) => {
    const phone = phoneToDigits(v.phone);
    const answer = await submit.mutateAsync({ phone, password: v.password });
    setSavedPhone(phone);
    if (answer.need_sms) setPending(answer.token);
    const to = answer.need_sms ? pathTo('loginWithPhone', undefined, { confirm: 1 }) : await completeLogin(answer.token);
    finishSigningIn();
    navigate(to, { replace: true });
  };

  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.login.title' })} steps={{ flow: 'login', current: 2 }}>
      <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v).catch(() => undefined))}>
        {savedPhone ? (
          <SavedPhone>
            <p>
              {intl.formatMessage({ id: 'auth.login.as' })} <strong>{formatPhone(savedPhone)}</strong>
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSavedPhone(null);
                form.setValue('phone', '');
              }}
            >
              {intl.formatMessage({ id: 'auth.login.anotherUser' })}
            </Button>
          </SavedPhone>
        ) : (
          <PhoneField control={form.control} name="phone" />
        )}
        <PasswordInput control={form.control} name="password" />
        {submit.error ? <ApiErrorMessage error={submit.error} context="login" /> : null}
        <Button type="submit" loading={submit.isPending || signingIn} fullWidth>
          {intl.formatMessage({ id: 'auth.login.submit' })}
        </Button>
      </Form>
      <AuthLinks
        links={[
          [pathTo('loginWithPhone'), 'auth.link.byCode'],
          [pathTo('restore'), 'auth.link.restore'],
          [pathTo('passUnknown'), 'auth.link.passUnknown'],
          [pathTo('register'), 'auth.link.register'],
        ]}
      />
    </AuthPage>
  );
}
