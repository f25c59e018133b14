import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod/mini';
import { Button, Tabs } from '@sb/ui-kit';
import { formatPhone, phoneToDigits } from '@sb/contracts';
import { pendingTokenAtom, signingInAtom, userPhoneAtom } from '../../../shared/session/atoms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { AuthPage, Form, Lead, AuthLinks } from '../components/AuthPage.tsx';
import { CodeForm } from '../components/CodeForm.tsx';
import { MaskedInput, PhoneField } from '../components/Fields.tsx';
import { completeLoginAtom, finishSigningInAtom } from '../atoms.ts';
import { loginPhoneForm, pinLoginForm } from '../forms.ts';
import { sendLoginCodeAtom, verifyPinAtom, verifySmsAtom } from '../api/login.ts';
import { pathTo } from '../../../shared/routing/paths.ts';
import { zodFormResolver } from '../../../shared/forms.ts';

type Method = 'sms' | 'pin';

type PinValues = z.input<typeof pinLoginForm>;
const smsResolver = zodFormResolver(loginPhoneForm as unknown as typeof pinLoginForm);
const pinResolver = zodFormResolver(pinLoginForm);

/**
 * /login-with-phone: the two login options of the general API, SMS code (login-mobile, verify-sms-code, resend
 * by send-verification-code) or PIN (verify-pin-code). With `?confirm=1` and a pending token (the password login
 * answered need_sms) it is step 3: the SMS code completes that login.
 */
export default function LoginWithPhoneScreen() {
  const intl = useIntl();
  const savedPhone = useAtomValue(userPhoneAtom);
  const setSavedPhone = useSetAtom(userPhoneAtom);
  const [pending, setPending] = useAtom(pendingTokenAtom);
  const completeLogin = useSetAtom(completeLoginAtom);
  const finishSigningIn = useSetAtom(finishSigningInAtom);
  const signingIn = useAtomValue(signingInAtom);
  const [, navigate] = useLocation();
  const search = useSearch();
  const confirming = new URLSearchParams(search).get('confirm') === '1' && Boolean(pending) && Boolean(savedPhone);

  const [method, setMethod] = useState<Method>('sms');
  const [codePhone, setCodePhone] = useState<string | null>(confirming ? savedPhone : null);
  const [sent, setSent] = useState(0);
  const form = useForm<PinValues>({
    resolver: method === 'pin' ? pinResolver : smsResolver,
    defaultValues: { phone: savedPhone ? formatPhone(savedPhone) : '', pin: '' },
    reValidateMode: 'onChange',
  });

  const send = useAtomValue(sendLoginCodeAtom);
  const verifySms = useAtomValue(verifySmsAtom);
  const verifyPin = useAtomValue(verifyPinAtom);
  const sendCode = async (phone: string) => {
    await send.mutateAsync({ phone, first: sent === 0 && !confirming });
    setCodePhone(phone);
    setSent((n) => n + 1);
  };
  const signIn = async (token: string) => {
    const to = await completeLogin(token);
    finishSigningIn();
    navigate(to, { replace: true });
  };
  const onSmsCode = async (code: string) => {
    const phone = codePhone as string;
    const { token } = await verifySms.mutateAsync({ phone, code });
    setSavedPhone(phone);
    setPending(null);
    await signIn(token);
  };
  const onPin = async (v: PinValues) => {
    const phone = phoneToDigits(v.phone);
    const { token } = await verifyPin.mutateAsync({ phone, pin: v.pin });
    setSavedPhone(phone);
    await signIn(token);
  };

  if (codePhone) {
    return (
      <AuthPage title={intl.formatMessage({ id: 'auth.code.title' })} steps={{ flow: 'login', current: 3 }}>
        <Lead>{intl.formatMessage({ id: 'auth.code.sentTo' }, { phone: formatPhone(codePhone) })}</Lead>
        <CodeForm
          label={intl.formatMessage({ id: 'auth.field.smsCode' })}
          submitLabel={intl.formatMessage({ id: 'auth.login.submit' })}
          pending={verifySms.isPending || signingIn}
          error={verifySms.error ?? send.error}
          sentKey={sent}
          onResend={() => sendCode(codePhone)}
          onSubmit={onSmsCode}
        />
        <Button
          variant="ghost"
          onClick={() => {
            setPending(null);
            verifySms.reset();
            send.reset();
            setCodePhone(null);
            // a new number starts over: its first SMS goes through login-mobile, which knows the account
            setSent(0);
            if (confirming) navigate(pathTo('loginWithPhone'), { replace: true });
          }}
        >
          {intl.formatMessage({ id: 'auth.code.changePhone' })}
        </Button>
      </AuthPage>
    );
  }

  const phoneInput = <PhoneField control={form.control} name="phone" />;

  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.withPhone.title' })} steps={{ flow: 'login', current: 2 }}>
      <Tabs
        label={intl.formatMessage({ id: 'auth.withPhone.method' })}
        value={method}
        onValueChange={(v) => {
          setMethod(v as Method);
          form.clearErrors();
        }}
        fullWidth
        items={[
          {
            value: 'sms',
            label: intl.formatMessage({ id: 'auth.withPhone.sms' }),
            content: (
              <Form noValidate onSubmit={form.handleSubmit((v) => sendCode(phoneToDigits(v.phone)).catch(() => undefined))}>
                {method === 'sms' ? phoneInput : null}
                {send.error ? <ApiErrorMessage error={send.error} context="sms" /> : null}
                <Button type="submit" loading={send.isPending} fullWidth>
                  {intl.formatMessage({ id: 'auth.code.send' })}
                </Button>
              </Form>
            ),
          },
          {
            value: 'pin',
            label: intl.formatMessage({ id: 'auth.withPhone.pin' }),
            content: (
              <Form noValidate onSubmit={form.handleSubmit((v) => onPin(v).catch(() => undefined))}>
                {method === 'pin' ? phoneInput : null}
                <MaskedInput control={form.control} name="pin" mask="code" type="password" labelId="auth.field.pin" />
                {verifyPin.error ? <ApiErrorMessage error={verifyPin.error} context="login" /> : null}
                <Button type="submit" loading={verifyPin.isPending || signingIn} fullWidth>
                  {intl.formatMessage({ id: 'auth.login.submit' })}
                </Button>
              </Form>
            ),
          },
        ]}
      />
      <AuthLinks
        links={[
          [pathTo('login'), 'auth.link.byPassword'],
          [pathTo('register'), 'auth.link.register'],
        ]}
      />
    </AuthPage>
  );
}
