import {
  ApiError,
  errorMessageFor,
  errorMessageIds,
  messageForFacts,
  recogniseServerMessage,
  ruleMessages,
  serverMessages,
  SessionChangedError,
  smsAttemptsAfterError,
  smsFailureOf,
} from '../../src/index.ts';
import { cabinetTexts } from './cabinetTexts.ts';

const http = (status: number, code?: string, message?: string, body?: unknown) =>
  new ApiError({ kind: 'http', endpoint: 'cabinet.test', status, ...(code ? { code } : {}), ...(message ? { message } : {}), body });

describe('error catalogue: codes per context', () => {
  it.each([
    ['USER_NOT_FOUND', 404, 'login', 'errors.userNotFound'],
    ['WRONG_CODE', 400, 'sms', 'errors.wrongCode'],
    ['USER_ALREADY_REGISTERED', 400, 'sms', 'errors.userAlreadyRegistered'],
    ['409', 409, 'sms', 'errors.codeExpired'],
    ['409', 409, 'cargo', 'errors.cargoDataError'],
    ['605', 400, 'sms', 'errors.incorrectSmsCode'],
    ['605', 400, 'cargo', 'errors.validationError'],
    ['605', 400, 'passwordGeneration', 'errors.validationError'],
    ['405', 405, 'login', 'errors.incorrectPassword'],
    ['405', 405, 'cargo', 'errors.cargoRegistrationError'],
    ['404', 404, 'passwordGeneration', 'errors.userNotFoundInSystem'],
    ['401', 401, 'general', 'errors.sessionExpired'],
    ['CONFIRMOPERATION.00007', 400, 'general', 'errors.invalidSmsCode'],
    ['NOPAPERPARTNER.10240', 400, 'general', 'errors.smsConfirmBlocked'],
  ] as const)('should map %s (HTTP %s) in %s to %s', (code, status, context, id) => {
    expect(errorMessageFor(http(status, code), context)).toMatchObject({ id, severity: 'error' });
  });

  it('should map NEW_USER_REGISTRATION to a success message', () => {
    expect(messageForFacts({ status: 200, code: 'NEW_USER_REGISTRATION' }, 'sms')).toEqual({
      id: 'errors.newUserRegistration',
      severity: 'success',
    });
  });

  it("should read a 200 in password generation as 'registration data sent'", () => {
    expect(messageForFacts({ status: 200 }, 'passwordGeneration')).toEqual({ id: 'errors.registrationDataSent', severity: 'success' });
  });

  it('should map the status when the body has no code', () => {
    expect(errorMessageFor(http(405), 'login').id).toBe('errors.incorrectPassword');
    expect(errorMessageFor(http(409), 'sms').id).toBe('errors.codeExpired');
    expect(errorMessageFor(http(404), 'passwordGeneration').id).toBe('errors.userNotFoundInSystem');
  });

  it('should show no alert for ERR_BAD_REQUEST of the signature', () => {
    expect(errorMessageFor(http(400, 'ERR_BAD_REQUEST'), 'signing')).toEqual({ id: 'errors.signatureBadRequest', severity: 'none' });
  });

  it('should mark a bare 400 of signing as an invalid code, with the attempts left when sent', () => {
    expect(errorMessageFor(http(400, undefined, 'invalid code entered'), 'signing')).toEqual({
      id: 'errors.invalidSmsCode',
      severity: 'error',
    });
    expect(errorMessageFor(http(400, 'CONFIRMOPERATION.00007', '', { attemptsLeftSms: 2 }), 'signing')).toEqual({
      id: 'errors.invalidSmsCodeAttempts',
      values: { attemptsLeft: 2 },
      severity: 'error',
    });
    expect(errorMessageFor(http(400, 'NOPAPERPARTNER.10240', '', { attemptsLeftSms: 0 }), 'signing').id).toBe('errors.smsConfirmBlocked');
  });

  it('should append the phone-login hint to a legacy login failure', () => {
    expect(errorMessageFor(http(400, undefined, 'incorrect username or password'), 'legacyLogin').id).toBe('errors.legacyLoginFailed');
    // only the 400 the agreed pact pins: another refusal is worded as what it is
    expect(errorMessageFor(http(403, undefined, 'access denied'), 'legacyLogin').id).not.toBe('errors.legacyLoginFailed');
    expect(errorMessageFor(http(500, undefined, 'internal error'), 'legacyLogin').id).not.toBe('errors.legacyLoginFailed');
  });

  it('should not offer the phone login when a legacy login fails on the server, only when it is refused', () => {
    expect(errorMessageFor(http(400), 'legacyLogin').id).toBe('errors.legacyLoginFailed');
    expect(errorMessageFor(http(404), 'legacyLogin').id).not.toBe('errors.legacyLoginFailed');
    expect(errorMessageFor(http(500), 'legacyLogin').id).not.toBe('errors.legacyLoginFailed');
    expect(errorMessageFor(http(502), 'legacyLogin').id).not.toBe('errors.legacyLoginFailed');
  });

  it('should carry an unknown code into the generic message', () => {
    expect(errorMessageFor(http(500, 'SOMETHING.42'), 'general')).toEqual({
      id: 'errors.unknownCode',
      values: { code: 'SOMETHING.42' },
      severity: 'error',
    });
  });

  it('should fall back to the unexpected error without a code or a known message', () => {
    expect(errorMessageFor(http(500), 'general')).toEqual({ id: 'errors.unexpected', severity: 'error' });
    expect(errorMessageFor(new Error('boom'))).toEqual({ id: 'errors.unexpected', severity: 'error' });
  });

  it('should read a call dropped with its ended session (or made with none) as the expired session a 401 means', () => {
    expect(errorMessageFor(new SessionChangedError('cabinet.client'))).toEqual(errorMessageFor(http(401)));
    expect(errorMessageFor(new SessionChangedError('cabinet.client')).id).toBe('errors.sessionExpired');
  });

  it('should give transport failures their own messages', () => {
    expect(errorMessageFor(new ApiError({ kind: 'network', endpoint: 'x' })).id).toBe('errors.network');
    expect(errorMessageFor(new ApiError({ kind: 'timeout', endpoint: 'x' })).id).toBe('errors.timeout');
    expect(errorMessageFor(new ApiError({ kind: 'contract', endpoint: 'x', fieldPath: 'a' })).id).toBe('errors.malformed');
    expect(errorMessageFor(new ApiError({ kind: 'malformed', endpoint: 'x' })).id).toBe('errors.malformed');
  });
});

