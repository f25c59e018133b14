import { isApiError, smsFailureOfError, type SmsFailure } from '@sb/contracts';

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
  /** The code needs replacing, through no fault of the customer: it expired, or no signing waits for it. */
  problem: 'expired' | 'notStarted' | null;
}

export const initialSmsState: SmsState = { attemptsLeft: null, invalid: false, blocked: false, approved: false, started: 0, problem: null };

export type SmsAction =
  | { type: 'started'; attemptsLeft?: number | undefined }
  | { type: 'approved' }
  | {
      type: 'failed';
      status?: number | undefined;
      code?: string | undefined;
      attemptsLeft?: number | undefined;
      blocked?: boolean | undefined;
      /** Why the code was refused (read from the answer); a wrong code when absent. */
      failure?: SmsFailure | undefined;
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
        problem: null,
      };
    case 'approved':
      return { ...state, invalid: false, blocked: false, approved: true, problem: null };
    case 'failed': {
      // an expired code or a signing that is not running spends no attempt: the customer needs a new code
      if (action.failure === 'expired' || action.failure === 'notStarted') return { ...state, invalid: false, problem: action.failure };
      let attemptsLeft = state.attemptsLeft;
      if (action.code === CODE_WRONG_ATTEMPT) {
        attemptsLeft =
          typeof action.attemptsLeft === 'number' ? action.attemptsLeft : Math.max(0, (attemptsLeft ?? INITIAL_SMS_ATTEMPTS) - 1);
      } else if (action.code === CODE_NO_ATTEMPTS) {
        attemptsLeft = typeof action.attemptsLeft === 'number' ? action.attemptsLeft : 0;
      } else if (typeof action.attemptsLeft === 'number') {
        // any other refusal carrying the counter (a 200 of approve-sms marking the code invalid): the server's value
        attemptsLeft = action.attemptsLeft;
      }
      const invalid = action.status === 400 ? true : state.invalid;
      const blocked = action.blocked === true || (typeof attemptsLeft === 'number' && attemptsLeft <= 0);
      return { ...state, attemptsLeft, invalid, blocked, problem: null };
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
    failure: smsFailureOfError(error),
  };
}

/**
 * Whether the signing panel explains a failure itself: the SMS input (a wrong code, attempts, blocked) or its
 * 'send a new code' notice (expired, not started); anything else is shown as an error message.
 */
export function isCodeFailure(error: unknown): boolean {
  return smsFailureOfError(error) !== 'other';
}
