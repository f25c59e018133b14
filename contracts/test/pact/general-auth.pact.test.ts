import { errorMessageFor, general } from '../../src/index.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  clientFor,
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_PIN,
  equal,
  failure,
  fromProviderState,
  messageLike,
  ok,
  generalPact,
  NEW_PHONE,
  sendsJson,
  sentSmsCode,
  smsCodeSent,
  string,
  specCode,
} from './helpers.ts';

const LEGACY_LOGIN = '1234-ABC-12345678';
/** The demo account whose logins ask for an SMS code (sandbox seed `demo.needSms`). */
const SMS_LEGACY_LOGIN = '7701-SMS-00004';
const SMS_PHONE = '79990000004';

describe('general API: legacy login', () => {
  it('should answer a token for a legacy login and its password', async () => {
    await generalPact()
      .addInteraction()
      .given('a legacy login exists', { login: LEGACY_LOGIN, password: DEMO_PASSWORD, phone: DEMO_PHONE })
      .uponReceiving('a legacy login with the right password')
      .withRequest('POST', '/api/login', sendsJson({ login: LEGACY_LOGIN, password: DEMO_PASSWORD }))
      .willRespondWith(200, answersJson({ token: string('session-token-legacy'), need_sms: equal(false) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.login, { body: { login: LEGACY_LOGIN, password: DEMO_PASSWORD } });
        expect(answer.token).toBe('session-token-legacy');
        expect(answer.need_sms).toBe(false);
      });
  });

  it('should answer need_sms for an account that confirms a login with an SMS code', async () => {
    await generalPact()
      .addInteraction()
      .given('a legacy login exists', { login: SMS_LEGACY_LOGIN, password: DEMO_PASSWORD, phone: SMS_PHONE })
      .uponReceiving('a legacy login of an account that needs an SMS code')
      .withRequest('POST', '/api/login', sendsJson({ login: SMS_LEGACY_LOGIN, password: DEMO_PASSWORD }))
      .willRespondWith(200, answersJson({ token: string('session-token-legacy-sms'), need_sms: equal(true) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.login, { body: { login: SMS_LEGACY_LOGIN, password: DEMO_PASSWORD } });
        expect(answer).toEqual({ token: 'session-token-legacy-sms', need_sms: true });
      });
  });

  it('should refuse a legacy login with a wrong password', async () => {
    await generalPact()
      .addInteraction()
      .given('a legacy login exists', { login: LEGACY_LOGIN, password: DEMO_PASSWORD, phone: DEMO_PHONE })
      .uponReceiving('a legacy login with a wrong password')
      .withRequest('POST', '/api/login', sendsJson({ login: LEGACY_LOGIN, password: 'Wrong12345' }))
      // the cabinet reads the status only (a 400 is a wrong login or password): no code, no message pinned
      .willRespondWith(400)
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.login, { body: { login: LEGACY_LOGIN, password: 'Wrong12345' } }));
        expect(error.status).toBe(400);
        expect(errorMessageFor(error, 'legacyLogin').id).toBe('errors.legacyLoginFailed');
      });
  });

  it('should name the refusal of a legacy login with its code (a proposal)', async () => {
    await generalPact()
      .addInteraction()
      .given('a legacy login exists', { login: LEGACY_LOGIN, password: DEMO_PASSWORD, phone: DEMO_PHONE })
      .uponReceiving(proposed('a legacy login with a wrong password, the refusal named', 'legacy-login-code'))
      .withRequest('POST', '/api/login', sendsJson({ login: LEGACY_LOGIN, password: 'Wrong12345' }))
      .willRespondWith(400, answersJson({ error_code: 'WRONG_CREDENTIALS', message: messageLike('incorrect username or password') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.login, { body: { login: LEGACY_LOGIN, password: 'Wrong12345' } }));
        expect(error.code).toBe('WRONG_CREDENTIALS');
        expect(errorMessageFor(error, 'legacyLogin').id).toBe('errors.legacyLoginFailed');
      });
  });
});

