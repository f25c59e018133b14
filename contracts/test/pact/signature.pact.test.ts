import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import { approveSmsErrorBody, cabinet, smsFailureOfError } from '../../src/index.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  boolean,
  cabinetPact,
  equal,
  failure,
  fromProviderState,
  messageLike,
  ok,
  individualLoggedIn,
  integer,
  regex,
  sendsJsonWithToken,
  sendsToken,
  sessionClient,
  string,
} from './helpers.ts';

const signing = { ...individualLoggedIn, orderNumber: 1003, code: '123456' };
const EDS_STATUS = /^(not-exists|partner-initialization-start|initialization|exists|available|initialization-err|blocked|revoked)$/.source;
/** The order awaiting signature and the SMS code are the provider's: the state answers them. */
const order = fromProviderState('${orderNumber}', 1003);
const rightCode = fromProviderState('${code}', '123456');

/** A provider state and its parameters. */
type Given = [state: string, params: JsonMap];

/** The signing of order 1003 was started (`extra`: its attempts left, an expired code, ...). */
const started = (extra: JsonMap): Given => ['signing of an order was started', { ...signing, ...extra }];
/** The individual's order 1003 awaits signature, the EDS in `edsStatus`. */
const awaiting = (edsStatus: string): Given => [
  'the individual demo customer has an order awaiting signature',
  { ...individualLoggedIn, orderNumber: 1003, edsStatus },
];

/** An EDS call (create or status) of the individual whose EDS is in `status`. */
function edsRequest(status: string, description: string, method: 'GET' | 'POST', path: string) {
  return cabinetPact()
    .addInteraction()
    .given('the individual demo customer has an EDS in a status', { ...individualLoggedIn, status })
    .uponReceiving(description)
    .withRequest(method, path, sendsToken());
}

/** A start of signing of the state's order. */
function startSigningRequest([state, params]: Given, description: string) {
  return cabinetPact()
    .addInteraction()
    .given(state, params)
    .uponReceiving(description)
    .withRequest('POST', '/api/v1/signature/start-signing', sendsJsonWithToken({ order_id: order }));
}

/** An SMS code sent for the state's order. */
function approveSmsRequest([state, params]: Given, description: string, code: typeof rightCode | string) {
  return cabinetPact()
    .addInteraction()
    .given(state, params)
    .uponReceiving(description)
    .withRequest('POST', '/api/v1/signature/approve-sms', sendsJsonWithToken({ code, order_id: order }));
}

/** What the client sends for those: order 1003, and the code typed. */
const startSigning = (url: string) => sessionClient(url).call(cabinet.startSigning, { body: { order_id: 1003 } });
const approveSms = (url: string, code: string) => sessionClient(url).call(cabinet.approveSms, { body: { code, order_id: 1003 } });

describe('cabinet API: electronic signature', () => {
  it('should start creating an EDS, answering the status the spec documents', async () => {
    await edsRequest('not-exists', 'an EDS creation request from a customer without one', 'POST', '/api/v1/signature/create')
      // spec 2 section 7: "not shown"; the cabinet then reads the status from signature/status
      .willRespondWith(200)
      .executeTest(async (mock) => {
        expect(await sessionClient(mock.url).call(cabinet.signatureCreate)).toEqual({});
      });
  });

  it('should start creating an EDS and answer its status', async () => {
    await edsRequest(
      'not-exists',
      proposed('an EDS creation request from a customer without one', 'eds-create-answer'),
      'POST',
      '/api/v1/signature/create',
    )
      .willRespondWith(200, answersJson({ success: ok(), status: regex(EDS_STATUS, 'partner-initialization-start') }))
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.signatureCreate)).status).toBe('partner-initialization-start');
      });
  });

  it('should answer ERR_BAD_REQUEST when the EDS already exists', async () => {
    await edsRequest('available', 'an EDS creation request from a customer who has one', 'POST', '/api/v1/signature/create')
      .willRespondWith(400, answersJson({ error_code: 'ERR_BAD_REQUEST', message: string('signature already exists') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.signatureCreate));
        expect(error.code).toBe('ERR_BAD_REQUEST');
      });
  });

  it('should answer the EDS status, as the spec documents it', async () => {
    await edsRequest('available', 'an EDS status request', 'GET', '/api/v1/signature/status')
      // spec 2 section 7: "returns status"; the cabinet reads a value it does not know as not created, so any string
      // passes here; the values are matched by the proposal twin (eds-statuses)
      .willRespondWith(200, answersJson({ status: string('available') }))
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.signatureStatus)).status).toBe('available');
      });
  });

  it('should answer the raw EDS status among its known values', async () => {
    await edsRequest('available', proposed('an EDS status request', 'eds-statuses'), 'GET', '/api/v1/signature/status')
      .willRespondWith(
        200,
        answersJson({
          status: regex(EDS_STATUS, 'available'),
        }),
      )
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.signatureStatus)).status).toBe('available');
      });
  });
});

