import { cabinet, general } from '../../src/index.ts';
import {
  atLeastLike,
  auth,
  authJson,
  cabinetPact,
  documentTemplate,
  eachLike,
  failure,
  generalPact,
  individualLoggedIn,
  integer,
  jsonContentType,
  orderTemplate,
  sessionClient,
  string,
} from './helpers.ts';

const clientCreateBody = {
  order_city: 'Москва',
  order_type: 'byRequest' as const,
  order_place: 'MSK-01',
  order_floor: 2,
  order_size: 6.5,
  order_time: 60,
  order_date: '05.03.2026',
};

describe('cabinet API: orders', () => {
  it('should list the active orders with their invoices', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the active orders')
      .withRequest('GET', '/api/v1/orders/active/orders-list', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ orders: eachLike(orderTemplate) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.ordersList, { params: { status: 'active' } });
        expect(answer.orders[0]?.number).toBe(1001);
        expect(answer.orders[0]?.cell.floor_cell_number).toBe('A-101');
        expect(answer.orders[0]?.invoices[0]?.number).toBe('INV-1001-1');
      });
  });

  it('should list the archived orders', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the order history')
      .withRequest('GET', '/api/v1/orders/history/orders-list', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ orders: eachLike({ ...orderTemplate, number: integer(1009), state: string('archived') }) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.ordersList, { params: { status: 'history' } });
        expect(answer.orders[0]?.state).toBe('archived');
      });
  });

  it('should list the active documents, agreements only', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the active agreements')
      .withRequest('GET', '/api/v1/orders/active-docs', (b) => {
        b.headers(auth()).query({ onlyAgreement: '' });
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ documents: eachLike(documentTemplate) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeDocs, { query: { onlyAgreement: true } });
        expect(answer.documents[0]?.agreement_number).toBe('D-1001');
      });
  });

  it('should page the active contracts', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the first page of active contracts')
      .withRequest('GET', '/api/v1/orders/active/active-contracts', (b) => {
        b.headers(auth()).query({ page: '1', limit: '5' });
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ count: integer(3), elements: eachLike(documentTemplate) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeContracts, {
          params: { x: 'active' },
          query: { page: 1, limit: 5 },
        });
        expect(answer.count).toBe(3);
        expect(answer.elements[0]?.order_number).toBe(1001);
      });
  });

  it('should create a by-request order', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a by-request order of a box')
      .withRequest('POST', '/api/v1/orders/client/create', (b) => {
        b.headers(authJson()).jsonBody(clientCreateBody);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.ordersClientCreate, { body: clientCreateBody });
        expect(answer.success).toBe(true);
      });
  });

  it('should re-make the contract of a booking that needs a change', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order whose contract needs a change', { ...individualLoggedIn, orderNumber: 1002 })
      .uponReceiving('a contract re-creation for order 1002')
      .withRequest('POST', '/api/v1/contract/1002/make/contract-booking', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({
          success: true,
          agreement_number: string('D-1002-2'),
          agreement_uuid: string('7a0e5b8c-1d2f-4a3b-8c9d-0e1f2a3b4c5d'),
        });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.contractBooking, { params: { id: 1002 } });
        expect(answer.agreement_number).toBe('D-1002-2');
      });
  });

  it('should refuse to re-make the contract of an order the customer does not have', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a contract re-creation for an unknown order')
      .withRequest('POST', '/api/v1/contract/9999/make/contract-booking', (b) => {
        b.headers(auth());
      })
      .willRespondWith(404, (b) => {
        b.headers(jsonContentType).jsonBody({ success: false, message: 'order item not found' });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.contractBooking, { params: { id: 9999 } }));
        expect(error.status).toBe(404);
        expect(error.serverMessage).toBe('order item not found');
      });
  });
});

describe('general API: orders (older flows)', () => {
  it('should list the active orders', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the active orders')
      .withRequest('GET', '/api/orders/active/orders-list', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ orders: eachLike(orderTemplate) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(general.ordersList, { params: { x: 'active' } });
        expect(answer.orders[0]?.place.code).toBe('MSK-01');
      });
  });

  it('should list the active documents', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the active documents')
      .withRequest('GET', '/api/orders/active-docs', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ documents: eachLike(documentTemplate) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(general.activeDocs);
        expect(answer.documents[0]?.agreement_uuid).toMatch(/^[0-9a-f-]{36}$/);
      });
  });

  it('should list the whole history of contracts', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the history contracts, full list')
      .withRequest('GET', '/api/orders/history/active-contracts', (b) => {
        b.headers(auth()).query({ page: '1', limit: '1000' });
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ count: integer(1), elements: atLeastLike(documentTemplate, 0, 1) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(general.activeContracts, {
          params: { x: 'history' },
          query: { page: 1, limit: 1000 },
        });
        expect(answer.count).toBe(1);
        expect(Array.isArray(answer.elements)).toBe(true);
      });
  });

  it('should create a by-request order', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a by-request order of a box')
      .withRequest('POST', '/api/orders/client/create', (b) => {
        b.headers(authJson()).jsonBody(clientCreateBody);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(general.ordersClientCreate, { body: clientCreateBody })).success).toBe(true);
      });
  });
});
