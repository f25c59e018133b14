import { QueryClient } from '@tanstack/query-core';
import { cabinet, isSessionChanged } from '@sb/contracts';
import { userAtom, userPhoneAtom } from '../session/atoms.ts';
import { startSessionAtom } from '../session/lifecycle.ts';
import { endSessionAtom } from '../session/logout.ts';
import { createAppStore, type AppStore } from './store.ts';
import { createClientFor, SESSION_ENDED_EVENT } from './apiClient.ts';

// A call belongs to the customer whose session made it. Customer A's call that is still out when A logs out and B
// logs in on the same tab (a held request) is never replayed with B's token, A's late refresh neither writes over
// B's token nor ends B's session, and what A's call brings back is dropped.

interface Sent {
  method: string;
  path: string;
  token: string | undefined;
  body: unknown;
}

/** A network whose answers wait while `hold` says so, until `release()`; `answer` decides what each request gets. */
function heldNetwork(hold: (req: Sent) => boolean, answer: (req: Sent) => { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  const waiting: Array<() => void> = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const req: Sent = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: new URL(String(input), 'http://cabinet.test').pathname,
      token: headers['X-SB-API-KEY'],
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(req);
    if (hold(req)) await new Promise<void>((r) => waiting.push(r));
    const { status = 200, body } = answer(req);
    const text = JSON.stringify(body);
    return { status, ok: status === 200, text: async () => text } as Response;
  }) as typeof fetch;
  return {
    fetch: fetchImpl,
    sent,
    async held(n = 1) {
      while (waiting.length < n) await new Promise((r) => setTimeout(r, 1));
    },
    async release() {
      waiting.splice(0).forEach((r) => r());
      await new Promise((r) => setTimeout(r, 20));
    },
  };
}

const expired = { status: 401, body: { success: false, code: 401, message: 'token is expired' } };
const saveOfA = { fio: 'Иванов Иван Иванович', birthday: '01.01.1985', phones: [], emails: ['a@example.ru'] };

function customerA(): AppStore {
  const store = createAppStore(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  store.set(userPhoneAtom, '79990000001');
  store.set(userAtom, { token: 'token-a' });
  return store;
}

/** On this tab: A logs out, B logs in. */
function aLeavesAndBLogsIn(store: AppStore) {
  store.set(endSessionAtom);
  store.set(userPhoneAtom, '79990000002');
  store.set(startSessionAtom, 'token-b');
}

const settled = (p: Promise<unknown>) =>
  p.then(
    (answer) => answer,
    (e: unknown) => e,
  );

let sessionEnds = 0;
const countEnd = () => {
  sessionEnds += 1;
};
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionEnds = 0;
  window.addEventListener(SESSION_ENDED_EVENT, countEnd);
});
afterEach(() => window.removeEventListener(SESSION_ENDED_EVENT, countEnd));

describe("given customer A's profile save held on the network while A logs out and B logs in", () => {
  it("should not replay A's save with B's token when it comes back 401", async () => {
    const store = customerA();
    const net = heldNetwork(
      (req) => req.token === 'token-a',
      (req) => (req.token === 'token-a' ? expired : { body: { success: true } }),
    );
    const save = settled(createClientFor(store, net.fetch).call(cabinet.updateClientPersonal, { body: saveOfA }));
    await net.held();
    aLeavesAndBLogsIn(store);
    await net.release();

    expect(isSessionChanged(await save)).toBe(true);
    // nothing of A reaches B's account, and nothing is refreshed for A
    expect(net.sent.map((r) => `${r.method} ${r.path} ${r.token ?? '-'}`)).toEqual(['PUT /api/v1/client/personal token-a']);
    expect(store.get(userAtom)).toEqual({ token: 'token-b' });
    expect(sessionEnds).toBe(0);
  });

  /** A's save gets an expired token; A's refresh is held while A leaves and B logs in, then answers `refresh`. */
  async function aSavesWhileBLogsIn(refresh: { status?: number; body: unknown }) {
    const store = customerA();
    const net = heldNetwork(
      (req) => req.path === '/api/v1/refresh-token',
      (req) => (req.path === '/api/v1/refresh-token' ? refresh : expired),
    );
    const save = settled(createClientFor(store, net.fetch).call(cabinet.updateClientPersonal, { body: saveOfA }));
    await net.held();
    aLeavesAndBLogsIn(store);
    await net.release();
    return { store, net, save };
  }

  it("should keep B's token when A's refresh answers late", async () => {
    const { store, net, save } = await aSavesWhileBLogsIn({ body: { success: true, token: 'token-a2' } });
    expect(isSessionChanged(await save)).toBe(true);
    expect(store.get(userAtom)).toEqual({ token: 'token-b' });
    expect(net.sent.filter((r) => r.path === '/api/v1/client/personal')).toHaveLength(1);
    expect(sessionEnds).toBe(0);
  });

  it("should not end B's session when A's late refresh fails", async () => {
    const { store, save } = await aSavesWhileBLogsIn({
      status: 401,
      body: { success: false, code: 401, message: 'token is invalid' },
    });
    expect(isSessionChanged(await save)).toBe(true);
    expect(store.get(userAtom)).toEqual({ token: 'token-b' });
    expect(sessionEnds).toBe(0);
  });

  it("should drop the answer of A's read that comes after B logged in", async () => {
    const store = customerA();
    const net = heldNetwork(
      () => true,
      () => ({ body: { main_phone: '79990000001', phones: [], emails: [], legal_type: 0, personal: { fio: 'Иванов Иван' } } }),
    );
    const read = settled(createClientFor(store, net.fetch).call(cabinet.client));
    await net.held();
    aLeavesAndBLogsIn(store);
    await net.release();
    expect(isSessionChanged(await read)).toBe(true);
  });
});

describe('given one customer whose token is refreshed while a call is out', () => {
  it('should replay the call with the refreshed token: the same session', async () => {
    const store = customerA();
    const net = heldNetwork(
      () => false,
      (req) => {
        if (req.path === '/api/v1/refresh-token') return { body: { success: true, token: 'token-a2' } };
        return req.token === 'token-a2' ? { body: { success: true } } : expired;
      },
    );
    await createClientFor(store, net.fetch).call(cabinet.updateClientPersonal, { body: saveOfA });
    expect(net.sent.map((r) => `${r.path} ${r.token ?? '-'}`)).toEqual([
      '/api/v1/client/personal token-a',
      '/api/v1/refresh-token -',
      '/api/v1/client/personal token-a2',
    ]);
    expect(store.get(userAtom)).toEqual({ token: 'token-a2' });
  });
});
