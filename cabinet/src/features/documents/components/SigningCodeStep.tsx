import { useIntl } from 'react-intl';
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@sb/contracts';
import { Alert, Button, SmsCodeInput } from '@sb/ui-kit';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import type { SmsState } from '../signing.ts';

// The SMS step of a signing: its own chunk (`SigningPanel.tsx`), since it shows only once the customer has started
// signing; fetched when the browser is idle, or with that press.

export interface SigningCodeStepProps {
  sms: SmsState;
  code: string;
  onCodeChange: (code: string) => void;
  onConfirm: (code: string) => void;
  /** Sends a new code (signing starts again). */
  onResend: () => void;
  confirming: boolean;
  resending: boolean;
  /** The approval's failure when it asks for a new code (expired, not started). */
  problem: unknown;
  confirmLabel: string;
  /** Why confirming and sending a new code wait (no connection): shown disabled with it, the code stays typed. */
  offlineReason?: string | null;
}

/** The code input with its attempts and 60 s resend countdown, and the 'send a new code' notice. */
export function SigningCodeStep({
  sms,
  code,
  onCodeChange,
  onConfirm,
  onResend,
  confirming,
  resending,
  problem,
  confirmLabel,
  offlineReason,
}: SigningCodeStepProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <>
      <SmsCodeInput
        codeLength={SMS_CODE_LENGTH}
        resendAfter={SMS_RESEND_SECONDS}
        value={code}
        onValueChange={onCodeChange}
        onConfirm={onConfirm}
        onResend={onResend}
        countdownKey={sms.started}
        attemptsLeft={sms.attemptsLeft}
        invalid={sms.invalid}
        blocked={sms.blocked}
        pending={confirming}
        confirmLabel={confirmLabel}
        disabledReason={offlineReason}
      />
      {problem ? (
        <Alert
          variant="warning"
          live="alert"
          title={errorText(problem, 'signing')}
          action={
            <Button variant="secondary" size="sm" onClick={onResend} loading={resending} disabledReason={offlineReason}>
              {intl.formatMessage({ id: 'documents.signing.sendNew' })}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
