// The limits a real gateway keeps against guessing (proposal attempt-limits, docs/contracts.md "To confirm with the
// backend team"): a phone locked out after wrong passwords, PINs or SMS codes, and an SMS asked for again too soon,
// answer 429 with `Retry-After` (seconds), which the cabinet turns into the wait in words.
import { cabinet, errorMessageFor, errorMessageIds, general } from '../../src/index.ts';
import { proposed } from './expectations.ts';
import {
  cabinetPact,
  clientFor,
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_PIN,
  failure,
  generalPact,
  integer,
  jsonContentType,
  NOW,
  regex,
  sendsJson,
  smsCodeSent,
  string,
} from './helpers.ts';

const LOCKED = 'the phone of a customer is locked out after wrong attempts';
const locked = { phone: DEMO_PHONE, now: NOW };
/** An SMS of that purpose was sent a moment ago and is still unused: the next one waits. */
const justSent = (action: string) => smsCodeSent(DEMO_PHONE, action, 0);

const waitHeaders = (seconds: number) => ({ ...jsonContentType, 'Retry-After': regex('^\\d+$', String(seconds)) });
const tooMany = (errorCode: string, seconds: number, example: string) => ({
  error_code: errorCode,
  message: string(example),
  retry_after: integer(seconds),
});

describe('cabinet API: attempt limits [proposal]', () => {
  it('should refuse even the right password of a locked-out phone, saying how long to wait', async () => {
    await cabinetPact()
      .addInteraction()
      .given(LOCKED, locked)
      .uponReceiving(proposed('a password login of a phone locked out after wrong attempts', 'attempt-limits'))
      .withRequest('POST', '/api/v1/auth', sendsJson({ phone: DEMO_PHONE, password: DEMO_PASSWORD }))
      .willRespondWith(429, (b) => {
        b.headers(waitHeaders(900)).jsonBody(tooMany('TOO_MANY_ATTEMPTS', 900, 'too many attempts, try again later'));
      })
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.auth, { body: { phone: DEMO_PHONE, password: DEMO_PASSWORD } }));
        expect(error.code).toBe('TOO_MANY_ATTEMPTS');
        expect(error.retryAfterSeconds).toBe(900);
        expect(errorMessageFor(error, 'login')).toEqual({
          id: errorMessageIds.tooManyAttempts,
          values: { minutes: 15 },
          severity: 'error',
        });
      });
  });

  it('should refuse an SMS code of a locked-out phone', async () => {
    await cabinetPact()
      .addInteraction()
      .given(LOCKED, locked)
      .uponReceiving(proposed('an SMS code check of a phone locked out after wrong attempts', 'attempt-limits'))
      .withRequest('POST', '/api/v1/check-code', sendsJson({ phone: DEMO_PHONE, code: '123456' }))
      .willRespondWith(429, (b) => {
        b.headers(waitHeaders(900)).jsonBody(tooMany('TOO_MANY_ATTEMPTS', 900, 'too many attempts, try again later'));
      })
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.checkCode, { body: { phone: DEMO_PHONE, code: '123456' } }));
        expect(error.code).toBe('TOO_MANY_ATTEMPTS');
        expect(error.retryAfterSeconds).toBe(900);
      });
  });

  it('should not send another restore code within the resend cooldown', async () => {
    await cabinetPact()
      .addInteraction()
      .given('an SMS code was sent', justSent('restore'))
      .uponReceiving(proposed('a second restore code request within a minute', 'attempt-limits'))
      .withRequest('POST', '/api/v1/retrieve-sms', sendsJson({ action: 'restore', phone: DEMO_PHONE }))
      .willRespondWith(429, (b) => {
        b.headers(waitHeaders(60)).jsonBody(tooMany('SMS_RESEND_TOO_SOON', 60, 'a code was sent recently, request a new one later'));
      })
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.retrieveSms, { body: { action: 'restore', phone: DEMO_PHONE } }));
        expect(error.code).toBe('SMS_RESEND_TOO_SOON');
        expect(errorMessageFor(error, 'sms')).toEqual({ id: errorMessageIds.smsResendTooSoon, values: { seconds: 60 }, severity: 'error' });
      });
  });
});

describe('general API: attempt limits [proposal]', () => {
  it('should refuse even the right PIN of a locked-out phone', async () => {
    await generalPact()
      .addInteraction()
      .given(LOCKED, locked)
      .uponReceiving(proposed('a PIN login of a phone locked out after wrong attempts', 'attempt-limits'))
      .withRequest('POST', '/api/verify-pin-code', sendsJson({ phone: DEMO_PHONE, pinCode: DEMO_PIN }))
      .willRespondWith(429, (b) => {
        b.headers(waitHeaders(240)).jsonBody(tooMany('TOO_MANY_ATTEMPTS', 240, 'too many attempts, try again later'));
      })
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.verifyPinCode, { body: { phone: DEMO_PHONE, pinCode: DEMO_PIN } }));
        expect(errorMessageFor(error, 'login')).toEqual({ id: errorMessageIds.tooManyAttempts, values: { minutes: 4 }, severity: 'error' });
      });
  });

  it('should refuse a login SMS code of a locked-out phone', async () => {
    const body = { phone: DEMO_PHONE, smsCode: '123456', isRegistration: false };
    await generalPact()
      .addInteraction()
      .given(LOCKED, locked)
      .uponReceiving(proposed('a login SMS code of a phone locked out after wrong attempts', 'attempt-limits'))
      .withRequest('POST', '/api/verify-sms-code', sendsJson(body))
      .willRespondWith(429, (b) => {
        b.headers(waitHeaders(900)).jsonBody(tooMany('TOO_MANY_ATTEMPTS', 900, 'too many attempts, try again later'));
      })
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.verifySmsCode, { body }));
        expect(error.code).toBe('TOO_MANY_ATTEMPTS');
      });
  });

  it('should not send another login code within the resend cooldown, saying when', async () => {
    await generalPact()
      .addInteraction()
      .given('an SMS code was sent', justSent('login'))
      .uponReceiving(proposed('a second login code request within a minute', 'attempt-limits'))
      .withRequest('POST', '/api/send-verification-code', sendsJson({ phone: DEMO_PHONE }))
      .willRespondWith(429, (b) => {
        b.headers(waitHeaders(42)).jsonBody(tooMany('SMS_RESEND_TOO_SOON', 42, 'a code was sent recently, request a new one later'));
      })
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.sendVerificationCode, { body: { phone: DEMO_PHONE } }));
        expect(errorMessageFor(error, 'sms')).toEqual({ id: errorMessageIds.smsResendTooSoon, values: { seconds: 42 }, severity: 'error' });
      });
  });
});
