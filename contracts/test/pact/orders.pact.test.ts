import { cabinet } from '../../src/index.ts';
import { clientCreateBody, clientCreateRequest } from './bodies.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  archivedDocumentTemplate,
  archivedOrderTemplate,
  arrayContaining,
  auth,
  cabinetPact,
  debtOrderTemplate,
  documentedArchivedOrderTemplate,
  documentedOrderTemplate,
  documentedPaidOrderTemplate,
  documentedReservedDocumentTemplate,
  documentedSignedDocumentTemplate,
  documentTemplate,
  eachLike,
  everyOrderTemplate,
  failure,
  fromProviderState,
  individualLoggedIn,
  integer,
  listOrders,
  messageLike,
  ok,
  orderTemplate,
  regex,
  reservedDocumentTemplate,
  reservedOrderTemplate,
  sendsJsonWithToken,
  sendsToken,
  sessionClient,
  string,
} from './helpers.ts';

/** Order 1001 active and paid with a lock and an invoice being paid by card; order 1002 reserved. */
export const ordersToShow = {
  ...individualLoggedIn,
  orderNumber: 1001,
  floorCellNumber: 'A-101',
  buBoardUuid: '0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b',
  cuBoardId: 1,
  lockNumber: 7,
  invoiceNumber: 'INV-1001-2',
  paymentHash: 'yk-700001',
  reservedOrderNumber: 1002,
  debtOrderNumber: 1004,
};
const ORDERS_STATE = 'the individual demo customer has orders in several states';

/** A document as the spec documents it: `document_type` (contract or act) is a proposal. */
const withoutType = <T extends { document_type?: unknown }>({ document_type: _type, ...rest }: T) => rest;
const agreedDocument = withoutType(documentTemplate);
/**
 * What every document of the list has, whatever its state: the cabinet's parser refuses the whole list for one bad
 * element, so every element is matched (`eachLike`), not one like each kind (`arrayContaining`).
 */
const everyDocument = {
  // the keys the parser requires of every element (the nullish ones, such as the download links, are pinned by
  // the interactions of one kind each)
  agreement_uuid: agreedDocument.agreement_uuid,
  agreement_number: agreedDocument.agreement_number,
  agreement_status: agreedDocument.agreement_status,
  sign_system: agreedDocument.sign_system,
  need_change: agreedDocument.need_change,
  order_number: agreedDocument.order_number,
  place: agreedDocument.place,
};

/** Every document of a proposals' list: with its `document_type` (contract or act) and its order's state. */
const everyTypedDocument = { ...everyDocument, document_type: documentTemplate.document_type, order_state: documentTemplate.order_state };

// The lists below are refused whole by the cabinet's parser for one bad element, so each call's list is matched
// element by element (`eachLike` of what every element carries); what one kind of element adds (a paid order's lock,
// a reservation's end, a debt's overdue days, a signed contract's file) is nullish in the others, so the same call
// pins it in an interaction of its own, `what each kind adds` (`arrayContaining`: one element like each kind).

