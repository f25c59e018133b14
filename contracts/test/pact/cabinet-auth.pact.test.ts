import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import { cabinet, EXPIRED_TOKEN_PREFIX } from '../../src/index.ts';
import { legalBaseBody, physicalBaseBody, physicalBaseRequest } from './bodies.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  equal,
  fromProviderState,
  messageLike,
  ok,
  cabinetPact,
  clientFor,
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_TOKEN,
  failure,
  jsonContentType,
  like,
  NEW_PHONE,
  NOW,
  regex,
  sendsJson,
  sendsJsonWithToken,
  sentSmsCode,
  smsCodeSent,
  string,
  specCode,
} from './helpers.ts';

const { matchStatus } = MatchersV3;

const REG_TOKEN = 'reg-token-79995550000';
const EXPIRED_IN_MESSAGE = 'the session token has expired (reported in the message)';
/** As the client recognises it (contracts/src/http/errors.ts isExpiredToken): the text first, case aside. */
const expiredTokenMessage = regex(`^(?i:${EXPIRED_TOKEN_PREFIX})`, EXPIRED_TOKEN_PREFIX);

describe('cabinet API: check-phone', () => {
  it('should tell that a known customer exists and whether an SMS is needed', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving('a phone check for a known customer')
      .withRequest('POST', '/api/v1/check-phone', sendsJson({ phone: DEMO_PHONE }))
      .willRespondWith(200, answersJson({ need_sms: like(false), name: string('Иванов Иван Иванович') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.checkPhone, { body: { phone: DEMO_PHONE } });
        expect(answer.name).toBe('Иванов Иван Иванович');
        expect(answer.need_sms).toBe(false);
      });
  });

  it('should answer a customer without a name who needs an SMS (the cabinet says the user is not found)', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a customer without a name must confirm by SMS', { phone: DEMO_PHONE })
      .uponReceiving('a phone check for a customer without a name')
      .withRequest('POST', '/api/v1/check-phone', sendsJson({ phone: DEMO_PHONE }))
      .willRespondWith(200, answersJson({ need_sms: equal(true) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.checkPhone, { body: { phone: DEMO_PHONE } });
        expect(answer.name ?? null).toBeNull();
        expect(answer.need_sms).toBe(true);
      });
  });

  it('should answer USER_NOT_FOUND for an unknown phone', async () => {
    await cabinetPact()
      .addInteraction()
      .given('no customer has phone 79995550000')
      .uponReceiving(proposed('a phone check for an unknown phone', 'check-phone-404'))
      .withRequest('POST', '/api/v1/check-phone', sendsJson({ phone: NEW_PHONE }))
      .willRespondWith(
        404,
        answersJson({
          error_code: 'USER_NOT_FOUND',
          message: messageLike('user not found'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.checkPhone, { body: { phone: NEW_PHONE } }));
        expect(error.code).toBe('USER_NOT_FOUND');
        expect(error.status).toBe(404);
      });
  });
});

describe('cabinet API: auth (phone and password)', () => {
  it('should answer a token for the right password', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving('a login with phone and the right password')
      .withRequest('POST', '/api/v1/auth', sendsJson({ phone: DEMO_PHONE, password: DEMO_PASSWORD }))
      .willRespondWith(200, answersJson({ token: string('session-token'), need_sms: like(false) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.auth, { body: { phone: DEMO_PHONE, password: DEMO_PASSWORD } });
        expect(answer.token).toBe('session-token');
        expect(answer.need_sms).toBe(false);
      });
  });

  it('should answer 405 for a wrong password', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving('a login with phone and a wrong password')
      .withRequest('POST', '/api/v1/auth', sendsJson({ phone: DEMO_PHONE, password: 'Wrong12345' }))
      .willRespondWith(405, answersJson({ code: specCode(405), message: string('incorrect password') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.auth, { body: { phone: DEMO_PHONE, password: 'Wrong12345' } }));
        expect(error.status).toBe(405);
        expect(error.code).toBe('405');
      });
  });

  it('should answer USER_NOT_FOUND for an unknown phone', async () => {
    await cabinetPact()
      .addInteraction()
      .given('no customer has phone 79995550000')
      .uponReceiving('a login with an unknown phone')
      .withRequest('POST', '/api/v1/auth', sendsJson({ phone: NEW_PHONE, password: DEMO_PASSWORD }))
      .willRespondWith(
        404,
        answersJson({
          error_code: 'USER_NOT_FOUND',
          message: messageLike('user not found'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.auth, { body: { phone: NEW_PHONE, password: DEMO_PASSWORD } }));
        expect(error.code).toBe('USER_NOT_FOUND');
      });
  });
});

