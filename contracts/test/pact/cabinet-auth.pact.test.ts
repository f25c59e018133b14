import { MatchersV3 } from '@pact-foundation/pact';
import { cabinet, isApiError } from '../../src/index.ts';
import { cabinetPact, clientFor, DEMO_PHONE, jsonContentType } from './helpers.ts';

const { like, string } = MatchersV3;

describe('cabinet API: check-phone', () => {
  it('should tell that a known customer exists and whether an SMS is needed', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a customer with phone 79990000001 exists')
      .uponReceiving('a phone check for a known customer')
      .withRequest('POST', '/api/v1/check-phone', (b) => {
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ phone: DEMO_PHONE });
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ need_sms: like(false), name: string('Иванов Иван Иванович') });
      })
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(cabinet.checkPhone, { body: { phone: DEMO_PHONE } });
        expect(answer.name).toBe('Иванов Иван Иванович');
        expect(answer.need_sms).toBe(false);
      });
  });

  it('should answer USER_NOT_FOUND for an unknown phone', async () => {
    await cabinetPact()
      .addInteraction()
      .given('no customer has phone 79995550000')
      .uponReceiving('a phone check for an unknown phone')
      .withRequest('POST', '/api/v1/check-phone', (b) => {
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({ phone: '79995550000' });
      })
      .willRespondWith(404, (b) => {
        b.headers(jsonContentType).jsonBody({ success: false, error_code: 'USER_NOT_FOUND', message: string('user not found in database') });
      })
      .executeTest(async (mock) => {
        const error = await clientFor(mock.url)
          .call(cabinet.checkPhone, { body: { phone: '79995550000' } })
          .catch((e: unknown) => e);
        expect(isApiError(error) && error.code).toBe('USER_NOT_FOUND');
        expect(isApiError(error) && error.status).toBe(404);
      });
  });
});