describe('error catalogue: server messages', () => {
  it.each(serverMessages.map((m) => [m.text, m.id]))('should recognise %s', (text, id) => {
    expect(recogniseServerMessage(text)).toBe(id);
    expect(errorMessageFor(http(400, undefined, text), 'general').id).toBe(id);
  });

  it('should give every server message of the spec its own id', () => {
    const ids = serverMessages.map((m) => m.id);
    // 'request sending error' and 'incorrect conditions' are one message of the spec
    expect(new Set(ids).size).toBe(ids.length - 1);
  });

  it('should ignore case, spaces, final punctuation and appended details', () => {
    expect(recogniseServerMessage('  Main phone already taken. ')).toBe('errors.server.mainPhoneTaken');
    expect(recogniseServerMessage('Wrong agreement number: D-9')).toBe('errors.server.wrongAgreementNumber');
    expect(recogniseServerMessage('No access to the lock')).toBe('errors.server.noLockAccess');
    expect(recogniseServerMessage('could not create the sms signing')).toBe('errors.server.cannotCreateSmsSigning');
    expect(recogniseServerMessage('token invalid user')).toBe('errors.server.tokenInvalidUser');
    expect(recogniseServerMessage('something else')).toBeUndefined();
    expect(recogniseServerMessage('')).toBeUndefined();
  });

  it('should prefer the code of the context over the text', () => {
    expect(errorMessageFor(http(409, '409', 'incorrect conditions'), 'cargo').id).toBe('errors.cargoDataError');
  });
});

describe('error catalogue: texts (in the cabinet catalogues)', () => {
  const ids = Object.values(errorMessageIds);
  const errorIdsIn = (texts: Record<string, string>) => Object.keys(texts).filter((id) => id.startsWith('errors.'));

  it('should have a Russian and an English text for every id, and none for an id the contracts do not know', () => {
    for (const language of ['ru', 'en'] as const) {
      expect(errorIdsIn(cabinetTexts[language]).sort()).toEqual([...ids].sort());
      for (const id of ids) expect([language, id, cabinetTexts[language][id]]).toEqual([language, id, expect.stringMatching(/\S/)]);
    }
  });

  it('should keep the spec wording of the generic messages', () => {
    expect(cabinetTexts.en['errors.unexpected']).toBe('An unexpected error occurred. Please contact support');
    expect(cabinetTexts.en['errors.unknownCode']).toContain('{code}');
    expect(cabinetTexts.ru['errors.unknownCode']).toContain('{code}');
    expect(cabinetTexts.en['errors.registrationDataSent']).toBe('Registration data sent');
  });

  it('should have texts for every field-rule message', () => {
    for (const id of Object.values(ruleMessages)) {
      expect([id, cabinetTexts.ru[id]]).toEqual([id, expect.stringMatching(/\S/)]);
      expect([id, cabinetTexts.en[id]]).toEqual([id, expect.stringMatching(/\S/)]);
    }
  });
});