describe('cabinet API: SMS codes', () => {
  it('should store an OTP for registration of a new phone', async () => {
    await cabinetPact()
      .addInteraction()
      .given('no customer has phone 79995550000')
      .uponReceiving('an SMS code request to register a new phone')
      .withRequest('POST', '/api/v1/retrieve-sms', sendsJson({ action: 'register', phone: NEW_PHONE }))
      .willRespondWith(200, answersJson({ success: ok(), message: string('otp stored') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.retrieveSms, { body: { action: 'register', phone: NEW_PHONE } });
        expect(answer).toEqual({ success: true, message: 'otp stored' });
      });
  });

  it('should refuse to register a phone that is already registered', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving('an SMS code request to register a registered phone')
      .withRequest('POST', '/api/v1/retrieve-sms', sendsJson({ action: 'register', phone: DEMO_PHONE }))
      .willRespondWith(
        400,
        answersJson({
          error_code: 'USER_ALREADY_REGISTERED',
          message: string('user already registered'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.retrieveSms, { body: { action: 'register', phone: DEMO_PHONE } }));
        expect(error.code).toBe('USER_ALREADY_REGISTERED');
        expect(error.status).toBe(400);
      });
  });

  it('should exchange the right code for a registration token', async () => {
    await cabinetPact()
      .addInteraction()
      .given('an SMS code was sent', smsCodeSent(NEW_PHONE, 'register', 2))
      .uponReceiving('the right registration code')
      .withRequest('POST', '/api/v1/check-code', sendsJson({ code: sentSmsCode, phone: NEW_PHONE }))
      .willRespondWith(200, answersJson({ token: string(REG_TOKEN) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.checkCode, { body: { code: '123456', phone: NEW_PHONE } });
        expect(answer.token).toBe(REG_TOKEN);
      });
  });

  it('should answer WRONG_CODE for a code that differs from the one sent', async () => {
    await cabinetPact()
      .addInteraction()
      .given('an SMS code was sent', smsCodeSent(NEW_PHONE, 'register', 2))
      .uponReceiving('a wrong registration code')
      .withRequest('POST', '/api/v1/check-code', sendsJson({ code: '000000', phone: NEW_PHONE }))
      .willRespondWith(400, answersJson({ error_code: 'WRONG_CODE', message: messageLike('incorrect code') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.checkCode, { body: { code: '000000', phone: NEW_PHONE } }));
        expect(error.code).toBe('WRONG_CODE');
      });
  });

  it('should answer 409 for an expired code', async () => {
    await cabinetPact()
      .addInteraction()
      .given('an SMS code was sent', smsCodeSent(NEW_PHONE, 'register', 60))
      .uponReceiving('an expired registration code')
      .withRequest('POST', '/api/v1/check-code', sendsJson({ code: sentSmsCode, phone: NEW_PHONE }))
      .willRespondWith(409, answersJson({ code: specCode(409), message: messageLike('code expired, request a new one') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.checkCode, { body: { code: '123456', phone: NEW_PHONE } }));
        expect(error.status).toBe(409);
        expect(error.code).toBe('409');
      });
  });

  it('should answer code 605 when no code is pending for the phone', async () => {
    await cabinetPact()
      .addInteraction()
      .given('no customer has phone 79995550000')
      .uponReceiving('a code for a phone no code was sent to')
      .withRequest('POST', '/api/v1/check-code', sendsJson({ code: '123456', phone: NEW_PHONE }))
      .willRespondWith(400, answersJson({ code: specCode(605), message: messageLike('incorrect code') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.checkCode, { body: { code: '123456', phone: NEW_PHONE } }));
        expect(error.code).toBe('605');
      });
  });
});

