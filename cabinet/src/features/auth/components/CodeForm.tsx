import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { Button, ButtonRow } from '@sb/ui-kit';
import { isApiError, SMS_RESEND_SECONDS } from '@sb/contracts';
import { codeForm } from '../forms.ts';
import { FormMaskedField } from '../../../shared/forms/index.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import type { ErrorContext } from '@sb/contracts';
import { useCountdown } from './useCountdown.ts';
import { Form } from './AuthPage.tsx';
import styled from 'styled-components';
import { zodFormResolver } from '../../../shared/forms.ts';

type CodeValues = z.input<typeof codeForm>;
const codeResolver = zodFormResolver(codeForm);

const Muted = styled.p`
  margin: 0;
  color: var(--sb-colors-textMuted);
`;

export interface CodeFormProps {
  /** The label of the code field (SMS code or PIN). */
  label: string;
  /** Sends the code; a thrown error is shown under the form and the code stays typed. */
  onSubmit: (code: string) => Promise<unknown>;
  /** Sends a new SMS; absent for a PIN. */
  onResend?: () => Promise<unknown>;
  /** Changes whenever a code was sent (restarts the 60 s countdown). */
  sentKey?: unknown;
  pending: boolean;
  error: unknown;
  errorContext?: ErrorContext;
  submitLabel: string;
}

/** The gateway's wait before another SMS (429 SMS_RESEND_TOO_SOON with Retry-After), when the error is one. */
function resendWaitOf(error: unknown): number | undefined {
  return isApiError(error) && error.code === 'SMS_RESEND_TOO_SOON' ? error.retryAfterSeconds : undefined;
}

/**
 * The code step: a 6-digit masked field (required, at least 4), confirm, and the resend link after 60 s; when the
 * gateway says a resend came too soon, the countdown starts again at the wait it names.
 */
export function CodeForm({ label, onSubmit, onResend, sentKey, pending, error, errorContext = 'sms', submitLabel }: CodeFormProps) {
  const intl = useIntl();
  const wait = resendWaitOf(error);
  const left = useCountdown(wait ?? SMS_RESEND_SECONDS, wait === undefined ? sentKey : error);
  const form = useForm<CodeValues>({ resolver: codeResolver, defaultValues: { code: '' }, reValidateMode: 'onChange' });
  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.code.trim()).catch(() => undefined))}>
      <FormMaskedField control={form.control} name="code" mask="code" label={label} required />
      {error ? <ApiErrorMessage error={error} context={errorContext} /> : null}
      <Button type="submit" loading={pending} fullWidth>
        {submitLabel}
      </Button>
      {onResend ? (
        <ButtonRow stack="never">
          {left > 0 ? (
            <Muted aria-live="polite">{intl.formatMessage({ id: 'auth.code.resendIn' }, { seconds: left })}</Muted>
          ) : (
            <Button variant="ghost" onClick={() => void onResend().catch(() => undefined)}>
              {intl.formatMessage({ id: 'auth.code.resend' })}
            </Button>
          )}
        </ButtonRow>
      ) : null}
    </Form>
  );
}
