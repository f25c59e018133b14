import { isApiError } from '@sb/contracts';

/**
 * SMS attempts of a signing (spec 1 section 4, 'SMS attempts'). The spec does not give the initial value; the
 * start-signing answer's `attemptsLeftSms` wins when present (docs/decisions.md).
 */
export const INITIAL_SMS_ATTEMPTS = 3;

export interface SmsState {
  /** Attempts left; null until a signing has started (then it is shown only when numeric). */
  attemptsLeft: number | null;
  /** The last code was wrong. */
  invalid: boolean;
  /** No attempts left: confirmation is blocked until signing restarts. */
  blocked: boolean;
  /** Approved by the SMS code (the document becomes signed a moment later). */
  approved: boolean;
  /** How many times signing has started: restarts the resend countdown. */
  started: number;
}

export const initialSmsState: SmsState = { attemptsLeft: null, invalid: false, blocked: false, approved: false, started: 0 };

export type SmsAction =
  | { type: 'started'; attemptsLeft?: number | undefined }
  | { type: 'approved' }
  | {
      type: 'failed';
      status?: number | undefined;
      code?: string | undefined;
      attemptsLeft?: number | undefined;
      blocked?: boolean | undefined;
    };

export const CODE_WRONG_ATTEMPT = 'CONFIRMOPERATION.00007';
export const CODE_NO_ATTEMPTS = 'NOPAPERPARTNER.10240';

/** The attempts reducer: start resets, a 400 marks the code invalid, the two error codes move the counter. */
export function smsReducer(state: SmsState, action: SmsAction): SmsState {
  switch (action.type) {
    case 'started':
      return {
        attemptsLeft: typeof action.attemptsLeft === 'number' ? action.attemptsLeft : INITIAL_SMS_ATTEMPTS,
        invalid: false,
        blocked: false,
        approved: false,
        started: state.started + 1,
      };
    case 'approved':
      return { ...state, invalid: false, blocked: false, approved: true };
    case 'failed': {
      let attemptsLeft = state.attemptsLeft;
      if (action.code === CODE_WRONG_ATTEMPT) {
        attemptsLeft =
          typeof action.attemptsLeft === 'number' ? action.attemptsLeft : Math.max(0, (attemptsLeft ?? INITIAL_SMS_ATTEMPTS) - 1);
      } else if (action.code === CODE_NO_ATTEMPTS) {
        attemptsLeft = typeof action.attemptsLeft === 'number' ? action.attemptsLeft : 0;
      }
      const invalid = action.status === 400 ? true : state.invalid;
      const blocked = action.blocked === true || (typeof attemptsLeft === 'number' && attemptsLeft <= 0);
      return { ...state, attemptsLeft, invalid, blocked };
    }
  }
}

/** Reads an approve-sms failure into the reducer's action (the error body carries the counters). */
export function failureAction(error: unknown): SmsAction {
  if (!isApiError(error)) return { type: 'failed' };
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  return {
    type: 'failed',
    status: error.status,
    code: error.code,
    attemptsLeft: typeof body.attemptsLeftSms === 'number' ? body.attemptsLeftSms : undefined,
    blocked: body.isSmsConfirmBlocked === true ? true : undefined,
  };
}

/** Whether a failure is one the SMS input explains itself (invalid code, attempts), so no extra message. */
export function isCodeFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.code === CODE_WRONG_ATTEMPT || error.code === CODE_NO_ATTEMPTS);
}
