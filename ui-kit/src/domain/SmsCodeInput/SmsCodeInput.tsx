import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.tsx';
import { useControllableState, idList } from '../../components/utils.ts';
import { focusAndInvalid } from '../../components/Field/inputStyles.ts';

export interface SmsCodeInputProps {
  /** The typed code (controlled). */
  value?: string;
  /** The starting code (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits on every change. */
  onValueChange?: (code: string) => void;
  /** Digits of a code (the contracts' `SMS_CODE_LENGTH`): confirm waits for all of them. */
  codeLength: number;
  /** Called by the confirm button (or Enter) with the complete code. */
  onConfirm: (code: string) => void;
  /** Called by the resend link once the countdown has ended. */
  onResend?: () => void;
  /** Attempts left, shown when it is a number. */
  attemptsLeft?: number | null;
  /** The last code was wrong ('invalid code entered'). */
  invalid?: boolean;
  /** Confirmation is blocked (no attempts left): the input and the button are disabled. */
  blocked?: boolean;
  /** A confirm request is in flight: the button shows a spinner. */
  pending?: boolean;
  /**
   * Seconds left before the resend link shows. When given the countdown is controlled by the parent; otherwise an
   * internal one-second timer counts down from `resendAfter` (fake timers drive it in tests).
   */
  secondsLeft?: number;
  /** Start of the internal countdown, in seconds (the contracts' `SMS_RESEND_SECONDS`). */
  resendAfter: number;
  /** Change it (e.g. a counter of sent SMS) to restart the internal countdown. */
  countdownKey?: string | number;
  /** The text of the confirm button (default 'Confirm'). */
  confirmLabel?: string;
  /**
   * Why confirming and resending cannot happen now (no connection): both show disabled, described by this text; the
   * code stays typed.
   */
  disabledReason?: string | null;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
  /** Extra class for layout by the screen (spacing, grid placement). */
  className?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-3);
  max-width: var(--sb-layout-formMax);
`;

const Label = styled.label`
  font-size: var(--sb-fontSizes-sm);
  font-weight: var(--sb-fontWeights-medium);
`;

/* One one-time-code input drawn as one box a digit: autofill from the SMS and paste work as in any input. */
const CodeInput = styled.input`
  width: calc(var(--sb-code-length) * 48px);
  max-width: 100%;
  min-height: 56px;
  /* each digit centred in its 48 px box: the advance of a digit is 1ch + letter-spacing = 48 px */
  padding: 0 0 0 calc((48px - 1ch) / 2);
  border: 1px solid var(--sb-colors-borderStrong);
  border-radius: var(--sb-radii-control);
  background-color: var(--sb-colors-surface);
  background-image: repeating-linear-gradient(90deg, transparent 0 47px, var(--sb-colors-border) 47px 48px);
  color: var(--sb-colors-text);
  font-family: var(--sb-fonts-mono);
  font-size: 24px;
  letter-spacing: calc(48px - 1ch);
  font-variant-numeric: tabular-nums;
  ${focusAndInvalid}
  &:disabled {
    background-color: var(--sb-colors-surfaceMuted);
    color: var(--sb-colors-textMuted);
    cursor: not-allowed;
  }
`;

const Message = styled.p`
  margin: 0;
  font-size: var(--sb-fontSizes-sm);
  color: var(--sb-colors-textMuted);
  &[data-kind='error'] {
    color: var(--sb-colors-danger);
  }
`;

const ResendButton = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--sb-colors-brand);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: var(--sb-colors-textMuted);
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid var(--sb-colors-focus);
    outline-offset: 2px;
  }
`;

function useCountdown(controlled: number | undefined, from: number, key: string | number | undefined): number {
  const [left, setLeft] = useState(from);
  const started = useRef(key);
  useEffect(() => {
    if (controlled !== undefined) return;
    if (started.current !== key) {
      started.current = key;
      setLeft(from);
    }
    const timer = setInterval(() => setLeft((s) => (s > 0 ? s - 1 : 0)), 1000);
    return () => clearInterval(timer);
  }, [controlled, from, key]);
  return controlled ?? left;
}

/**
 * The SMS code of signing: its digits, attempts left, 'invalid code', 'blocked', the resend countdown then the
 * resend link, and the confirm button (disabled while the code is incomplete, a request is in flight or
 * confirmation is blocked).
 */
export function SmsCodeInput({
  value,
  defaultValue = '',
  onValueChange,
  codeLength,
  onConfirm,
  onResend,
  attemptsLeft,
  invalid = false,
  blocked = false,
  pending = false,
  secondsLeft,
  resendAfter,
  countdownKey,
  confirmLabel,
  disabledReason,
  ref,
  className,
}: SmsCodeInputProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useControllableState(value, defaultValue, onValueChange);
  const left = useCountdown(secondsLeft, resendAfter, countdownKey);
  const complete = code.length === codeLength;
  const waiting = Boolean(disabledReason);
  const canConfirm = complete && !pending && !blocked && !waiting;
  const errorId = `${id}-error`;
  const reasonId = `${id}-reason`;
  const attemptsId = `${id}-attempts`;
  const showAttempts = typeof attemptsLeft === 'number' && Number.isFinite(attemptsLeft);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canConfirm) onConfirm(code);
  };

  return (
    <Form className={className} onSubmit={submit} noValidate data-state={blocked ? 'blocked' : invalid ? 'invalid' : 'idle'}>
      <Label htmlFor={`${id}-code`}>{intl.formatMessage({ id: 'uikit.smsCode.label' })}</Label>
      <CodeInput
        ref={ref}
        id={`${id}-code`}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={codeLength}
        style={{ '--sb-code-length': codeLength } as CSSProperties}
        value={code}
        disabled={blocked}
        aria-invalid={invalid || undefined}
        aria-describedby={idList(invalid || blocked ? errorId : undefined, showAttempts ? attemptsId : undefined)}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, codeLength))}
      />
      <div aria-live="polite">
        {blocked ? (
          <Message id={errorId} data-kind="error">
            {intl.formatMessage({ id: 'uikit.smsCode.blocked' })}
          </Message>
        ) : invalid ? (
          <Message id={errorId} data-kind="error">
            {intl.formatMessage({ id: 'uikit.smsCode.invalid' })}
          </Message>
        ) : null}
        {showAttempts ? (
          <Message id={attemptsId}>
            {intl.formatMessage({ id: 'uikit.smsCode.attemptsLeft' }, { count: Math.max(0, attemptsLeft) })}
          </Message>
        ) : null}
      </div>
      <Button
        type="submit"
        disabled={!canConfirm && !pending}
        loading={pending}
        aria-describedby={waiting && !blocked ? reasonId : undefined}
      >
        {confirmLabel ?? intl.formatMessage({ id: 'uikit.smsCode.confirm' })}
      </Button>
      {onResend ? (
        left > 0 ? (
          <Message>{intl.formatMessage({ id: 'uikit.smsCode.resendIn' }, { seconds: left })}</Message>
        ) : (
          <ResendButton type="button" onClick={onResend} disabled={waiting} aria-describedby={waiting ? reasonId : undefined}>
            {intl.formatMessage({ id: 'uikit.smsCode.resend' })}
          </ResendButton>
        )
      ) : null}
      {waiting && !blocked ? <Message id={reasonId}>{disabledReason}</Message> : null}
    </Form>
  );
}
