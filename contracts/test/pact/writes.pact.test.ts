// The writes as spec 2 section 7 documents them: the request body the cabinet sends, answered by a 200 whose body
// the cabinet does not read (the spec shows none). The `{ success, message }` answers are a proposal
// (`success-bodies`), pinned apart by the interactions of each group's file.
import { cabinet, general, type Endpoint } from '../../src/index.ts';
import {
  clientCreateBody,
  clientCreateRequest,
  contractCloseBody,
  legalBody,
  passportBody,
  passportRequest,
  personalBody,
  personalRequest,
  boxRequestBody,
} from './bodies.ts';
import {
  authJson,
  cabinetPact,
  clientFor,
  fromProviderState,
  generalPact,
  individualLoggedIn,
  jsonRequest,
  LEGAL_TOKEN,
  legalLoggedIn,
  NEW_PHONE,
  NOW,
  sessionClient,
} from './helpers.ts';

const REG_TOKEN = 'reg-token-79995550000';
const lock = { buBoardUuid: '0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b', cuBoardId: 1, lockNumber: 7 };

interface Write {
  endpoint: Endpoint;
  state: string;
  params: Record<string, unknown>;
  /** the path as pinned (a state's value where it names a box) */
  path: string | ReturnType<typeof fromProviderState>;
  /** the body as pinned (the state's values where it carries a date or an id) and as the client sends it */
  pinned: unknown;
  body: unknown;
  callParams?: Record<string, string | number>;
  token?: string | null;
}

const individual = { state: 'the individual demo customer is logged in', params: individualLoggedIn };
const legal = { state: 'the legal demo customer is logged in', params: legalLoggedIn, token: LEGAL_TOKEN };

const writes: Write[] = [
  {
    endpoint: cabinet.setPassword,
    state: 'a registration token was issued',
    params: { phone: NEW_PHONE, token: REG_TOKEN, now: NOW },
    path: '/api/v1/set-password',
    pinned: { password: 'Newpass123' },
    body: { password: 'Newpass123' },
    token: REG_TOKEN,
  },
  {
    endpoint: cabinet.openLock,
    state: 'the individual demo customer has an active paid order with a lock',
    params: { ...individualLoggedIn, orderNumber: 1001, floorCellNumber: 'A-101', ...lock },
    path: fromProviderState('/api/v1/lock/cell/open/${floorCellNumber}', '/api/v1/lock/cell/open/A-101'),
    pinned: {
      buBoardUuid: fromProviderState('${buBoardUuid}', lock.buBoardUuid),
      cuBoardId: fromProviderState('${cuBoardId}', lock.cuBoardId),
      lockNumber: fromProviderState('${lockNumber}', lock.lockNumber),
    },
    body: lock,
    callParams: { kind: 'cell', id: 'A-101' },
  },
  { endpoint: cabinet.updateClientPersonal, ...individual, path: '/api/v1/client/personal', pinned: personalRequest, body: personalBody },
  { endpoint: cabinet.updateClientLegal, ...legal, path: '/api/v1/client/legal', pinned: legalBody, body: legalBody },
  {
    endpoint: cabinet.updateRequisitesPersonal,
    ...individual,
    path: '/api/v1/client/requisites/peronal',
    pinned: passportRequest,
    body: passportBody,
  },

  // the pre-orders and the requests to the company
  {
    endpoint: cabinet.ordersClientCreate,
    ...individual,
    path: '/api/v1/orders/client/create',
    pinned: clientCreateRequest,
    body: clientCreateBody,
  },
  {
    endpoint: cabinet.requestClientSimple,
    ...individual,
    path: '/api/request/client/simple',
    pinned: contractCloseBody,
    body: contractCloseBody,
  },
  {
    endpoint: general.requestSimple,
    state: 'the demo warehouses exist',
    params: { placeCode: 'MSK-01', cellId: 2001 },
    path: '/api/request/simple',
    pinned: boxRequestBody,
    body: boxRequestBody,
    token: null,
  },
];

describe('both APIs: the writes as the spec documents them', () => {
  it.each(writes.map((w) => [w.endpoint.id, w] as const))('%s should take the documented body and answer 200', async (_, w) => {
    const pact = w.endpoint.api === 'cabinet' ? cabinetPact() : generalPact();
    await pact
      .addInteraction()
      .given(w.state, w.params as never)
      .uponReceiving(`${w.endpoint.id.split('.')[1]} with the body the spec documents`)
      .withRequest(w.endpoint.method, w.path as string, (b) => {
        b.headers(w.token === null ? jsonRequest : authJson(w.token)).jsonBody(w.pinned);
      })
      // the cabinet reads the status alone: no body pinned
      .willRespondWith(200)
      .executeTest(async (mock) => {
        const client = w.token === null ? clientFor(mock.url) : sessionClient(mock.url, w.token ?? undefined);
        const args = { ...(w.callParams ? { params: w.callParams } : {}), body: w.body };
        await expect(client.call(w.endpoint, args as never)).resolves.toBeDefined();
      });
  });
});