describe('SMS attempts of signing', () => {
  const start = { attemptsLeft: 3, isSmsConfirmBlocked: false, isSmsCodeInvalid: false };

  it('should take the server value of CONFIRMOPERATION.00007, or decrement by one', () => {
    expect(smsAttemptsAfterError(start, http(400, 'CONFIRMOPERATION.00007', '', { attemptsLeftSms: 2 }))).toEqual({
      attemptsLeft: 2,
      isSmsConfirmBlocked: false,
      isSmsCodeInvalid: true,
    });
    expect(smsAttemptsAfterError(start, http(400, 'CONFIRMOPERATION.00007'))).toEqual({
      attemptsLeft: 2,
      isSmsConfirmBlocked: false,
      isSmsCodeInvalid: true,
    });
    expect(smsAttemptsAfterError({ ...start, attemptsLeft: 0 }, http(400, 'CONFIRMOPERATION.00007')).attemptsLeft).toBe(0);
  });

  it('should block at zero', () => {
    expect(smsAttemptsAfterError({ ...start, attemptsLeft: 1 }, http(400, 'CONFIRMOPERATION.00007')).isSmsConfirmBlocked).toBe(true);
    expect(smsAttemptsAfterError(start, http(400, 'NOPAPERPARTNER.10240'))).toEqual({
      attemptsLeft: 0,
      isSmsConfirmBlocked: true,
      isSmsCodeInvalid: true,
    });
    expect(smsAttemptsAfterError(start, http(400, 'NOPAPERPARTNER.10240', '', { attemptsLeftSms: 1 })).attemptsLeft).toBe(1);
  });

  it('should mark the code invalid on a bare 400 and leave other failures alone', () => {
    expect(smsAttemptsAfterError(start, http(400))).toEqual({ ...start, isSmsCodeInvalid: true });
    expect(smsAttemptsAfterError(start, http(500))).toBe(start);
  });
});

describe('SMS failures of signing (approve-sms)', () => {
  const body = (message: string, attemptsLeftSms: number) => ({
    success: false,
    message,
    attemptsLeftSms,
    isSmsConfirmBlocked: attemptsLeftSms <= 0,
    isSmsCodeInvalid: true,
  });

  it('should tell expired, not started and wrong apart', () => {
    expect(smsFailureOf({ status: 400, message: 'code expired, request a new one' })).toBe('expired');
    expect(smsFailureOf({ status: 409, code: '409' })).toBe('expired');
    expect(smsFailureOf({ status: 400, message: 'could not confirm the SMS signing: start signing first' })).toBe('notStarted');
    expect(smsFailureOf({ status: 400, code: 'CONFIRMOPERATION.00007' })).toBe('wrong');
    expect(smsFailureOf({ status: 400, code: 'NOPAPERPARTNER.10240' })).toBe('blocked');
    expect(smsFailureOf({ status: 400, message: 'invalid code entered' })).toBe('invalidFormat');
    expect(smsFailureOf({ status: 500 })).toBe('other');
  });

  it('should give each its own words in signing', () => {
    const expired = http(400, undefined, 'code expired, request a new one', body('code expired, request a new one', 3));
    const notStarted = http(400, undefined, 'could not confirm the SMS signing: start signing first', body('x', 0));
    expect(errorMessageFor(expired, 'signing').id).toBe('errors.signingCodeExpired');
    expect(errorMessageFor(notStarted, 'signing').id).toBe('errors.signingNotStarted');
  });

  it('should spend no attempt and not block for an expired code or a signing not started', () => {
    const start = { attemptsLeft: 3, isSmsConfirmBlocked: false, isSmsCodeInvalid: false };
    const notStarted = http(400, undefined, 'could not confirm the SMS signing: start signing first', body('x', 0));
    const expired = http(400, undefined, 'code expired, request a new one', body('x', 3));
    expect(smsAttemptsAfterError(start, notStarted)).toEqual(start);
    expect(smsAttemptsAfterError(start, expired)).toEqual(start);
  });
});
