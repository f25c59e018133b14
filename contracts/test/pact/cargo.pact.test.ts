import { general } from '../../src/index.ts';
import { cargoRequest, cargoRequestDated } from './bodies.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  arrayContaining,
  clientFor,
  eachLike,
  failure,
  generalPact,
  individualLoggedIn,
  integer,
  messageLike,
  NOW,
  number,
  ok,
  sendsJsonWithToken,
  sessionClient,
  string,
  specCode,
} from './helpers.ts';

const request = cargoRequest;

describe('general API: cargo catalogue', () => {
  it('should list the moving types', async () => {
    await generalPact()
      .addInteraction()
      .given('the cargo catalogue exists')
      .uponReceiving('a request for the moving types')
      .withRequest('GET', '/api/cargo/moving-types')
      .willRespondWith(200, answersJson({ list: eachLike({ id: integer(1), name: string('Квартирный переезд') }) }))
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.cargoMovingTypes)).list[0]).toEqual({ id: 1, name: 'Квартирный переезд' });
      });
  });

  // the list is refused whole by the cabinet's parser for one bad service: every element matched by what every
  // service carries; the price (null for a service priced on the spot) by one priced service
  it('should list the services, every one as the parser reads it', async () => {
    await generalPact()
      .addInteraction()
      .given('the cargo catalogue exists')
      .uponReceiving('a request for the cargo services, every service')
      .withRequest('GET', '/api/cargo/services')
      .willRespondWith(200, answersJson({ services: eachLike({ id: integer(1), name: string('Грузчики') }) }))
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.cargoServices)).services[0]?.name).toBe('Грузчики');
      });
  });

  it('should list the services, a priced one', async () => {
    await generalPact()
      .addInteraction()
      .given('the cargo catalogue exists')
      .uponReceiving('a request for the cargo services, a priced service')
      .withRequest('GET', '/api/cargo/services')
      .willRespondWith(
        200,
        answersJson({
          services: arrayContaining({ id: integer(1), name: string('Грузчики'), price: number(900) }),
        }),
      )
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.cargoServices)).services[0]?.price).toBe(900);
      });
  });

  it('should list the timings', async () => {
    await generalPact()
      .addInteraction()
      .given('the cargo catalogue exists')
      .uponReceiving('a request for the cargo timings')
      .withRequest('GET', '/api/cargo/timing')
      .willRespondWith(200, answersJson({ timings: eachLike({ id: integer(1), name: string('09:00–12:00') }) }))
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.cargoTiming)).timings[0]?.id).toBe(1);
      });
  });
});

describe('general API: cargo request', () => {
  it('should register a cargo request', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a cargo request', 'cargo-body'))
      .withRequest('POST', '/api/cargo/client/create-request', sendsJsonWithToken(cargoRequestDated()))
      .willRespondWith(200, answersJson({ success: ok(), request_id: integer(1) }))
      .executeTest(async (mock) => {
        expect(await sessionClient(mock.url).call(general.cargoCreateRequest, { body: request })).toEqual({ success: true, request_id: 1 });
      });
  });

  it('should answer 409 when the entered data cannot make a request', async () => {
    const past = { ...request, date: '01.03.2026' };
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a cargo request dated in the past', 'cargo-body'))
      .withRequest('POST', '/api/cargo/client/create-request', sendsJsonWithToken(cargoRequestDated('yesterday', past.date)))
      .willRespondWith(409, answersJson({ code: specCode(409), message: messageLike('incorrect conditions') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(general.cargoCreateRequest, { body: past }));
        expect(error.status).toBe(409);
      });
  });

  it('should answer 405 when the manager did not receive the request', async () => {
    await generalPact()
      .addInteraction()
      .given('the cargo manager service is unavailable', { ...individualLoggedIn, now: NOW })
      .uponReceiving(proposed('a cargo request while the manager service is down', 'cargo-body'))
      .withRequest('POST', '/api/cargo/client/create-request', sendsJsonWithToken(cargoRequestDated()))
      .willRespondWith(405, answersJson({ code: specCode(405), message: messageLike('request sending error') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(general.cargoCreateRequest, { body: request }));
        expect(error.status).toBe(405);
        expect(error.code).toBe('405');
      });
  });

  it('should answer code 605 for a request that fails validation', async () => {
    const noServices = { ...request, address_from: 'Москва 1', services: [99] };
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a cargo request with an unknown service', 'cargo-body'))
      .withRequest(
        'POST',
        '/api/cargo/client/create-request',
        sendsJsonWithToken({ ...cargoRequestDated(), address_from: noServices.address_from, services: noServices.services }),
      )
      .willRespondWith(400, answersJson({ code: specCode(605), message: string('validation error') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(general.cargoCreateRequest, { body: noServices }));
        expect(error.code).toBe('605');
      });
  });
});