/** The phone flows whose answer spec 2 section 7 does not show: a 200 is the success, the status alone agreed. */
const bare200: Array<{
  name: string;
  state: string;
  params?: Record<string, string>;
  path: string;
  pinned: Record<string, unknown>;
  call: (url: string) => Promise<unknown>;
}> = [
  {
    name: 'a forgotten password request by phone',
    state: 'a customer with phone 79990000001 exists',
    path: '/api/forgot',
    pinned: { phone: DEMO_PHONE },
    call: (url: string) => clientFor(url).call(general.forgot, { body: { phone: DEMO_PHONE } }),
  },
  {
    name: 'a get-password request with a known agreement',
    state: 'a customer with an agreement exists',
    params: { agreement: 'D-1001', phone: DEMO_PHONE },
    path: '/api/make-password',
    pinned: { agreement: fromProviderState('${agreement}', 'D-1001'), phone: DEMO_PHONE },
    call: (url: string) => clientFor(url).call(general.makePassword, { body: { agreement: 'D-1001', phone: DEMO_PHONE } }),
  },
  {
    name: 'a mobile login request',
    state: 'a customer with phone 79990000001 exists',
    path: '/api/login-mobile',
    pinned: { phone: DEMO_PHONE },
    call: (url: string) => clientFor(url).call(general.loginMobile, { body: { phone: DEMO_PHONE } }),
  },
  {
    name: 'a verification code request',
    state: 'a customer with phone 79990000001 exists',
    path: '/api/send-verification-code',
    pinned: { phone: DEMO_PHONE },
    call: (url: string) => clientFor(url).call(general.sendVerificationCode, { body: { phone: DEMO_PHONE } }),
  },
];

describe('general API: the phone flows as the spec documents them (a 200, no body)', () => {
  it.each(bare200.map((f) => [f.name, f] as const))('%s should be answered 200', async (_, f) => {
    const interaction = generalPact().addInteraction();
    await (f.params ? interaction.given(f.state, f.params) : interaction.given(f.state))
      .uponReceiving(f.name)
      .withRequest('POST', f.path, sendsJson(f.pinned))
      // the cabinet reads the status alone: `{ success, message }` is a proposal (below)
      .willRespondWith(200)
      .executeTest(async (mock) => {
        expect(await f.call(mock.url)).toEqual({});
      });
  });
});

describe('general API: forgotten password and get-password by agreement', () => {
  it('should send the restore instructions to a known phone', async () => {
    await generalPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving(proposed('a forgotten password request by phone', 'success-bodies'))
      .withRequest('POST', '/api/forgot', sendsJson({ phone: DEMO_PHONE }))
      .willRespondWith(200, answersJson({ success: ok(), message: string('registration data sent') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.forgot, { body: { phone: DEMO_PHONE } });
        expect(answer.success).toBe(true);
      });
  });

  it("should answer 200 'registration data sent' for a known agreement", async () => {
    await generalPact()
      .addInteraction()
      .given('a customer with an agreement exists', { agreement: 'D-1001', phone: DEMO_PHONE })
      .uponReceiving(proposed('a get-password request with a known agreement', 'success-bodies'))
      .withRequest('POST', '/api/make-password', sendsJson({ agreement: fromProviderState('${agreement}', 'D-1001'), phone: DEMO_PHONE }))
      .willRespondWith(200, answersJson({ success: ok(), message: messageLike('registration data sent') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.makePassword, { body: { agreement: 'D-1001', phone: DEMO_PHONE } });
        expect(answer.success).toBe(true);
      });
  });

  it('should answer 404 for an agreement nobody has', async () => {
    await generalPact()
      .addInteraction()
      .given('a customer with an agreement exists', { agreement: 'D-1001', phone: DEMO_PHONE })
      .uponReceiving('a get-password request with an unknown agreement')
      .withRequest('POST', '/api/make-password', sendsJson({ agreement: 'D-9999', phone: DEMO_PHONE }))
      .willRespondWith(
        404,
        answersJson({
          code: specCode(404),
          message: messageLike('user not found', 'user not found in the system'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.makePassword, { body: { agreement: 'D-9999', phone: DEMO_PHONE } }));
        expect(error.status).toBe(404);
        expect(error.code).toBe('404');
      });
  });

  it('should answer code 605 when the agreement does not belong to the phone', async () => {
    await generalPact()
      .addInteraction()
      .given('a customer with an agreement exists', { agreement: 'D-1001', phone: DEMO_PHONE })
      .uponReceiving('a get-password request with an agreement of another phone')
      .withRequest('POST', '/api/make-password', sendsJson({ agreement: fromProviderState('${agreement}', 'D-1001'), phone: NEW_PHONE }))
      .willRespondWith(400, answersJson({ code: specCode(605), message: messageLike('wrong agreement number') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.makePassword, { body: { agreement: 'D-1001', phone: NEW_PHONE } }));
        expect(error.code).toBe('605');
      });
  });
});

