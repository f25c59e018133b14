import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import { Button } from '@sb/ui-kit';
import { formatPhone, phoneToDigits, type RetrieveSmsAction } from '@sb/contracts';
import { checkCodeAtom, retrieveSmsAtom } from '../../../shared/api/password.ts';
import { regTokenAtom, userPhoneAtom } from '../../../shared/session/atoms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { authFlowAtom, type AuthFlow } from '../atoms.ts';
import { registerPhoneForm } from '../forms.ts';
import { Form, Lead } from './AuthPage.tsx';
import { CodeForm } from './CodeForm.tsx';
import { PhoneField } from './Fields.tsx';
import { zodFormResolver } from '../../../shared/forms.ts';

type PhoneValues = z.input<typeof registerPhoneForm>;
const phoneResolver = zodFormResolver(registerPhoneForm);

export interface PhoneCodeFlowProps {
  /** Why the SMS is sent. */
  action: RetrieveSmsAction;
  /** The flow the registration token belongs to (for the expired-token return). */
  flow: AuthFlow;
  /** Where a confirmed code leads. */
  next: string;
  submitLabel: string;
}

/**
 * Step 1 of registration, restore and first-time password: the phone (17-18 characters), an SMS code through
 * retrieve-sms, the code checked through check-code; its token becomes the registration token.
 */
export function PhoneCodeFlow({ action, flow, next, submitLabel }: PhoneCodeFlowProps) {
  const intl = useIntl();
  const savedPhone = useAtomValue(userPhoneAtom);
  const setRegToken = useSetAtom(regTokenAtom);
  const setFlow = useSetAtom(authFlowAtom);
  const setUserPhone = useSetAtom(userPhoneAtom);
  const [, navigate] = useLocation();
  const [phone, setPhone] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const form = useForm<PhoneValues>({
    resolver: phoneResolver,
    defaultValues: { phone: savedPhone && action !== 'register' ? formatPhone(savedPhone) : '' },
    reValidateMode: 'onChange',
  });
  const send = useAtomValue(retrieveSmsAtom);
  const confirm = useAtomValue(checkCodeAtom);

  const requestCode = async (digits: string) => {
    await send.mutateAsync({ action, phone: digits });
    setPhone(digits);
    setSent((n) => n + 1);
  };

  if (!phone) {
    return (
      <Form noValidate onSubmit={form.handleSubmit((v) => requestCode(phoneToDigits(v.phone)).catch(() => undefined))}>
        <PhoneField control={form.control} name="phone" />
        {send.error ? <ApiErrorMessage error={send.error} context="sms" /> : null}
        <Button type="submit" loading={send.isPending} fullWidth>
          {intl.formatMessage({ id: 'auth.code.send' })}
        </Button>
      </Form>
    );
  }

  return (
    <>
      <Lead>{intl.formatMessage({ id: 'auth.code.sentTo' }, { phone: formatPhone(phone) })}</Lead>
      <CodeForm
        label={intl.formatMessage({ id: 'auth.field.smsCode' })}
        submitLabel={submitLabel}
        pending={confirm.isPending}
        error={confirm.error ?? send.error}
        sentKey={sent}
        onResend={() => requestCode(phone)}
        onSubmit={async (code) => {
          const { token } = await confirm.mutateAsync({ phone, code });
          setRegToken(token);
          setFlow(flow);
          setUserPhone(phone);
          navigate(next);
        }}
      />
      <Button
        variant="ghost"
        onClick={() => {
          send.reset();
          confirm.reset();
          setPhone(null);
        }}
      >
        {intl.formatMessage({ id: 'auth.code.changePhone' })}
      </Button>
    </>
  );
}