describe('cabinet API: password and registration base data', () => {
  it('should set the password with the registration token', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a registration token was issued', { phone: NEW_PHONE, token: REG_TOKEN, now: NOW })
      .uponReceiving(proposed('a new password with the registration token', 'success-bodies'))
      .withRequest('POST', '/api/v1/set-password', sendsJsonWithToken({ password: 'Newpass123' }, REG_TOKEN))
      .willRespondWith(200, answersJson({ success: ok(), message: string('password saved') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.setPassword, { token: REG_TOKEN, body: { password: 'Newpass123' } });
        expect(answer.success).toBe(true);
      });
  });

  it('should save an individual base data, answering the status the spec documents', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a registration token was issued', { phone: NEW_PHONE, token: REG_TOKEN, now: NOW })
      .uponReceiving('the base data of an individual')
      .withRequest('POST', '/api/v1/client-physical-base', sendsJsonWithToken(physicalBaseRequest, REG_TOKEN))
      // spec 2 section 7 shows the payload only: without a token in the answer the registration token is the session
      .willRespondWith(200)
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.clientPhysicalBase, { token: REG_TOKEN, body: physicalBaseBody });
        expect(answer).toEqual({});
      });
  });

  it('should save an individual base data and answer the session token', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a registration token was issued', { phone: NEW_PHONE, token: REG_TOKEN, now: NOW })
      .uponReceiving(proposed('the base data of an individual', 'success-bodies'))
      .withRequest('POST', '/api/v1/client-physical-base', sendsJsonWithToken(physicalBaseRequest, REG_TOKEN))
      .willRespondWith(200, answersJson({ success: ok(), token: string('session-token-new') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.clientPhysicalBase, {
          token: REG_TOKEN,
          body: physicalBaseBody,
        });
        expect(answer).toEqual({ success: true, token: 'session-token-new' });
      });
  });

  it('should save a legal entity base data and answer the session token', async () => {
    const body = legalBaseBody;
    await cabinetPact()
      .addInteraction()
      .given('a registration token was issued', { phone: NEW_PHONE, token: REG_TOKEN, now: NOW })
      .uponReceiving(proposed('the base data of a legal entity', 'legal-base-body', 'inn-kpp-lengths'))
      .withRequest('POST', '/api/v1/client-legal-base', sendsJsonWithToken(body, REG_TOKEN))
      .willRespondWith(200, answersJson({ success: ok(), token: string('session-token-legal-new') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.clientLegalBase, { token: REG_TOKEN, body });
        expect(answer.token).toBe('session-token-legal-new');
      });
  });
});

describe('cabinet API: session token', () => {
  it('should refresh a session token', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', { phone: DEMO_PHONE, token: DEMO_TOKEN, now: NOW })
      .uponReceiving('a token refresh')
      .withRequest('POST', '/api/v1/refresh-token', sendsJson({ phone: DEMO_PHONE, token: fromProviderState('${token}', DEMO_TOKEN) }))
      .willRespondWith(200, answersJson({ success: ok(), token: string('demo-token-individual-2') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.refreshToken, { body: { phone: DEMO_PHONE, token: DEMO_TOKEN } });
        expect(answer).toEqual({ success: true, token: 'demo-token-individual-2' });
      });
  });

  it('should answer 401 to an authenticated call with an expired token, and the session ends when no refresh is possible', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the session token has expired', { phone: DEMO_PHONE, token: 'expired-token', now: NOW })
      .uponReceiving('a profile request with an expired token')
      .withRequest('GET', '/api/v1/client', (b) => {
        b.headers({ 'X-SB-API-KEY': fromProviderState('${token}', 'expired-token') });
      })
      // the cabinet reads the status alone (a message starting `token is expired` under another status: below)
      .willRespondWith(401)
      .executeTest(async (mock) => {
        let reads = 0;
        const ended = jest.fn();
        // The first read sends the expired token; the refresh then finds no token and ends the session without a call.
        const client = clientFor(mock.url, { getToken: () => (reads++ === 0 ? 'expired-token' : null), onSessionEnded: ended });
        const error = await failure(client.call(cabinet.client));
        expect(error.status).toBe(401);
        expect(ended).toHaveBeenCalledTimes(1);
      });
  });

  it('should report an expired token in the message under another status, and the session ends when no refresh is possible', async () => {
    await cabinetPact()
      .addInteraction()
      .given(EXPIRED_IN_MESSAGE, { phone: DEMO_PHONE, token: 'expired-token', now: NOW })
      .uponReceiving('a profile request with an expired token, reported in the message')
      .withRequest('GET', '/api/v1/client', (b) => {
        b.headers({ 'X-SB-API-KEY': fromProviderState('${token}', 'expired-token') });
      })
      // spec 2: a 401 *or* a message starting with the expired-token text; the client reads any error status so
      .willRespondWith(matchStatus(400, HTTPResponseStatusClass.Error), (b) => {
        b.headers(jsonContentType).jsonBody({ message: expiredTokenMessage });
      })
      .executeTest(async (mock) => {
        let reads = 0;
        const ended = jest.fn();
        const client = clientFor(mock.url, { getToken: () => (reads++ === 0 ? 'expired-token' : null), onSessionEnded: ended });
        const error = await failure(client.call(cabinet.client));
        expect(error.status).toBe(400);
        expect(error.serverMessage).toBe('token is expired');
        // taken for an expired session: the refresh was tried (and, with no token to renew, ended the session)
        expect(ended).toHaveBeenCalledTimes(1);
      });
  });
});
