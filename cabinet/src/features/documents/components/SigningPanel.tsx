import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@sb/contracts';
import { Alert, Button, SmsCodeInput, Stack } from '@sb/ui-kit';
import { ApiErrorMessage, useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { isCodeFailure } from '../signing.ts';
import { useOfflineReason } from '../../../shared/offline/useOfflineReason.ts';
import { useSigning, type SigningTarget } from './useSigning.ts';

const Root = styled(Stack)`
  & h2 {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
  }
  & p {
    margin: 0;
  }
`;

export interface SigningPanelProps extends SigningTarget {
  /** The customer's phone, masked, to say where the SMS went (optional). */
  phone?: string | null;
}

/**
 * Signing with an SMS code: start signing sends the SMS, then the code input with its attempts and 60 s resend
 * countdown, the 'send a new code' notice when the code needs replacing, and the approval.
 */
export function SigningPanel({ orderNumber, docNumber, kind }: SigningPanelProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { sms, code, setCode, start, confirm, starting, approving } = useSigning({ orderNumber, docNumber, kind });
  const t = (id: string) => intl.formatMessage({ id: `documents.signing.${id}` });
  // signing needs the network; offline the buttons wait for it, with the reason, and the code stays typed
  const offlineReason = useOfflineReason();
  // the approval's failure when it asks for a new code (expired, not started)
  const problem = sms.problem && approving.isError ? approving.error : null;

  return (
    <Root as="section" gap={3} aria-labelledby="signing-title">
      <h2 id="signing-title">{t('title')}</h2>
      {sms.started === 0 ? (
        <>
          <p>{t(kind === 'act' ? 'intro.act' : 'intro.contract')}</p>
          <div>
            <Button onClick={start} loading={starting.isPending} disabledReason={offlineReason}>
              {t('start')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{t('sent')}</p>
          <SmsCodeInput
            codeLength={SMS_CODE_LENGTH}
            resendAfter={SMS_RESEND_SECONDS}
            value={code}
            onValueChange={setCode}
            onConfirm={confirm}
            onResend={start}
            countdownKey={sms.started}
            attemptsLeft={sms.attemptsLeft}
            invalid={sms.invalid}
            blocked={sms.blocked}
            pending={approving.isPending}
            confirmLabel={t(kind === 'act' ? 'confirm.act' : 'confirm.contract')}
            disabledReason={offlineReason}
          />
          {problem ? (
            <Alert
              variant="warning"
              live="alert"
              title={errorText(problem, 'signing')}
              action={
                <Button variant="secondary" size="sm" onClick={start} loading={starting.isPending} disabledReason={offlineReason}>
                  {t('sendNew')}
                </Button>
              }
            />
          ) : null}
        </>
      )}
      {starting.isError ? <ApiErrorMessage error={starting.error} context="signing" onRetry={start} /> : null}
      {approving.isError && !isCodeFailure(approving.error) ? <ApiErrorMessage error={approving.error} context="signing" /> : null}
    </Root>
  );
}
