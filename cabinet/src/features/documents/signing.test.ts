import { ApiError } from '@sb/contracts';
import { failureAction, initialSmsState, INITIAL_SMS_ATTEMPTS, smsReducer, type SmsState } from './signing.ts';

const started = (attemptsLeft?: number): SmsState => smsReducer(initialSmsState, { type: 'started', attemptsLeft });

describe('smsReducer', () => {
  describe('given a signing that starts', () => {
    it('should reset the attempts to the initial value and clear the flags', () => {
      const dirty: SmsState = { attemptsLeft: 0, invalid: true, blocked: true, approved: false, started: 2, problem: 'expired' };
      expect(smsReducer(dirty, { type: 'started' })).toEqual({
        attemptsLeft: INITIAL_SMS_ATTEMPTS,
        invalid: false,
        blocked: false,
        approved: false,
        started: 3,
        problem: null,
      });
    });

    it('should take the server value when the answer carries one', () => {
      expect(started(5).attemptsLeft).toBe(5);
    });
  });

  describe('given a plain 400', () => {
    it('should mark the code invalid and keep the attempts', () => {
      expect(smsReducer(started(3), { type: 'failed', status: 400 })).toMatchObject({ invalid: true, attemptsLeft: 3, blocked: false });
    });
  });

  describe('given CONFIRMOPERATION.00007', () => {
    it('should set the attempts from the server', () => {
      expect(smsReducer(started(3), { type: 'failed', status: 400, code: 'CONFIRMOPERATION.00007', attemptsLeft: 1 })).toMatchObject({
        attemptsLeft: 1,
        invalid: true,
      });
    });

    it('should decrement by one without a server value, never below 0', () => {
      const once = smsReducer(started(1), { type: 'failed', code: 'CONFIRMOPERATION.00007' });
      expect(once).toMatchObject({ attemptsLeft: 0, blocked: true });
      expect(smsReducer(once, { type: 'failed', code: 'CONFIRMOPERATION.00007' }).attemptsLeft).toBe(0);
    });
  });

  describe('given NOPAPERPARTNER.10240', () => {
    it('should set the attempts from the server or 0 and block at 0', () => {
      expect(smsReducer(started(3), { type: 'failed', code: 'NOPAPERPARTNER.10240', attemptsLeft: 2 })).toMatchObject({
        attemptsLeft: 2,
        blocked: false,
      });
      expect(smsReducer(started(3), { type: 'failed', code: 'NOPAPERPARTNER.10240' })).toMatchObject({ attemptsLeft: 0, blocked: true });
    });
  });

  describe('given an expired code or a signing not started', () => {
    it('should spend no attempt, not block, not call the code wrong, and say what to do', () => {
      for (const failure of ['expired', 'notStarted'] as const) {
        const after = smsReducer(started(3), { type: 'failed', status: 400, attemptsLeft: 0, blocked: true, failure });
        expect(after).toMatchObject({ attemptsLeft: 3, invalid: false, blocked: false, problem: failure });
      }
    });

    it('should clear the notice when a new code is sent', () => {
      const expired = smsReducer(started(3), { type: 'failed', status: 400, failure: 'expired' });
      expect(smsReducer(expired, { type: 'started' }).problem).toBeNull();
    });
  });

  describe('given an approval', () => {
    it('should mark it approved', () => {
      expect(smsReducer(started(), { type: 'approved' }).approved).toBe(true);
    });
  });
});

describe('failureAction', () => {
  it('should read the status, code and counters of an approve-sms error', () => {
    const error = new ApiError({
      kind: 'http',
      endpoint: 'cabinet.approveSms',
      status: 400,
      code: 'CONFIRMOPERATION.00007',
      body: { attemptsLeftSms: 2, isSmsConfirmBlocked: false },
    });
    expect(failureAction(error)).toEqual({
      type: 'failed',
      status: 400,
      code: 'CONFIRMOPERATION.00007',
      attemptsLeft: 2,
      blocked: undefined,
      failure: 'wrong',
    });
  });

  it('should tell an expired code and a signing not started from a wrong code', () => {
    const answer = (message: string, attemptsLeftSms: number) =>
      new ApiError({
        kind: 'http',
        endpoint: 'cabinet.approveSms',
        status: 400,
        message,
        body: { success: false, message, attemptsLeftSms, isSmsConfirmBlocked: attemptsLeftSms <= 0, isSmsCodeInvalid: true },
      });
    expect(failureAction(answer('code expired, request a new one', 3))).toMatchObject({ failure: 'expired' });
    expect(failureAction(answer('could not confirm the SMS signing: start signing first', 0))).toMatchObject({ failure: 'notStarted' });
    expect(failureAction(answer('invalid code entered', 3))).toMatchObject({ failure: 'invalidFormat' });
  });
});