describe('cabinet API: signing with an SMS code', () => {
  it('should start signing an order awaiting signature, answering the status the spec documents', async () => {
    await startSigningRequest(awaiting('available'), 'a start of signing for order 1003')
      // spec 2 section 7 shows the payload only: the initial attempts are the cabinet's (spec 1: "not shown")
      .willRespondWith(200)
      .executeTest(async (mock) => {
        expect(await startSigning(mock.url)).toEqual({});
      });
  });

  it('should start signing an order awaiting signature and answer the attempts', async () => {
    await startSigningRequest(awaiting('available'), proposed('a start of signing for order 1003', 'answer-fields'))
      .willRespondWith(200, answersJson({ success: ok(), attemptsLeftSms: integer(3) }))
      .executeTest(async (mock) => {
        const answer = await startSigning(mock.url);
        expect(answer).toEqual({ success: true, attemptsLeftSms: 3 });
      });
  });

  it('should sign with the right SMS code, answering the counters the spec documents', async () => {
    await approveSmsRequest(started({ attemptsLeft: 3 }), 'the right signing code for order 1003', rightCode)
      // spec 2 section 7: "answer has attemptsLeftSms, isSmsConfirmBlocked, isSmsCodeInvalid"; the cabinet reads a
      // 200 with either flag true as a refusal, so the right code's answer has both false
      .willRespondWith(
        200,
        answersJson({
          attemptsLeftSms: integer(3),
          isSmsConfirmBlocked: equal(false),
          isSmsCodeInvalid: equal(false),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await approveSms(mock.url, '123456');
        expect(answer).toEqual({ attemptsLeftSms: 3, isSmsConfirmBlocked: false, isSmsCodeInvalid: false });
      });
  });

  it('should sign with the right SMS code and answer its success', async () => {
    await approveSmsRequest(started({ attemptsLeft: 3 }), proposed('the right signing code for order 1003', 'answer-fields'), rightCode)
      .willRespondWith(
        200,
        answersJson({
          success: boolean(true),
          attemptsLeftSms: integer(3),
          isSmsConfirmBlocked: boolean(false),
          isSmsCodeInvalid: boolean(false),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await approveSms(mock.url, '123456');
        expect(answer).toEqual({ success: true, attemptsLeftSms: 3, isSmsConfirmBlocked: false, isSmsCodeInvalid: false });
      });
  });

  // spec 2 section 7: the answer has the counters; the cabinet reads a 200 with either flag true as a refusal
  it('should refuse a wrong code in a 200 whose counters mark it invalid', async () => {
    await approveSmsRequest(
      started({ attemptsLeft: 3, refusedWithOk: true }),
      'a wrong signing code for order 1003 refused in a 200',
      '000000',
    )
      .willRespondWith(
        200,
        answersJson({
          attemptsLeftSms: integer(2),
          isSmsConfirmBlocked: boolean(false),
          isSmsCodeInvalid: equal(true),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await approveSms(mock.url, '000000');
        expect(answer).toEqual({ attemptsLeftSms: 2, isSmsConfirmBlocked: false, isSmsCodeInvalid: true });
      });
  });

  it('should answer 400 with the code marked invalid for a code of the wrong length', async () => {
    await approveSmsRequest(started({ attemptsLeft: 3 }), 'a 4-digit signing code for order 1003', '1234')
      // spec 1 section 4: "a bad code with status 400 marks the code invalid": the status is all the cabinet reads
      .willRespondWith(400)
      .executeTest(async (mock) => {
        const error = await failure(approveSms(mock.url, '1234'));
        expect(error.status).toBe(400);
        expect(error.code).toBeUndefined();
        expect(smsFailureOfError(error)).toBe('invalidFormat');
      });
  });

  // spec 1 section 4: CONFIRMOPERATION.00007 takes "the server value, or decrements by one": the code is the contract
  it('should answer CONFIRMOPERATION.00007 for a wrong code', async () => {
    await approveSmsRequest(started({ attemptsLeft: 3 }), 'a wrong signing code for order 1003 with attempts left', '000000')
      .willRespondWith(400, answersJson({ error_code: 'CONFIRMOPERATION.00007' }))
      .executeTest(async (mock) => {
        const error = await failure(approveSms(mock.url, '000000'));
        expect(error.code).toBe('CONFIRMOPERATION.00007');
        expect(smsFailureOfError(error)).toBe('wrong');
      });
  });

  it('should answer CONFIRMOPERATION.00007 with the attempts left for a wrong code', async () => {
    await approveSmsRequest(
      started({ attemptsLeft: 3 }),
      proposed('a wrong signing code for order 1003 with attempts left', 'sms-refusals'),
      '000000',
    )
      .willRespondWith(
        400,
        answersJson({
          error_code: 'CONFIRMOPERATION.00007',
          attemptsLeftSms: integer(2),
          isSmsCodeInvalid: boolean(true),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(approveSms(mock.url, '000000'));
        expect(error.code).toBe('CONFIRMOPERATION.00007');
        expect(approveSmsErrorBody.parse(error.body).attemptsLeftSms).toBe(2);
      });
  });

  it('should refuse a code once the confirmation is blocked, without spending anything', async () => {
    await approveSmsRequest(started({ attemptsLeft: 0 }), 'a signing code for order 1003 after the confirmation was blocked', '000000')
      .willRespondWith(400, answersJson({ error_code: 'NOPAPERPARTNER.10240' }))
      .executeTest(async (mock) => {
        const error = await failure(approveSms(mock.url, '000000'));
        expect(smsFailureOfError(error)).toBe('blocked');
      });
  });

  it('should refuse a signing code that expired: a new code is needed, no attempt spent', async () => {
    await approveSmsRequest(started({ attemptsLeft: 3, codeExpired: true }), 'an expired signing code for order 1003', rightCode)
      // spec 2 section 8: 409 is the expired SMS code (the cabinet reads the status)
      .willRespondWith(409)
      .executeTest(async (mock) => {
        const error = await failure(approveSms(mock.url, '123456'));
        expect(smsFailureOfError(error)).toBe('expired');
      });
  });

  it('should refuse a code when no signing was started', async () => {
    await approveSmsRequest(
      awaiting('available'),
      proposed('a signing code for order 1003 before its signing was started', 'sms-refusals'),
      '123456',
    )
      .willRespondWith(
        400,
        answersJson({
          message: messageLike('could not confirm the sms signing', 'could not confirm the SMS signing'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(approveSms(mock.url, '123456'));
        expect(smsFailureOfError(error)).toBe('notStarted');
      });
  });

  it('should answer NOPAPERPARTNER.10240 when the last attempt fails', async () => {
    await approveSmsRequest(started({ attemptsLeft: 1 }), 'a wrong signing code for order 1003 on the last attempt', '000000')
      .willRespondWith(400, answersJson({ error_code: 'NOPAPERPARTNER.10240' }))
      .executeTest(async (mock) => {
        const error = await failure(approveSms(mock.url, '000000'));
        expect(smsFailureOfError(error)).toBe('blocked');
      });
  });

  it('should answer NOPAPERPARTNER.10240 and block when the last attempt fails, with the counters', async () => {
    await approveSmsRequest(
      started({ attemptsLeft: 1 }),
      proposed('a wrong signing code for order 1003 on the last attempt', 'sms-refusals'),
      '000000',
    )
      .willRespondWith(
        400,
        answersJson({
          error_code: 'NOPAPERPARTNER.10240',
          attemptsLeftSms: integer(0),
          isSmsConfirmBlocked: boolean(true),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(approveSms(mock.url, '000000'));
        expect(error.code).toBe('NOPAPERPARTNER.10240');
        expect(approveSmsErrorBody.parse(error.body)).toMatchObject({ attemptsLeftSms: 0, isSmsConfirmBlocked: true });
      });
  });

  it('should refuse to start signing while the EDS is not available', async () => {
    await startSigningRequest(
      awaiting('initialization'),
      proposed('a start of signing for order 1003 before the EDS is ready', 'signing-errors'),
    )
      .willRespondWith(
        400,
        answersJson({
          error_code: 'EDS_NOT_AVAILABLE',
          message: messageLike('could not create the signing', 'could not create the signing: the signature is not available'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(startSigning(mock.url));
        expect(error.code).toBe('EDS_NOT_AVAILABLE');
      });
  });

  it('should refuse to start signing an order whose contract is already signed', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has a signed order', { ...individualLoggedIn, orderNumber: 1001, edsStatus: 'available' })
      .uponReceiving(proposed('a start of signing for an order already signed', 'signing-errors'))
      .withRequest('POST', '/api/v1/signature/start-signing', sendsJsonWithToken({ order_id: fromProviderState('${orderNumber}', 1001) }))
      .willRespondWith(
        400,
        answersJson({
          error_code: 'NOTHING_TO_SIGN',
          message: messageLike('could not create the signing', 'could not create the signing: nothing to sign'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.startSigning, { body: { order_id: 1001 } }));
        expect(error.code).toBe('NOTHING_TO_SIGN');
      });
  });
});
