import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/query-core';
import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core';
import { cabinet } from '@sb/contracts';
import { apiAtom, type AppStore } from '../api/store.ts';
import { orderKeys } from '../api/resources/orders.ts';
import { userAtom, userPhoneAtom } from '../session/atoms.ts';
import { sessionLocalKeys } from '../session/drafts.ts';
import { setProbe } from './online.ts';

// ---------------------------------------------------------------------------------------------------------------
// What the customer can read without a network: the session's query cache itself, persisted (TanStack's
// persistQueryClient) in localStorage under one key, named with its customer. Only the orders lists are kept (the
// orders list and the order's page are made of them), with the time of their answer. The copy lives as long as the
// session it belongs to, so the installed app reopened offline in a new window still shows it; every session end and
// every login removes it (shared/session/lifecycle.ts), and a copy that names another customer than the stored one is
// dropped when the cache is restored, never shown. Offline (onlineManager, online.ts) the queries pause and the
// screens show the kept answers under 'As of …' (OfflineAsOf.tsx).
// ---------------------------------------------------------------------------------------------------------------

const KEY = sessionLocalKeys.keptCache;
/** How long after a change of the cache it is written (a burst of answers is written once). */
const WRITE_AFTER_MS = 1000;

/** The customer the session belongs to ('customer:<phone digits>'), or null with no session. */
export function keptOwner(store: AppStore): string | null {
  const phone = store.get(userPhoneAtom)?.replace(/\D/g, '');
  return store.get(userAtom)?.token && phone ? `customer:${phone}` : null;
}

/** The orders lists (not a signing check's polls): the queries whose answers are kept. */
const isKept = (query: Query) => {
  const [, list, status, more] = query.queryKey;
  return query.queryKey[0] === orderKeys.all[0] && list === 'list' && typeof status === 'string' && more === undefined;
};

/** localStorage, written at most once a second, each copy stamped with the customer it is written for. */
function storagePersister(store: AppStore): Persister & { flush: () => void; cancel: () => void } {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  const flush = () => {
    const copy = pending;
    const owner = keptOwner(store);
    cancel();
    if (!copy || !owner) return;
    try {
      localStorage.setItem(KEY, JSON.stringify({ ...copy, buster: owner }));
    } catch {
      // a full or refused storage: nothing is kept, the orders simply are not readable offline
    }
  };
  return {
    persistClient(copy) {
      pending = copy;
      timer ??= setTimeout(flush, WRITE_AFTER_MS);
    },
    restoreClient() {
      const raw = localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as PersistedClient) : undefined;
    },
    removeClient() {
      cancel();
      localStorage.removeItem(KEY);
    },
    flush,
    cancel,
  };
}

/**
 * Keeps `client`'s orders lists for the store's session: restores the copy when it names the stored customer (else
 * removes it), then writes every change. Returns the stop, which drops a write not yet made.
 */
export function keepCache(store: AppStore, client: QueryClient): () => void {
  // the prerender (vite/prerender.ts) renders without a browser: nothing to keep there
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return () => undefined;
  // a kept answer stays in the cache while no screen shows it: the copy is the cache
  client.setQueryDefaults(orderKeys.lists(), { gcTime: Infinity });
  const persister = storagePersister(store);
  const [stop, restored] = persistQueryClient({
    queryClient: client,
    persister,
    buster: keptOwner(store) ?? '',
    maxAge: Infinity,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => isKept(query) && defaultShouldDehydrateQuery(query),
      shouldDehydrateMutation: () => false,
    },
  });
  void restored.catch(() => undefined); // an unreadable copy is removed: nothing kept
  // what arrived in the last second is written before the tab or the installed app goes away
  const leave = () => persister.flush();
  const hidden = () => {
    if (document.visibilityState === 'hidden') persister.flush();
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', hidden);
  // while the calls fail with the browser online, the live orders are what tries the network
  setProbe(() => store.get(apiAtom).call(cabinet.ordersList, { params: { status: 'active' } }));
  return () => {
    stop();
    persister.cancel();
    window.removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', hidden);
  };
}
