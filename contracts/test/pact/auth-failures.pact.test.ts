// The failures of login, registration and password restore that the screens turn into messages.
import { cabinet, general } from '../../src/index.ts';
import { legalBaseBody, minorBaseBody, minorBaseRequest } from './bodies.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  cabinetPact,
  clientFor,
  DEMO_PHONE,
  failure,
  generalPact,
  individualLoggedIn,
  messageLike,
  NEW_PHONE,
  NOW,
  sendsJson,
  sendsJsonWithToken,
  smsCodeSent,
  string,
} from './helpers.ts';

const REG_TOKEN = 'reg-token-79995550000';
const registration = { phone: NEW_PHONE, token: REG_TOKEN, now: NOW };
const validationError = (example: string) => ({ error_code: 'VALIDATION_ERROR', message: string(example) });
/** The 404 of a phone nobody has registered, with the message both APIs send (spec 2 section 8). */
const userNotFound = { error_code: 'USER_NOT_FOUND', message: messageLike('user not found', 'user not found in database') };

describe('cabinet API: session and SMS failures', () => {
  it('should refuse to refresh a token the provider does not know, so the session ends', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a token refresh with a revoked token')
      .withRequest('POST', '/api/v1/refresh-token', sendsJson({ phone: DEMO_PHONE, token: 'revoked-token' }))
      // the cabinet reads the status alone: a 401 ends the session, whatever its body
      .willRespondWith(401)
      .executeTest(async (mock) => {
        const error = await failure(
          clientFor(mock.url).call(cabinet.refreshToken, { body: { phone: DEMO_PHONE, token: 'revoked-token' } }),
        );
        expect(error.status).toBe(401);
      });
  });

  it('should answer USER_NOT_FOUND to a restore code for an unknown phone', async () => {
    await cabinetPact()
      .addInteraction()
      .given('no customer has phone 79995550000')
      .uponReceiving('an SMS code request to restore the password of an unknown phone')
      .withRequest('POST', '/api/v1/retrieve-sms', sendsJson({ action: 'restore', phone: NEW_PHONE }))
      .willRespondWith(404, answersJson(userNotFound))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.retrieveSms, { body: { action: 'restore', phone: NEW_PHONE } }));
        expect(error.code).toBe('USER_NOT_FOUND');
      });
  });
});

describe('cabinet API: registration validation errors', () => {
  it('should refuse a password that breaks the rule', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a registration token was issued', registration)
      .uponReceiving(proposed('a new password that breaks the password rule', 'validation-error'))
      .withRequest('POST', '/api/v1/set-password', sendsJsonWithToken({ password: 'short' }, REG_TOKEN))
      .willRespondWith(400, answersJson(validationError('password: passwordRegex')))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.setPassword, { token: REG_TOKEN, body: { password: 'short' } }));
        expect(error.code).toBe('VALIDATION_ERROR');
      });
  });

  it('should refuse the base data of a customer under 18', async () => {
    const body = minorBaseBody;
    await cabinetPact()
      .addInteraction()
      .given('a registration token was issued', registration)
      .uponReceiving(proposed('the base data of an individual under 18', 'validation-error'))
      .withRequest('POST', '/api/v1/client-physical-base', sendsJsonWithToken(minorBaseRequest, REG_TOKEN))
      .willRespondWith(400, answersJson(validationError('base.birthdate: olderThan18')))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.clientPhysicalBase, { token: REG_TOKEN, body }));
        expect(error.code).toBe('VALIDATION_ERROR');
      });
  });

  it('should refuse the base data of a legal entity whose INN fails its check digits', async () => {
    const body = { ...legalBaseBody, inn: '7707083890' };
    await cabinetPact()
      .addInteraction()
      .given('a registration token was issued', registration)
      .uponReceiving(proposed('the base data of a legal entity with a wrong INN', 'validation-error', 'legal-base-body'))
      .withRequest('POST', '/api/v1/client-legal-base', sendsJsonWithToken(body, REG_TOKEN))
      .willRespondWith(400, answersJson(validationError('base.inn: innIncorrect')))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(cabinet.clientLegalBase, { token: REG_TOKEN, body }));
        expect(error.code).toBe('VALIDATION_ERROR');
      });
  });
});

describe('general API: login and restore failures', () => {
  it('should answer USER_NOT_FOUND to a forgotten password of an unknown phone', async () => {
    await generalPact()
      .addInteraction()
      .given('no customer has phone 79995550000')
      .uponReceiving('a forgotten password request for an unknown phone')
      .withRequest('POST', '/api/forgot', sendsJson({ phone: NEW_PHONE }))
      .willRespondWith(404, answersJson({ error_code: 'USER_NOT_FOUND', message: messageLike('account not found') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.forgot, { body: { phone: NEW_PHONE } }));
        expect(error.code).toBe('USER_NOT_FOUND');
      });
  });

  it('should answer USER_NOT_FOUND to an SMS login of an unknown phone', async () => {
    await generalPact()
      .addInteraction()
      .given('no customer has phone 79995550000')
      .uponReceiving('a mobile login request for an unknown phone')
      .withRequest('POST', '/api/login-mobile', sendsJson({ phone: NEW_PHONE }))
      .willRespondWith(404, answersJson(userNotFound))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.loginMobile, { body: { phone: NEW_PHONE } }));
        expect(error.code).toBe('USER_NOT_FOUND');
      });
  });

  it('should answer WRONG_CODE to a wrong login SMS code', async () => {
    const sent = smsCodeSent(DEMO_PHONE, 'login', 2);
    await generalPact()
      .addInteraction()
      .given('an SMS code was sent', sent)
      .uponReceiving('a wrong login SMS code')
      .withRequest('POST', '/api/verify-sms-code', sendsJson({ phone: DEMO_PHONE, smsCode: '000000', isRegistration: false }))
      .willRespondWith(400, answersJson({ error_code: 'WRONG_CODE', message: messageLike('incorrect code') }))
      .executeTest(async (mock) => {
        const error = await failure(
          clientFor(mock.url).call(general.verifySmsCode, { body: { phone: DEMO_PHONE, smsCode: '000000', isRegistration: false } }),
        );
        expect(error.code).toBe('WRONG_CODE');
      });
  });
});