describe('general API: SMS and PIN login, mobile registration', () => {
  it('should send a login code to a known phone', async () => {
    await generalPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving(proposed('a mobile login request', 'success-bodies'))
      .withRequest('POST', '/api/login-mobile', sendsJson({ phone: DEMO_PHONE }))
      .willRespondWith(200, answersJson({ success: ok(), message: string('otp stored') }))
      .executeTest(async (mock) => {
        expect(await clientFor(mock.url).call(general.loginMobile, { body: { phone: DEMO_PHONE } })).toEqual({
          success: true,
          message: 'otp stored',
        });
      });
  });

  it('should send a verification code', async () => {
    await generalPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving(proposed('a verification code request', 'success-bodies'))
      .withRequest('POST', '/api/send-verification-code', sendsJson({ phone: DEMO_PHONE }))
      .willRespondWith(200, answersJson({ success: ok(), message: string('otp stored') }))
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.sendVerificationCode, { body: { phone: DEMO_PHONE } })).success).toBe(true);
      });
  });

  it('should exchange the right SMS code for a token', async () => {
    await generalPact()
      .addInteraction()
      .given('an SMS code was sent', smsCodeSent(DEMO_PHONE, 'login', 2))
      .uponReceiving('the right login SMS code')
      .withRequest('POST', '/api/verify-sms-code', sendsJson({ phone: DEMO_PHONE, smsCode: sentSmsCode, isRegistration: false }))
      .willRespondWith(200, answersJson({ token: string('session-token-sms') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.verifySmsCode, {
          body: { phone: DEMO_PHONE, smsCode: '123456', isRegistration: false },
        });
        expect(answer.token).toBe('session-token-sms');
      });
  });

  it('should answer 409 for a login SMS code that expired', async () => {
    await generalPact()
      .addInteraction()
      .given('an SMS code was sent', smsCodeSent(DEMO_PHONE, 'login', 60))
      .uponReceiving('an expired login SMS code')
      .withRequest('POST', '/api/verify-sms-code', sendsJson({ phone: DEMO_PHONE, smsCode: sentSmsCode, isRegistration: false }))
      .willRespondWith(409, answersJson({ code: specCode(409) }))
      .executeTest(async (mock) => {
        const error = await failure(
          clientFor(mock.url).call(general.verifySmsCode, { body: { phone: DEMO_PHONE, smsCode: '123456', isRegistration: false } }),
        );
        expect(errorMessageFor(error, 'sms').id).toBe('errors.codeExpired');
      });
  });

  it('should exchange the right PIN for a token', async () => {
    await generalPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving('the right PIN')
      .withRequest('POST', '/api/verify-pin-code', sendsJson({ phone: DEMO_PHONE, pinCode: DEMO_PIN }))
      .willRespondWith(200, answersJson({ token: string('session-token-pin') }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.verifyPinCode, { body: { phone: DEMO_PHONE, pinCode: DEMO_PIN } });
        expect(answer.token).toBe('session-token-pin');
      });
  });

  it('should refuse a wrong PIN', async () => {
    await generalPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving(proposed('a wrong PIN', 'wrong-pin'))
      .withRequest('POST', '/api/verify-pin-code', sendsJson({ phone: DEMO_PHONE, pinCode: '000000' }))
      .willRespondWith(400, answersJson({ error_code: 'WRONG_PIN', message: messageLike('wrong pin', 'wrong PIN') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.verifyPinCode, { body: { phone: DEMO_PHONE, pinCode: '000000' } }));
        expect(error.code).toBe('WRONG_PIN');
      });
  });
});
