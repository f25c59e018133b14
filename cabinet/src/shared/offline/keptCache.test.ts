import { act } from '@testing-library/react';
import { QueryClient } from '@tanstack/query-core';
import type { Order } from '@sb/contracts';
import { createAppStore, type AppStore } from '../api/store.ts';
import { queryClientAtom } from '../api/serverState.ts';
import { orderKeys } from '../api/orders.ts';
import { userAtom, userPhoneAtom } from '../session/atoms.ts';
import { startSessionAtom } from '../session/lifecycle.ts';
import { endSessionAtom } from '../session/logout.ts';
import { reportReach } from './online.ts';

// What a customer keeps to read offline is the session's query cache, persisted in localStorage under a key
// that names its customer. It outlives the tab (the installed app reopened in a new window, which has no
// sessionStorage), is restored into the cache offline and only for its customer (a restored tab after another login
// shows nothing of the first), and goes at every session end.

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const KEY = 'sb.offline.kept';
const ordersOf01 = [{ number: 4001 }] as unknown as Order[];
const ordersOf02 = [{ number: 5002 }] as unknown as Order[];

/** A page of the cabinet opening with what localStorage holds: a new window, a restored tab, a reload. */
async function openPage(): Promise<AppStore> {
  const store = createAppStore(new QueryClient());
  await act(async () => {
    await new Promise((done) => setTimeout(done, 0)); // the kept copy is restored just after the client is made
  });
  return store;
}

const cached = (store: AppStore) => store.get(queryClientAtom).getQueryData<Order[]>(orderKeys.list('active'));

/** Customer `phone` logged in, on a page that has seen `orders` (written as the tab goes away). */
async function seenBy(phone: string, token: string, orders: Order[]): Promise<AppStore> {
  localStorage.setItem('userPhone', JSON.stringify(phone));
  localStorage.setItem('user', JSON.stringify({ token }));
  const store = await openPage();
  store.get(queryClientAtom).setQueryData(orderKeys.list('active'), orders);
  window.dispatchEvent(new Event('pagehide'));
  return store;
}

/** What the browser does in this tab when another tab of the same origin writes a localStorage key. */
function otherTabWrites(key: string, value: unknown) {
  const newValue = value === null ? null : JSON.stringify(value);
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => setBrowserOnline(true));

describe('given the orders customer 01 has seen', () => {
  it('should keep them in localStorage, named with their customer, never in sessionStorage', async () => {
    await seenBy('79990000001', 'token-01', ordersOf01);
    const kept = JSON.parse(localStorage.getItem(KEY)!) as { buster: string; clientState: { queries: unknown[] } };
    expect(kept.buster).toBe('customer:79990000001');
    expect(JSON.stringify(kept.clientState)).toContain('4001');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('should keep the answers that came before its code did', async () => {
    localStorage.setItem('userPhone', JSON.stringify('79990000001'));
    localStorage.setItem('user', JSON.stringify({ token: 'token-01' }));
    const store = createAppStore(new QueryClient());
    store.get(queryClientAtom).setQueryData(orderKeys.list('active'), ordersOf01);
    await act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(KEY)).toContain('4001');
  });

  it('should show them in a new window of the same session (the installed app reopened), with their time', async () => {
    await seenBy('79990000001', 'token-01', ordersOf01);
    sessionStorage.clear(); // a new window has none
    setBrowserOnline(false);
    const reopened = await openPage();
    expect(cached(reopened)).toEqual(ordersOf01);
    expect(reopened.get(queryClientAtom).getQueryState(orderKeys.list('active'))?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('should leave them out of the cache online, and bring them in when the calls stop reaching the server', async () => {
    await seenBy('79990000001', 'token-01', ordersOf01);
    const page = await openPage();
    expect(cached(page)).toBeUndefined();
    act(() => reportReach(false));
    await act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(cached(page)).toEqual(ordersOf01);
  });

  it('should keep them when only the token is refreshed', async () => {
    await seenBy('79990000001', 'token-01', ordersOf01);
    localStorage.setItem('user', JSON.stringify({ token: 'token-01-refreshed' }));
    setBrowserOnline(false);
    expect(cached(await openPage())).toEqual(ordersOf01);
  });

  it('should show nothing of them in a tab restored after 02 logged in, and drop them at its start', async () => {
    await seenBy('79990000001', 'token-01', ordersOf01);
    // another tab logged 01 out and 02 in, with a copy of 01's that no session end removed (a tab closed meanwhile)
    const copyOf01 = localStorage.getItem(KEY)!;
    localStorage.setItem('userPhone', JSON.stringify('79990000002'));
    localStorage.setItem('user', JSON.stringify({ token: 'token-02' }));
    localStorage.setItem(KEY, copyOf01);
    setBrowserOnline(false);
    const restored = await openPage();
    expect(cached(restored)).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('should drop them at a start with no session', async () => {
    await seenBy('79990000001', 'token-01', ordersOf01);
    const copyOf01 = localStorage.getItem(KEY)!;
    localStorage.removeItem('user');
    localStorage.setItem(KEY, copyOf01);
    await openPage();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('should erase them at a logout', async () => {
    const store = await seenBy('79990000001', 'token-01', ordersOf01);
    act(() => store.set(endSessionAtom));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('should erase them at a logout in another tab', async () => {
    await seenBy('79990000001', 'token-01', ordersOf01);
    otherTabWrites('user', null);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('should erase them at a login as someone else, and keep only what 02 then sees, named with 02', async () => {
    const store = await seenBy('79990000001', 'token-01', ordersOf01);
    act(() => {
      store.set(userPhoneAtom, '79990000002');
      store.set(startSessionAtom, 'token-02');
    });
    expect(localStorage.getItem(KEY)).toBeNull();
    await act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
    store.get(queryClientAtom).setQueryData(orderKeys.list('active'), ordersOf02);
    window.dispatchEvent(new Event('pagehide'));
    const kept = localStorage.getItem(KEY)!;
    expect(JSON.parse(kept).buster).toBe('customer:79990000002');
    expect(kept).not.toContain('4001');
    expect(store.get(userAtom)).toEqual({ token: 'token-02' });
  });
});
