import { cabinet, general } from '../../src/index.ts';
import { boxRequestBody, contractCloseBody } from './bodies.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  integer,
  ok,
  cabinetPact,
  clientFor,
  generalPact,
  individualLoggedIn,
  sendsJson,
  sendsJsonWithToken,
  sessionClient,
  string,
} from './helpers.ts';

describe('cabinet API: requests to the company', () => {
  it('should send a contract-close request', async () => {
    const body = contractCloseBody;
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a contract-close request for order 1001', 'success-bodies'))
      .withRequest('POST', '/api/request/client/simple', sendsJsonWithToken(body))
      .willRespondWith(200, answersJson({ success: ok(), message: string('request sent') }))
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.requestClientSimple, { body })).success).toBe(true);
      });
  });
});

describe('general API: box and storage requests, terms', () => {
  it('should send a box request with budget and size', async () => {
    const body = boxRequestBody;
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', { placeCode: 'MSK-01', cellId: 2001 })
      .uponReceiving(proposed('a box request for warehouse MSK-01', 'success-bodies'))
      .withRequest('POST', '/api/request/simple', sendsJson(body))
      .willRespondWith(200, answersJson({ success: ok(), request_id: integer(1) }))
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.requestSimple, { body })).success).toBe(true);
      });
  });

  it('should send a storage request with the consent', async () => {
    const body = {
      place: 'MSK-01',
      request_comment: '',
      request_name: 'Заявка на хранение',
      contact_name: '',
      contact_phone: '',
      is_consent_checked: true as const,
    };
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', { placeCode: 'MSK-01', cellId: 2001 })
      .uponReceiving(proposed('a storage request for warehouse MSK-01', 'success-bodies'))
      .withRequest('POST', '/api/request/simple', sendsJson(body))
      .willRespondWith(200, answersJson({ success: ok(), message: string('request sent') }))
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.requestSimple, { body })).success).toBe(true);
      });
  });

  it('should answer the terms of services in a language', async () => {
    await generalPact()
      .addInteraction()
      .given('the terms of services exist')
      .uponReceiving(proposed('a request for the Russian terms of services', 'terms-content'))
      .withRequest('POST', '/api/get-terms-of-services', sendsJson({ language: 'ru' }))
      .willRespondWith(200, answersJson({ content: string('<h1>Условия оказания услуг</h1>') }))
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.termsOfServices, { body: { language: 'ru' } })).content).toContain('Условия');
      });
  });
});
