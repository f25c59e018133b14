import { approveSmsErrorBody, cabinet, smsFailureOfError } from '../../src/index.ts';
import { proposed } from './expectations.ts';
import {
  auth,
  authJson,
  boolean,
  cabinetPact,
  equal,
  failure,
  fromProviderState,
  messageLike,
  ok,
  individualLoggedIn,
  integer,
  jsonContentType,
  regex,
  sessionClient,
  string,
} from './helpers.ts';

const signing = { ...individualLoggedIn, orderNumber: 1003, code: '123456' };
const EDS_STATUS = /^(not-exists|partner-initialization-start|initialization|exists|available|initialization-err|blocked|revoked)$/.source;
/** The order awaiting signature and the SMS code are the provider's: the state answers them. */
const order = fromProviderState('${orderNumber}', 1003);
const rightCode = fromProviderState('${code}', '123456');

describe('cabinet API: electronic signature', () => {
  it('should start creating an EDS, answering the status the spec documents', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an EDS in a status', { ...individualLoggedIn, status: 'not-exists' })
      .uponReceiving('an EDS creation request from a customer without one')
      .withRequest('POST', '/api/v1/signature/create', (b) => {
        b.headers(auth());
      })
      // spec 2 section 7: "not shown"; the cabinet then reads the status from signature/status
      .willRespondWith(200)
      .executeTest(async (mock) => {
        expect(await sessionClient(mock.url).call(cabinet.signatureCreate)).toEqual({});
      });
  });

  it('should start creating an EDS and answer its status', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an EDS in a status', { ...individualLoggedIn, status: 'not-exists' })
      .uponReceiving(proposed('an EDS creation request from a customer without one', 'eds-create-answer'))
      .withRequest('POST', '/api/v1/signature/create', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: ok(), status: regex(EDS_STATUS, 'partner-initialization-start') });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.signatureCreate)).status).toBe('partner-initialization-start');
      });
  });

  it('should answer ERR_BAD_REQUEST when the EDS already exists', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an EDS in a status', { ...individualLoggedIn, status: 'available' })
      .uponReceiving('an EDS creation request from a customer who has one')
      .withRequest('POST', '/api/v1/signature/create', (b) => {
        b.headers(auth());
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({ error_code: 'ERR_BAD_REQUEST', message: string('signature already exists') });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.signatureCreate));
        expect(error.code).toBe('ERR_BAD_REQUEST');
      });
  });

  it('should answer the EDS status, as the spec documents it', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an EDS in a status', { ...individualLoggedIn, status: 'available' })
      .uponReceiving('an EDS status request')
      .withRequest('GET', '/api/v1/signature/status', (b) => {
        b.headers(auth());
      })
      // spec 2 section 7: "returns status"; the cabinet reads a value it does not know as not created, so any string
      // passes here; the values are matched by the proposal twin (eds-statuses)
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ status: string('available') });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.signatureStatus)).status).toBe('available');
      });
  });

  it('should answer the raw EDS status among its known values', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an EDS in a status', { ...individualLoggedIn, status: 'available' })
      .uponReceiving(proposed('an EDS status request', 'eds-statuses'))
      .withRequest('GET', '/api/v1/signature/status', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({
          status: regex(EDS_STATUS, 'available'),
        });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.signatureStatus)).status).toBe('available');
      });
  });
});

