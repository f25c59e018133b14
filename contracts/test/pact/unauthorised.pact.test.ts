// Every call that sends a token, answered 401 when the token has expired: the client then refreshes the session
// once (or, for the registration token, sends the customer back to registration) and the screen says so.
import { buildPath, cabinet, general, type Endpoint } from '../../src/index.ts';
import {
  booking,
  bookingDated,
  cargoRequest,
  cargoRequestDated,
  clientCreateBody,
  clientCreateRequest,
  contractCloseBody,
  legalBaseBody,
  legalBody,
  legalRequisites,
  lockAddress,
  newInvoice,
  newInvoiceRequest,
  passportBody,
  passportRequest,
  paymentBody,
  personalBody,
  personalRequest,
  physicalBaseBody,
  physicalBaseRequest,
} from './bodies.ts';
import { proposed } from './expectations.ts';
import { auth, cabinetPact, clientFor, DEMO_PHONE, failure, generalPact, jsonRequest, NEW_PHONE, NOW } from './helpers.ts';

interface Call {
  endpoint: Endpoint;
  /** the proposals its request carries (docs/contracts.md) */
  proposals?: string[];
  params?: Record<string, string | number>;
  query?: Record<string, number>;
  body?: unknown;
  /** the body as pinned, where it carries a date: from the state (the provider's clock), never a literal */
  pinned?: unknown;
}

const sessionCalls: Call[] = [
  { endpoint: cabinet.activeContracts, params: { x: 'active' }, query: { page: 1, limit: 5 } },
  { endpoint: cabinet.activeDocs },
  { endpoint: cabinet.approveSms, body: { code: '123456', order_id: 1003 } },
  { endpoint: cabinet.availableFiles },
  { endpoint: cabinet.cellBooking, body: booking, pinned: bookingDated() },
  { endpoint: cabinet.cellCalc, body: booking, pinned: bookingDated() },
  { endpoint: cabinet.confirmTokenYookassa, body: paymentBody() },
  { endpoint: cabinet.contractBooking, params: { id: 1002 } },
  {
    endpoint: cabinet.makeOrderInvoice,
    params: { orderId: 1001 },
    body: newInvoice,
    pinned: newInvoiceRequest(true),
    proposals: ['make-invoice'],
  },
  { endpoint: cabinet.openLock, params: { kind: 'cell', id: 'A-101' }, body: lockAddress },
  { endpoint: cabinet.ordersClientCreate, body: clientCreateBody, pinned: clientCreateRequest },
  { endpoint: cabinet.ordersList, params: { status: 'active' } },
  { endpoint: cabinet.requestClientSimple, body: contractCloseBody },
  { endpoint: cabinet.requisitesLegal },
  { endpoint: cabinet.requisitesPersonal },
  { endpoint: cabinet.signatureCreate },
  { endpoint: cabinet.signatureStatus },
  { endpoint: cabinet.startSigning, body: { order_id: 1003 } },
  { endpoint: cabinet.updateClientLegal, body: legalBody },
  { endpoint: cabinet.updateClientPersonal, body: personalBody, pinned: personalRequest },
  { endpoint: cabinet.updateRequisitesLegal, body: legalRequisites },
  { endpoint: cabinet.updateRequisitesPersonal, body: passportBody, pinned: passportRequest },
  { endpoint: general.cargoCreateRequest, body: cargoRequest, pinned: cargoRequestDated(), proposals: ['cargo-body'] },
];

const registrationCalls: Call[] = [
  { endpoint: cabinet.setPassword, body: { password: 'Newpass123' } },
  { endpoint: cabinet.clientPhysicalBase, body: physicalBaseBody, pinned: physicalBaseRequest },
  { endpoint: cabinet.clientLegalBase, body: legalBaseBody, proposals: ['legal-base-body'] },
];

const pactFor = (endpoint: Endpoint) => (endpoint.api === 'cabinet' ? cabinetPact() : generalPact());
const name = (endpoint: Endpoint) => endpoint.id.split('.')[1];

function interaction(call: Call, state: string, params: Record<string, string>, token: string, description: string) {
  const path = buildPath(call.endpoint.path, call.params);
  return pactFor(call.endpoint)
    .addInteraction()
    .given(state, params)
    .uponReceiving(call.proposals ? proposed(description, ...call.proposals) : description)
    .withRequest(call.endpoint.method, path, (b) => {
      b.headers(call.body === undefined ? auth(token) : { ...jsonRequest, ...auth(token) });
      if (call.query) b.query(Object.fromEntries(Object.entries(call.query).map(([k, v]) => [k, String(v)])));
      if (call.body !== undefined) b.jsonBody(call.pinned ?? call.body);
    })
    .willRespondWith(401);
}

const args = (call: Call) => ({
  ...(call.params ? { params: call.params } : {}),
  ...(call.query ? { query: call.query } : {}),
  ...(call.body !== undefined ? { body: call.body } : {}),
});

describe('both APIs: an expired session token', () => {
  it.each(sessionCalls.map((c) => [c.endpoint.id, c] as const))('%s should answer 401', async (_, call) => {
    await interaction(
      call,
      'the session token has expired',
      { phone: DEMO_PHONE, token: 'expired-token', now: NOW },
      'expired-token',
      `${name(call.endpoint)} with an expired session token`,
    ).executeTest(async (mock) => {
      let reads = 0;
      const ended = jest.fn();
      // the expired token goes out once; the refresh then has no token and ends the session without a call
      const client = clientFor(mock.url, { getToken: () => (reads++ === 0 ? 'expired-token' : null), onSessionEnded: ended });
      const error = await failure(client.call(call.endpoint as never, args(call) as never));
      expect(error.status).toBe(401);
      expect(ended).toHaveBeenCalledTimes(1);
    });
  });
});

describe('cabinet API: an expired registration token', () => {
  it.each(registrationCalls.map((c) => [c.endpoint.id, c] as const))('%s should answer 401', async (_, call) => {
    await interaction(
      call,
      'the registration token has expired',
      { phone: NEW_PHONE, token: 'expired-reg-token', now: NOW },
      'expired-reg-token',
      `${name(call.endpoint)} with an expired registration token`,
    ).executeTest(async (mock) => {
      const ended = jest.fn();
      const client = clientFor(mock.url, { getToken: () => 'another-session', onSessionEnded: ended });
      const error = await failure(client.call(call.endpoint as never, { ...args(call), token: 'expired-reg-token' } as never));
      expect(error.status).toBe(401);
      // a registration token is never refreshed: the screen sends the customer back to registration
      expect(ended).not.toHaveBeenCalled();
    });
  });
});