describe('cabinet API: orders', () => {
  it('should list the active orders, every one as the spec documents it', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving('a request for the active orders, every order as the spec documents it')
      .withRequest('GET', '/api/v1/orders/active/orders-list', sendsToken())
      .willRespondWith(200, answersJson({ orders: eachLike(documentedOrderTemplate) }))
      .executeTest(async (mock) => {
        const answer = await listOrders(mock.url, 'active');
        expect(answer.orders).toHaveLength(1);
        expect(answer.orders.every((o) => o.cell.cell_id > 0 && o.invoices.length > 0)).toBe(true);
      });
  });

  it('should list the active orders, every one as the parser reads it', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving(proposed('a request for the active orders, every order', 'order-fields'))
      .withRequest('GET', '/api/v1/orders/active/orders-list', sendsToken())
      .willRespondWith(200, answersJson({ orders: eachLike(everyOrderTemplate) }))
      .executeTest(async (mock) => {
        const answer = await listOrders(mock.url, 'active');
        expect(answer.orders).toHaveLength(1);
        expect(answer.orders.every((o) => o.place.address_title && o.invoices.length > 0)).toBe(true);
      });
  });

  it('should list the active orders: a paid one with its lock and invoices, and a reservation', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving(proposed('a request for the active orders, what each kind adds', 'order-fields'))
      .withRequest('GET', '/api/v1/orders/active/orders-list', sendsToken())
      .willRespondWith(200, answersJson({ orders: arrayContaining(orderTemplate, reservedOrderTemplate, debtOrderTemplate) }))
      .executeTest(async (mock) => {
        const answer = await listOrders(mock.url, 'active');
        expect(answer.orders[0]?.cell.lock?.BuUuid).toBe('0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b');
        expect(answer.orders[0]?.invoices[1]?.paymentHash).toBe('yk-700001');
        expect(answer.orders[1]?.reserved_until).toBe('06.03.2026');
        expect(answer.orders[1]?.confirm_until).toBe('07.03.2026');
        expect(answer.orders[2]).toMatchObject({ state: 'debt', overdue_days: 5 });
      });
  });

  // the agreed twins of the proposals' kinds below: what a paid order adds (its box's end, paid-until and lock, its
  // agreement, the contract's link, an invoice's payment key, e-mail and pending hash), as the spec documents it
  it('should list the active orders: what a paid one adds, as the spec documents it', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving('a request for the active orders, what a paid order adds as the spec documents it')
      .withRequest('GET', '/api/v1/orders/active/orders-list', sendsToken())
      .willRespondWith(200, answersJson({ orders: arrayContaining(documentedPaidOrderTemplate) }))
      .executeTest(async (mock) => {
        const answer = await listOrders(mock.url, 'active');
        const paid = answer.orders[0];
        expect(paid?.cell).toMatchObject({ end: '31.01.2027', paid_until: '20.03.2026' });
        expect(paid?.cell.lock).toEqual({ lock_status: 'locked', BuUuid: '0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b', CuId: 1, Lock: 7 });
        expect(paid?.agreement).toMatchObject({ number: 'D-1001', need_change: false, sign_system: 'eds' });
        expect(paid?.invoices[0]).toMatchObject({ paymentPublicKey: 'pk_sandbox_0000000000000000', clientEmail: 'ivanov@example.ru' });
        expect(paid?.invoices[1]?.paymentHash).toBe('yk-700001');
      });
  });

  it('should list the archived orders, every one as the spec documents it', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the order history, every order as the spec documents it')
      .withRequest('GET', '/api/v1/orders/history/orders-list', sendsToken())
      .willRespondWith(200, answersJson({ orders: eachLike(documentedArchivedOrderTemplate) }))
      .executeTest(async (mock) => {
        const answer = await listOrders(mock.url, 'history');
        expect(answer.orders[0]).toMatchObject({ number: 1009, state: 'archived' });
      });
  });

  // the inbox (the orders screen's documents) reads the first page of the active contracts
  it('should page the active contracts, every one as the spec documents it', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving('a request for the first page of active contracts, every contract as the spec documents it')
      .withRequest('GET', '/api/v1/orders/active/active-contracts', (b) => {
        b.headers(auth()).query({ page: '1', limit: '5' });
      })
      .willRespondWith(200, answersJson({ count: integer(1), elements: eachLike(everyDocument) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeContracts, {
          params: { x: 'active' },
          query: { page: 1, limit: 5 },
        });
        expect(answer.elements[0]).toMatchObject({ agreement_number: 'D-1001', order_number: 1001 });
      });
  });

  it("should page the active contracts: a signed contract's files and a reserved one's, as the spec documents them", async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving('a request for the first page of active contracts, what each kind adds as the spec documents it')
      .withRequest('GET', '/api/v1/orders/active/active-contracts', (b) => {
        b.headers(auth()).query({ page: '1', limit: '5' });
      })
      .willRespondWith(
        200,
        answersJson({
          count: integer(2),
          elements: arrayContaining(documentedSignedDocumentTemplate, documentedReservedDocumentTemplate),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeContracts, {
          params: { x: 'active' },
          query: { page: 1, limit: 5 },
        });
        expect(answer.elements[0]).toMatchObject({
          agreement_signed: '/files/contracts/D-1001-signed.pdf',
          agreement_generated: '/files/contracts/D-1001.pdf',
        });
        expect(answer.elements[1]?.agreement_generated).toBe('/files/contracts/D-1002.pdf');
      });
  });

  it('should list the archived orders', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a request for the order history', 'order-fields'))
      .withRequest('GET', '/api/v1/orders/history/orders-list', sendsToken())
      .willRespondWith(200, answersJson({ orders: eachLike(archivedOrderTemplate) }))
      .executeTest(async (mock) => {
        const answer = await listOrders(mock.url, 'history');
        expect(answer.orders[0]?.state).toBe('archived');
      });
  });

  it('should list the active documents, agreements only, every one as the parser reads it', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving(proposed('a request for the active agreements, every agreement', 'document-type'))
      .withRequest('GET', '/api/v1/orders/active-docs', (b) => {
        b.headers(auth()).query({ onlyAgreement: '' });
      })
      .willRespondWith(200, answersJson({ documents: eachLike(everyTypedDocument) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeDocs, { query: { onlyAgreement: true } });
        expect(answer.documents).toHaveLength(1);
        expect(answer.documents.every((d) => d.document_type === 'contract' && d.order_state)).toBe(true);
      });
  });

  it('should list the active documents, agreements only', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving(proposed('a request for the active agreements, what each kind adds', 'document-type'))
      .withRequest('GET', '/api/v1/orders/active-docs', (b) => {
        b.headers(auth()).query({ onlyAgreement: '' });
      })
      .willRespondWith(200, answersJson({ documents: arrayContaining(documentTemplate, reservedDocumentTemplate) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeDocs, { query: { onlyAgreement: true } });
        expect(answer.documents[0]?.agreement_signed).toBe('/files/contracts/D-1001-signed.pdf');
        expect(answer.documents[1]?.reserved_until).toBe('06.03.2026');
      });
  });

  it('should page the active contracts, every one as the parser reads it', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving(proposed('a request for the first page of active contracts, every contract', 'document-type'))
      .withRequest('GET', '/api/v1/orders/active/active-contracts', (b) => {
        b.headers(auth()).query({ page: '1', limit: '5' });
      })
      .willRespondWith(200, answersJson({ count: integer(3), elements: eachLike(everyTypedDocument) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeContracts, {
          params: { x: 'active' },
          query: { page: 1, limit: 5 },
        });
        expect(answer.elements).toHaveLength(1);
        expect(answer.elements.every((d) => d.agreement_uuid && d.place.cell.name)).toBe(true);
      });
  });

  it('should page the active contracts', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving(proposed('a request for the first page of active contracts, what each kind adds', 'document-type'))
      .withRequest('GET', '/api/v1/orders/active/active-contracts', (b) => {
        b.headers(auth()).query({ page: '1', limit: '5' });
      })
      .willRespondWith(200, answersJson({ count: integer(3), elements: arrayContaining(documentTemplate, reservedDocumentTemplate) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeContracts, {
          params: { x: 'active' },
          query: { page: 1, limit: 5 },
        });
        expect(answer.count).toBe(3);
        expect(answer.elements[0]?.document_type).toBe('contract');
      });
  });

  it('should create a by-request order', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a by-request order of a box', 'success-bodies'))
      .withRequest('POST', '/api/v1/orders/client/create', sendsJsonWithToken(clientCreateRequest))
      .willRespondWith(200, answersJson({ success: ok() }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.ordersClientCreate, { body: clientCreateBody });
        expect(answer.success).toBe(true);
      });
  });

  it('should refuse a by-request order in a warehouse that is gone', async () => {
    const body = { ...clientCreateBody, order_place: 'NOPE-99' };
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a by-request order in an unknown warehouse', 'not-found-codes'))
      .withRequest('POST', '/api/v1/orders/client/create', sendsJsonWithToken({ ...clientCreateRequest, order_place: 'NOPE-99' }))
      .willRespondWith(404, answersJson({ error_code: 'PLACE_NOT_FOUND', message: messageLike('place not found') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.ordersClientCreate, { body }));
        expect(error.code).toBe('PLACE_NOT_FOUND');
      });
  });

  it('should re-make the contract of a booking that needs a change, answering the status the spec documents', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order whose contract needs a change', { ...individualLoggedIn, orderNumber: 1002 })
      .uponReceiving('a contract re-creation for order 1002')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/contract/${orderNumber}/make/contract-booking', '/api/v1/contract/1002/make/contract-booking'),
        (b) => {
          b.headers(auth());
        },
      )
      // spec 2 section 7: the answer is not shown; the cabinet then finds the new contract among the documents
      .willRespondWith(200)
      .executeTest(async (mock) => {
        expect(await sessionClient(mock.url).call(cabinet.contractBooking, { params: { id: 1002 } })).toEqual({});
      });
  });

  it('should re-make the contract of a booking that needs a change and answer the new contract', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order whose contract needs a change', { ...individualLoggedIn, orderNumber: 1002 })
      .uponReceiving(proposed('a contract re-creation for order 1002', 'answer-fields'))
      .withRequest(
        'POST',
        fromProviderState('/api/v1/contract/${orderNumber}/make/contract-booking', '/api/v1/contract/1002/make/contract-booking'),
        (b) => {
          b.headers(auth());
        },
      )
      .willRespondWith(
        200,
        answersJson({
          success: ok(),
          agreement_number: string('D-1002-2'),
          agreement_uuid: string('7a0e5b8c-1d2f-4a3b-8c9d-0e1f2a3b4c5d'),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.contractBooking, { params: { id: 1002 } });
        expect(answer.agreement_number).toBe('D-1002-2');
      });
  });

  it('should refuse to re-make the contract of an order the customer does not have', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a contract re-creation for an unknown order', 'contract-errors'))
      .withRequest('POST', '/api/v1/contract/9999/make/contract-booking', sendsToken())
      .willRespondWith(404, answersJson({ error_code: 'ORDER_NOT_FOUND', message: messageLike('order item not found') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.contractBooking, { params: { id: 9999 } }));
        expect(error.status).toBe(404);
        expect(error.code).toBe('ORDER_NOT_FOUND');
      });
  });

  // what the documents screen calls, as the spec documents it (no document_type: a proposal, pinned apart)
  it("should list the active documents with a signed contract's files", async () => {
    const { order_state: _state, ...documented } = agreedDocument;
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving("a request for the active documents, a signed contract's files")
      .withRequest('GET', '/api/v1/orders/active-docs', sendsToken())
      .willRespondWith(200, answersJson({ documents: arrayContaining(documented) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeDocs);
        expect(answer.documents[0]).toMatchObject({
          agreement_signed: '/files/contracts/D-1001-signed.pdf',
          agreement_generated: '/files/contracts/D-1001.pdf',
        });
      });
  });

  it('should list the active documents without a query', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving('a request for the active documents, the documents screen')
      .withRequest('GET', '/api/v1/orders/active-docs', sendsToken())
      .willRespondWith(200, answersJson({ documents: eachLike(everyDocument) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeDocs);
        expect(answer.documents).toHaveLength(1);
        expect(answer.documents.every((d) => d.agreement_uuid && d.place.code === 'MSK-01')).toBe(true);
      });
  });

  it('should list every active contract (limit 1000)', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving('a request for all the active contracts, the documents screen')
      .withRequest('GET', '/api/v1/orders/active/active-contracts', (b) => {
        b.headers(auth()).query({ page: '1', limit: '1000' });
      })
      .willRespondWith(200, answersJson({ count: integer(3), elements: eachLike(everyDocument) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeContracts, {
          params: { x: 'active' },
          query: { page: 1, limit: 1000 },
        });
        expect(answer.elements.every((d) => d.order_number > 0)).toBe(true);
      });
  });

  it('should page the history of contracts', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the first page of the contracts history, the documents screen')
      .withRequest('GET', '/api/v1/orders/history/active-contracts', (b) => {
        b.headers(auth()).query({ page: '1', limit: '5' });
      })
      .willRespondWith(200, answersJson({ count: integer(1), elements: eachLike(archivedDocumentTemplate) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeContracts, {
          params: { x: 'history' },
          query: { page: 1, limit: 5 },
        });
        expect(answer.elements[0]?.order_number).toBe(1009);
      });
  });

  it('should tell an act from a contract (a proposal)', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ORDERS_STATE, ordersToShow)
      .uponReceiving(proposed('a request for the active documents, an act among them', 'document-type'))
      .withRequest('GET', '/api/v1/orders/active-docs', sendsToken())
      .willRespondWith(
        200,
        answersJson({
          documents: arrayContaining(documentTemplate, { ...agreedDocument, document_type: regex(/^(contract|act)$/.source, 'act') }),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.activeDocs);
        expect(answer.documents.map((d) => d.document_type)).toEqual(['contract', 'act']);
      });
  });
});
