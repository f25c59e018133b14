import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { z } from 'zod/mini';
import { Alert, Button, ButtonRow, PasswordField } from '@sb/ui-kit';
import { FormMaskedField } from '../../../shared/forms/index.ts';
import { codeField, newPasswordForm, PASSWORD_MIN } from '@sb/contracts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { checkCodeAtom, retrieveSmsAtom, setPasswordAtom } from '../../../shared/api/password.ts';
import { rulesResolver } from '../forms.ts';
import { Form } from './FormParts.tsx';
import { useFieldText } from './useFieldText.ts';

/** SMS resend countdown (spec: 60 s). */
export const RESEND_SECONDS = 60;

const codeSchema = z.object({ code: codeField });
type Step = { name: 'idle' } | { name: 'code' } | { name: 'password'; token: string } | { name: 'done' };

function useCountdown(seconds: number, runKey: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (runKey === 0) return undefined;
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const rest = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, runKey]);
  return left;
}

/** Password change: an SMS code to the main phone (retrieve-sms), check-code, then set-password with its token. */
export function PasswordChange({ phone }: { phone: string }) {
  const intl = useIntl();
  const text = useFieldText();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [sent, setSent] = useState(0);
  const left = useCountdown(RESEND_SECONDS, sent);
  const requestCode = useAtomValue(retrieveSmsAtom);
  const checkCode = useAtomValue(checkCodeAtom);
  const setPassword = useAtomValue(setPasswordAtom);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver: rulesResolver(codeSchema), mode: 'onChange' });
  const passwordForm = useForm<{ password: string; repeat: string }>({
    defaultValues: { password: '', repeat: '' },
    resolver: rulesResolver(newPasswordForm),
    mode: 'onChange',
  });

  const send = async () => {
    try {
      await requestCode.mutateAsync({ action: 'change-password', phone });
      setSent((n) => n + 1);
      setStep({ name: 'code' });
    } catch {
      // shown below from the mutation's error
    }
  };

  const onCode = codeForm.handleSubmit(async ({ code }) => {
    try {
      const { token } = await checkCode.mutateAsync({ phone, code: code.trim() });
      setStep({ name: 'password', token });
    } catch {
      // the code stays in the field; the message is shown below
    }
  });

  const onPassword = passwordForm.handleSubmit(async ({ password }) => {
    if (step.name !== 'password') return;
    try {
      await setPassword.mutateAsync({ password, token: step.token });
      passwordForm.reset();
      codeForm.reset();
      setStep({ name: 'done' });
    } catch {
      // the typed passwords stay; the message is shown below
    }
  });

  if (step.name === 'idle' || step.name === 'done') {
    return (
      <>
        {step.name === 'done' && <Alert variant="success">{t('profile.password.done')}</Alert>}
        {requestCode.isError && <ApiErrorMessage error={requestCode.error} context="sms" />}
        <ButtonRow>
          <Button variant="secondary" loading={requestCode.isPending} onClick={() => void send()}>
            {t('profile.password.start')}
          </Button>
        </ButtonRow>
      </>
    );
  }

  if (step.name === 'code') {
    return (
      <Form noValidate onSubmit={onCode} aria-label={t('profile.password.codeTitle')}>
        <p>{t('profile.password.codeSent')}</p>
        <FormMaskedField control={codeForm.control} name="code" errorText={text} mask="code" label={t('profile.password.code')} required />
        {checkCode.isError && <ApiErrorMessage error={checkCode.error} context="sms" />}
        {requestCode.isError && <ApiErrorMessage error={requestCode.error} context="sms" />}
        <ButtonRow>
          <Button type="submit" loading={checkCode.isPending}>
            {t('profile.password.confirmCode')}
          </Button>
          {left > 0 ? (
            <p aria-live="polite">{t('profile.password.resendIn', { seconds: left })}</p>
          ) : (
            <Button variant="ghost" loading={requestCode.isPending} onClick={() => void send()}>
              {t('profile.password.resend')}
            </Button>
          )}
        </ButtonRow>
      </Form>
    );
  }

  const pErrors = passwordForm.formState.errors;
  return (
    <Form noValidate onSubmit={onPassword} aria-label={t('profile.password.newTitle')}>
      <PasswordField
        label={t('profile.password.new')}
        hint={t('profile.password.rules', { min: PASSWORD_MIN })}
        required
        autoComplete="new-password"
        {...passwordForm.register('password')}
        error={text(pErrors.password)}
      />
      <PasswordField
        label={t('profile.password.repeat')}
        required
        autoComplete="new-password"
        {...passwordForm.register('repeat')}
        error={text(pErrors.repeat)}
      />
      {setPassword.isError && <ApiErrorMessage error={setPassword.error} />}
      <ButtonRow>
        <Button type="submit" loading={setPassword.isPending}>
          {t('profile.password.save')}
        </Button>
        <Button variant="ghost" onClick={() => setStep({ name: 'idle' })}>
          {t('profile.password.cancel')}
        </Button>
      </ButtonRow>
    </Form>
  );
}
