import { act } from '@testing-library/react';
import { QueryClient } from '@tanstack/query-core';
import { atomWithReset } from 'jotai/utils';
import { queryClientAtom } from '../api/serverState.ts';
import { cabinet } from '@sb/contracts';
import { createAppStore, type AppStore } from '../api/store.ts';
import { createClientFor } from '../api/apiClient.ts';
import { fakeNetwork } from '../../test/render.tsx';
import { userAtom, userPhoneAtom } from './atoms.ts';
import { sessionDraft } from './drafts.ts';
import { startSessionAtom } from './lifecycle.ts';
import { endSessionAtom } from './logout.ts';
import { grantRoutePassAtom, routePassesAtom } from './passes.ts';

// Every way a session ends (and a login as someone else) leaves nothing of the previous customer behind: the
// cached server state, the route passes and the drafts go, whichever road led there.

const PROFILE_KEY = ['profile', 'client'];
const draftAtom = sessionDraft(atomWithReset<string | null>(null));

/** Customer A logged in, their profile cached, a pass granted and a draft typed. */
function customerA(): { store: AppStore; queryClient: QueryClient } {
  const store = createAppStore(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  store.set(userPhoneAtom, '79990000001');
  store.set(userAtom, { token: 'token-a' });
  // A's session has its own client (a login starts with a fresh one)
  const queryClient = store.get(queryClientAtom);
  queryClient.setQueryData(PROFILE_KEY, { main_phone: '79990000001', personal: { fio: 'Иванов Иван' } });
  store.set(grantRoutePassAtom, 'document-act');
  store.set(draftAtom, 'typed by A');
  return { store, queryClient };
}

function expectNothingOfA({ store, queryClient }: { store: AppStore; queryClient: QueryClient }) {
  // the client A's screens used is emptied, and the store holds a fresh one for whoever comes next
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(store.get(queryClientAtom)).not.toBe(queryClient);
  expect(store.get(queryClientAtom).getQueryCache().getAll()).toHaveLength(0);
  expect(store.get(routePassesAtom)).toEqual({});
  expect(sessionStorage.getItem('sb.routePasses')).toBeNull();
  expect(store.get(draftAtom)).toBeNull();
}

/** What the browser does in this tab when another tab of the same origin writes a localStorage key. */
function otherTabWrites(key: string, value: unknown) {
  const newValue = JSON.stringify(value);
  localStorage.setItem(key, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('given customer A with cached data, a route pass and a draft', () => {
  it('should keep them while the session lives', () => {
    const a = customerA();
    expect(a.queryClient.getQueryData(PROFILE_KEY)).toBeDefined();
    expect(a.store.get(routePassesAtom)).toEqual({ 'document-act': true });
    expect(a.store.get(draftAtom)).toBe('typed by A');
  });

  it('should clear them all when A logs out', () => {
    const a = customerA();
    a.store.set(endSessionAtom);
    expect(a.store.get(userAtom)).toBeNull();
    expectNothingOfA(a);
  });

  it('should clear them all when the refresh of an expired token fails', async () => {
    const a = customerA();
    const net = fakeNetwork({
      'GET /api/v1/client': () => ({ status: 401, body: { message: 'token is expired', code: 401 } }),
      'POST /api/v1/refresh-token': () => ({ status: 401, body: { message: 'token is invalid', code: 401 } }),
    });
    const api = createClientFor(a.store, net.fetch);
    await expect(api.call(cabinet.client)).rejects.toMatchObject({ status: 401 });
    expect(net.calls.map((c) => c.path)).toEqual(['/api/v1/client', '/api/v1/refresh-token']);
    expect(a.store.get(userAtom)).toBeNull();
    expectNothingOfA(a);
  });

  it('should clear them all when another tab logs out', () => {
    const a = customerA();
    // the tab's atoms listen to localStorage only while something subscribes: the app always does
    otherTabWrites('user', null);
    expect(a.store.get(userAtom)).toBeNull();
    expectNothingOfA(a);
  });

  it('should clear them all when another tab logs in as customer B', () => {
    const a = customerA();
    otherTabWrites('userPhone', '79990000002');
    otherTabWrites('user', { token: 'token-b' });
    expect(a.store.get(userAtom)).toEqual({ token: 'token-b' });
    expectNothingOfA(a);
  });

  it('should start a login in this tab with nothing of the previous customer', () => {
    const a = customerA();
    // a login always starts a new session, even over a token this tab still holds
    a.store.set(startSessionAtom, 'token-b');
    expect(a.store.get(userAtom)).toEqual({ token: 'token-b' });
    expectNothingOfA(a);
  });

  it('should keep them when the token is only refreshed', async () => {
    const a = customerA();
    let expired = true;
    const net = fakeNetwork({
      'GET /api/v1/client': () =>
        expired
          ? { status: 401, body: { message: 'token is expired', code: 401 } }
          : {
              body: { main_phone: '79990000001', phones: [], emails: [], legal_type: 0, personal: { fio: 'Иванов Иван' } },
            },
      'POST /api/v1/refresh-token': () => {
        expired = false;
        return { body: { success: true, token: 'token-a2' } };
      },
    });
    await createClientFor(a.store, net.fetch).call(cabinet.client);
    expect(a.store.get(userAtom)).toEqual({ token: 'token-a2' });
    expect(a.store.get(queryClientAtom)).toBe(a.queryClient);
    expect(a.queryClient.getQueryData(PROFILE_KEY)).toBeDefined();
    expect(a.store.get(routePassesAtom)).toEqual({ 'document-act': true });
    expect(a.store.get(draftAtom)).toBe('typed by A');
  });

  it('should remove what a feature not loaded yet keeps in the tab when A logs out', () => {
    // a reload, then a logout before the documents and payment chunks load: their atoms never registered
    const a = customerA();
    sessionStorage.setItem('sb.documents.signed', JSON.stringify({ number: 'D-1003', orderNumber: 1003, kind: 'contract' }));
    sessionStorage.setItem('sb.payments.pending', JSON.stringify({ 'INV-1': 'seen' }));
    a.store.set(endSessionAtom);
    expect(sessionStorage.getItem('sb.documents.signed')).toBeNull();
    expect(sessionStorage.getItem('sb.payments.pending')).toBeNull();
  });
});
