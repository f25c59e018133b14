import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import type { z } from 'zod/mini';
import { Alert, Button, Section, Tabs, TextField } from '@sb/ui-kit';
import { phoneToDigits } from '@sb/contracts';
import { forgotAtom, makePasswordAtom } from '../../../shared/api/password.ts';
import { useFieldError } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { agreementForm, forgotEmailForm, registerPhoneForm } from '../forms.ts';
import { Form, Lead } from './AuthPage.tsx';
import { PhoneField } from './Fields.tsx';
import { zodFormResolver } from '../../../shared/forms.ts';

type AgreementValues = z.input<typeof agreementForm>;
const agreementResolver = zodFormResolver(agreementForm);

/** The get-password flow: agreement number and phone (make-password); the password arrives by SMS. */
export function AgreementPasswordForm() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const form = useForm<AgreementValues>({
    resolver: agreementResolver,
    defaultValues: { agreement: '', phone: '' },
    reValidateMode: 'onChange',
  });
  const send = useAtomValue(makePasswordAtom);
  return (
    <Section id="by-agreement" title={intl.formatMessage({ id: 'auth.agreement.title' })} headingId="by-agreement-title" divided>
      <Lead>{intl.formatMessage({ id: 'auth.agreement.lead' })}</Lead>
      {send.isSuccess ? (
        <Alert variant="success" live="status" title={intl.formatMessage({ id: 'auth.agreement.sent' })} />
      ) : (
        <Form
          noValidate
          onSubmit={form.handleSubmit((v) =>
            send.mutateAsync({ agreement: v.agreement.trim(), phone: phoneToDigits(v.phone) }).catch(() => undefined),
          )}
        >
          <TextField
            label={intl.formatMessage({ id: 'auth.field.agreement' })}
            required
            error={fieldError(form.formState.errors.agreement)}
            {...form.register('agreement')}
          />
          <PhoneField control={form.control} name="phone" />
          {send.error ? <ApiErrorMessage error={send.error} context="passwordGeneration" /> : null}
          <Button type="submit" variant="secondary" loading={send.isPending} fullWidth>
            {intl.formatMessage({ id: 'auth.agreement.submit' })}
          </Button>
        </Form>
      )}
    </Section>
  );
}

const emailResolver = zodFormResolver(forgotEmailForm);
const phoneResolver = zodFormResolver(registerPhoneForm);

/** Forgot password: by e-mail (the data is mailed) or by phone (an SMS), through the general API's forgot. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const emailForm = useForm<z.input<typeof forgotEmailForm>>({
    resolver: emailResolver,
    defaultValues: { email: '' },
    reValidateMode: 'onChange',
  });
  const phoneForm = useForm<z.input<typeof registerPhoneForm>>({
    resolver: phoneResolver,
    defaultValues: { phone: '' },
    reValidateMode: 'onChange',
  });
  const send = useAtomValue(forgotAtom);

  return (
    <Section id="forgot" title={intl.formatMessage({ id: 'auth.forgot.title' })} headingId="forgot-title" divided>
      {send.isSuccess ? (
        <Alert
          variant="success"
          live="status"
          title={intl.formatMessage({ id: by === 'email' ? 'auth.forgot.sentEmail' : 'auth.forgot.sentPhone' })}
        />
      ) : (
        <Tabs
          label={intl.formatMessage({ id: 'auth.forgot.by' })}
          value={by}
          onValueChange={(v) => {
            setBy(v as 'email' | 'phone');
            send.reset();
          }}
          items={[
            {
              value: 'email',
              label: intl.formatMessage({ id: 'auth.forgot.byEmail' }),
              content: (
                <Form
                  noValidate
                  onSubmit={emailForm.handleSubmit((v) => send.mutateAsync({ email: v.email.trim() }).catch(() => undefined))}
                >
                  <TextField
                    type="email"
                    autoComplete="email"
                    label={intl.formatMessage({ id: 'auth.field.email' })}
                    required
                    error={fieldError(emailForm.formState.errors.email)}
                    {...emailForm.register('email')}
                  />
                  {send.error ? <ApiErrorMessage error={send.error} /> : null}
                  <Button type="submit" variant="secondary" loading={send.isPending} fullWidth>
                    {intl.formatMessage({ id: 'auth.forgot.submit' })}
                  </Button>
                </Form>
              ),
            },
            {
              value: 'phone',
              label: intl.formatMessage({ id: 'auth.forgot.byPhone' }),
              content: (
                <Form
                  noValidate
                  onSubmit={phoneForm.handleSubmit((v) => send.mutateAsync({ phone: phoneToDigits(v.phone) }).catch(() => undefined))}
                >
                  <PhoneField control={phoneForm.control} name="phone" />
                  {send.error ? <ApiErrorMessage error={send.error} /> : null}
                  <Button type="submit" variant="secondary" loading={send.isPending} fullWidth>
                    {intl.formatMessage({ id: 'auth.forgot.submit' })}
                  </Button>
                </Form>
              ),
            },
          ]}
        />
      )}
    </Section>
  );
}