describe('cabinet API: signing with an SMS code', () => {
  it('should start signing an order awaiting signature, answering the status the spec documents', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order awaiting signature', {
        ...individualLoggedIn,
        orderNumber: 1003,
        edsStatus: 'available',
      })
      .uponReceiving('a start of signing for order 1003')
      .withRequest('POST', '/api/v1/signature/start-signing', (b) => {
        b.headers(authJson()).jsonBody({ order_id: order });
      })
      // spec 2 section 7 shows the payload only: the initial attempts are the cabinet's (spec 1: "not shown")
      .willRespondWith(200)
      .executeTest(async (mock) => {
        expect(await sessionClient(mock.url).call(cabinet.startSigning, { body: { order_id: 1003 } })).toEqual({});
      });
  });

  it('should start signing an order awaiting signature and answer the attempts', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order awaiting signature', {
        ...individualLoggedIn,
        orderNumber: 1003,
        edsStatus: 'available',
      })
      .uponReceiving(proposed('a start of signing for order 1003', 'answer-fields'))
      .withRequest('POST', '/api/v1/signature/start-signing', (b) => {
        b.headers(authJson()).jsonBody({ order_id: order });
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: ok(), attemptsLeftSms: integer(3) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.startSigning, { body: { order_id: 1003 } });
        expect(answer).toEqual({ success: true, attemptsLeftSms: 3 });
      });
  });

  it('should sign with the right SMS code, answering the counters the spec documents', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 3 })
      .uponReceiving('the right signing code for order 1003')
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: rightCode, order_id: order });
      })
      // spec 2 section 7: "answer has attemptsLeftSms, isSmsConfirmBlocked, isSmsCodeInvalid"; the cabinet reads a
      // 200 with either flag true as a refusal, so the right code's answer has both false
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({
          attemptsLeftSms: integer(3),
          isSmsConfirmBlocked: equal(false),
          isSmsCodeInvalid: equal(false),
        });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '123456', order_id: 1003 } });
        expect(answer).toEqual({ attemptsLeftSms: 3, isSmsConfirmBlocked: false, isSmsCodeInvalid: false });
      });
  });

  it('should sign with the right SMS code and answer its success', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 3 })
      .uponReceiving(proposed('the right signing code for order 1003', 'answer-fields'))
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: rightCode, order_id: order });
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({
          success: boolean(true),
          attemptsLeftSms: integer(3),
          isSmsConfirmBlocked: boolean(false),
          isSmsCodeInvalid: boolean(false),
        });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '123456', order_id: 1003 } });
        expect(answer).toEqual({ success: true, attemptsLeftSms: 3, isSmsConfirmBlocked: false, isSmsCodeInvalid: false });
      });
  });

  // spec 2 section 7: the answer has the counters; the cabinet reads a 200 with either flag true as a refusal
  it('should refuse a wrong code in a 200 whose counters mark it invalid', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 3, refusedWithOk: true })
      .uponReceiving('a wrong signing code for order 1003 refused in a 200')
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: '000000', order_id: order });
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({
          attemptsLeftSms: integer(2),
          isSmsConfirmBlocked: boolean(false),
          isSmsCodeInvalid: equal(true),
        });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '000000', order_id: 1003 } });
        expect(answer).toEqual({ attemptsLeftSms: 2, isSmsConfirmBlocked: false, isSmsCodeInvalid: true });
      });
  });

  it('should answer 400 with the code marked invalid for a code of the wrong length', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 3 })
      .uponReceiving('a 4-digit signing code for order 1003')
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: '1234', order_id: order });
      })
      // spec 1 section 4: "a bad code with status 400 marks the code invalid": the status is all the cabinet reads
      .willRespondWith(400)
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '1234', order_id: 1003 } }));
        expect(error.status).toBe(400);
        expect(error.code).toBeUndefined();
        expect(smsFailureOfError(error)).toBe('invalidFormat');
      });
  });

  // spec 1 section 4: CONFIRMOPERATION.00007 takes "the server value, or decrements by one": the code is the contract
  it('should answer CONFIRMOPERATION.00007 for a wrong code', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 3 })
      .uponReceiving('a wrong signing code for order 1003 with attempts left')
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: '000000', order_id: order });
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({ error_code: 'CONFIRMOPERATION.00007' });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '000000', order_id: 1003 } }));
        expect(error.code).toBe('CONFIRMOPERATION.00007');
        expect(smsFailureOfError(error)).toBe('wrong');
      });
  });

  it('should answer CONFIRMOPERATION.00007 with the attempts left for a wrong code', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 3 })
      .uponReceiving(proposed('a wrong signing code for order 1003 with attempts left', 'sms-refusals'))
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: '000000', order_id: order });
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({
          error_code: 'CONFIRMOPERATION.00007',
          attemptsLeftSms: integer(2),
          isSmsCodeInvalid: boolean(true),
        });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '000000', order_id: 1003 } }));
        expect(error.code).toBe('CONFIRMOPERATION.00007');
        expect(approveSmsErrorBody.parse(error.body).attemptsLeftSms).toBe(2);
      });
  });

  it('should refuse a code once the confirmation is blocked, without spending anything', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 0 })
      .uponReceiving('a signing code for order 1003 after the confirmation was blocked')
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: '000000', order_id: order });
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({ error_code: 'NOPAPERPARTNER.10240' });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '000000', order_id: 1003 } }));
        expect(smsFailureOfError(error)).toBe('blocked');
      });
  });

  it('should refuse a signing code that expired: a new code is needed, no attempt spent', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 3, codeExpired: true })
      .uponReceiving('an expired signing code for order 1003')
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: rightCode, order_id: order });
      })
      // spec 2 section 8: 409 is the expired SMS code (the cabinet reads the status)
      .willRespondWith(409)
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '123456', order_id: 1003 } }));
        expect(smsFailureOfError(error)).toBe('expired');
      });
  });

  it('should refuse a code when no signing was started', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order awaiting signature', {
        ...individualLoggedIn,
        orderNumber: 1003,
        edsStatus: 'available',
      })
      .uponReceiving(proposed('a signing code for order 1003 before its signing was started', 'sms-refusals'))
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: '123456', order_id: order });
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({
          message: messageLike('could not confirm the sms signing', 'could not confirm the SMS signing'),
        });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '123456', order_id: 1003 } }));
        expect(smsFailureOfError(error)).toBe('notStarted');
      });
  });

  it('should answer NOPAPERPARTNER.10240 when the last attempt fails', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 1 })
      .uponReceiving('a wrong signing code for order 1003 on the last attempt')
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: '000000', order_id: order });
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({ error_code: 'NOPAPERPARTNER.10240' });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '000000', order_id: 1003 } }));
        expect(smsFailureOfError(error)).toBe('blocked');
      });
  });

  it('should answer NOPAPERPARTNER.10240 and block when the last attempt fails, with the counters', async () => {
    await cabinetPact()
      .addInteraction()
      .given('signing of an order was started', { ...signing, attemptsLeft: 1 })
      .uponReceiving(proposed('a wrong signing code for order 1003 on the last attempt', 'sms-refusals'))
      .withRequest('POST', '/api/v1/signature/approve-sms', (b) => {
        b.headers(authJson()).jsonBody({ code: '000000', order_id: order });
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({
          error_code: 'NOPAPERPARTNER.10240',
          attemptsLeftSms: integer(0),
          isSmsConfirmBlocked: boolean(true),
        });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.approveSms, { body: { code: '000000', order_id: 1003 } }));
        expect(error.code).toBe('NOPAPERPARTNER.10240');
        expect(approveSmsErrorBody.parse(error.body)).toMatchObject({ attemptsLeftSms: 0, isSmsConfirmBlocked: true });
      });
  });

  it('should refuse to start signing while the EDS is not available', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order awaiting signature', {
        ...individualLoggedIn,
        orderNumber: 1003,
        edsStatus: 'initialization',
      })
      .uponReceiving(proposed('a start of signing for order 1003 before the EDS is ready', 'signing-errors'))
      .withRequest('POST', '/api/v1/signature/start-signing', (b) => {
        b.headers(authJson()).jsonBody({ order_id: order });
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({
          error_code: 'EDS_NOT_AVAILABLE',
          message: messageLike('could not create the signing', 'could not create the signing: the signature is not available'),
        });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.startSigning, { body: { order_id: 1003 } }));
        expect(error.code).toBe('EDS_NOT_AVAILABLE');
      });
  });

  it('should refuse to start signing an order whose contract is already signed', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has a signed order', { ...individualLoggedIn, orderNumber: 1001, edsStatus: 'available' })
      .uponReceiving(proposed('a start of signing for an order already signed', 'signing-errors'))
      .withRequest('POST', '/api/v1/signature/start-signing', (b) => {
        b.headers(authJson()).jsonBody({ order_id: fromProviderState('${orderNumber}', 1001) });
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({
          error_code: 'NOTHING_TO_SIGN',
          message: messageLike('could not create the signing', 'could not create the signing: nothing to sign'),
        });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.startSigning, { body: { order_id: 1001 } }));
        expect(error.code).toBe('NOTHING_TO_SIGN');
      });
  });
});
