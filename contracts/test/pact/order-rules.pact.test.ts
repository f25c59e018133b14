// The orders lists under the states of the order and payment rules: a card payment under way carries
// its pending mark with the instant it started and the instant an unconfirmed one lapses; a rental that ended paid
// to its end is in the history, archived as completed, never a debt.
import { proposed } from './expectations.ts';
import { ENDED_RENTAL_STATE, endedRental } from './rule-states.ts';
import {
  answersJson,
  archivedOrderTemplate,
  arrayContaining,
  cabinetPact,
  eachLike,
  everyOrderTemplate,
  individualLoggedIn,
  integer,
  isoInstantLike,
  listOrders,
  orderTemplate,
  pendingInvoiceTemplate,
  regex,
  ruDateLike,
  sendsToken,
  string,
} from './helpers.ts';

const PENDING_STATE = 'the individual demo customer has an invoice with a pending payment';
/** Order 1001 active and paid with its lock; its unpaid invoice INV-1001-2 has a card payment started 3 minutes ago. */
const pendingPayment = {
  ...individualLoggedIn,
  orderNumber: 1001,
  floorCellNumber: 'A-101',
  buBoardUuid: '0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b',
  cuBoardId: 1,
  lockNumber: 7,
  invoiceNumber: 'INV-1001-2',
  paymentHash: 'yk-700001',
};

/** The invoice whose payment is under way: the mark, since when, and when an unconfirmed one lapses. */
const pendingPaymentInvoiceTemplate = {
  ...pendingInvoiceTemplate,
  paymentHash: string('yk-700001'),
  paymentStartedAt: isoInstantLike('2026-03-02T08:57:00.000Z'),
  paymentExpiresAt: isoInstantLike('2026-03-02T09:12:00.000Z'),
};
const pendingOrders = { orders: arrayContaining({ ...orderTemplate, invoices: arrayContaining(pendingPaymentInvoiceTemplate) }) };

/** The order whose 30-day rental ended yesterday, paid to its end: archived as completed. */
const completedOrders = {
  orders: arrayContaining({
    ...archivedOrderTemplate,
    number: integer(1021),
    state: regex(/^archived$/.source, 'archived'),
    closed_reason: regex(/^completed$/.source, 'completed'),
    cell: {
      ...archivedOrderTemplate.cell,
      begin: ruDateLike('31.01.2026'),
      end: ruDateLike('01.03.2026'),
      paid_until: ruDateLike('01.03.2026'),
    },
  }),
};

/** Every order of the list under the state, as the parser reads it (one bad one refuses them all). */
const everyOrder = { orders: eachLike(everyOrderTemplate) };

/** The same call and state, every order matched (the interactions below pin the one order the rule concerns). */
function everyOrderOf(
  pact: ReturnType<typeof cabinetPact>,
  state: string,
  params: typeof pendingPayment | typeof endedRental,
  text: string,
  path: string,
) {
  return pact
    .addInteraction()
    .given(state, params)
    .uponReceiving(proposed(`${text}, every order`, 'order-fields'))
    .withRequest('GET', path, sendsToken())
    .willRespondWith(200, answersJson(everyOrder));
}

const PENDING_TEXT = 'a request for the active orders while a card payment of an invoice is under way';
const ENDED_TEXT = 'a request for the order history after a rental ended paid to its end';

describe('cabinet API: every order of the lists under the payment and rental rules', () => {
  const pact = cabinetPact;
  const base = '/api/v1/orders';

  it('should list every active order while a card payment is under way', async () => {
    await everyOrderOf(pact(), PENDING_STATE, pendingPayment, PENDING_TEXT, `${base}/active/orders-list`).executeTest(async (mock) => {
      const answer = await listOrders(mock.url, 'active');
      expect(answer.orders.every((o) => o.number > 0 && o.invoices.length > 0)).toBe(true);
    });
  });

  it('should list every order of the history after a rental ended paid to its end', async () => {
    await everyOrderOf(pact(), ENDED_RENTAL_STATE, endedRental, ENDED_TEXT, `${base}/history/orders-list`).executeTest(async (mock) => {
      const answer = await listOrders(mock.url, 'history');
      expect(answer.orders.every((o) => o.place.code && o.cell.floor_cell_number)).toBe(true);
    });
  });
});

describe('cabinet API: orders under the payment and rental rules', () => {
  it('should list an invoice whose card payment is under way with its pending mark and times', async () => {
    await cabinetPact()
      .addInteraction()
      .given(PENDING_STATE, pendingPayment)
      .uponReceiving(proposed('a request for the active orders while a card payment of an invoice is under way', 'order-fields'))
      .withRequest('GET', '/api/v1/orders/active/orders-list', sendsToken())
      .willRespondWith(200, answersJson(pendingOrders))
      .executeTest(async (mock) => {
        const answer = await listOrders(mock.url, 'active');
        expect(answer.orders[0]?.invoices[0]).toMatchObject({
          paymentHash: 'yk-700001',
          paymentStartedAt: '2026-03-02T08:57:00.000Z',
          paymentExpiresAt: '2026-03-02T09:12:00.000Z',
        });
      });
  });

  it('should list a rental that ended paid to its end in the history, archived as completed', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ENDED_RENTAL_STATE, endedRental)
      .uponReceiving(proposed('a request for the order history after a rental ended paid to its end', 'order-fields'))
      .withRequest('GET', '/api/v1/orders/history/orders-list', sendsToken())
      .willRespondWith(200, answersJson(completedOrders))
      .executeTest(async (mock) => {
        const answer = await listOrders(mock.url, 'history');
        expect(answer.orders[0]).toMatchObject({ number: 1021, state: 'archived', closed_reason: 'completed' });
        expect(answer.orders[0]?.cell.end).toBe('01.03.2026');
      });
  });
});
