import { defaultShouldDehydrateQuery, onlineManager, type Query, type QueryClient } from '@tanstack/query-core';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { cabinet, type ApiClient } from '@sb/contracts';
import { orderKeys } from '../api/orders.ts';
import { sessionLocalKeys } from '../session/drafts.ts';

// ---------------------------------------------------------------------------------------------------------------
// What the customer can read without a network: the session's query cache itself, persisted (TanStack's
// persist-client-core) in localStorage under one key, named with its customer. Only the orders lists are kept (the
// orders list and the order's page are made of them), with the time of their answer. The copy lives as long as the
// session it belongs to, so the installed app reopened offline in a new window still shows it; every session end and
// every login removes it (shared/session/lifecycle.ts), and a copy that names another customer than the stored one is
// dropped at start, never shown. It is restored into the cache when the cabinet is offline (onlineManager, online.ts:
// the browser offline or the calls getting no answer); online, screens wait for the live answer as before. Offline the
// calls fail and the screens show the kept answers under 'As of …' (OfflineAsOf.tsx).
// ---------------------------------------------------------------------------------------------------------------

const KEY = sessionLocalKeys.keptCache;
/** How long after a change of the cache it is written (a burst of answers is written once). */
const WRITE_AFTER_MS = 1000;

function stored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The customer whose session the device holds ('customer:<phone digits>'), or null with none: read from the storage
 * itself, so a tab that has not heard of a logout elsewhere yet never writes a copy for a session that has ended.
 */
export function keptOwner(): string | null {
  const phone = stored<string>('userPhone')?.replace(/\D/g, '');
  return stored<{ token?: string }>('user')?.token && phone ? `customer:${phone}` : null;
}

/** The orders lists (not a signing check's polls): the queries whose answers are kept. */
const isKept = (query: Query) => {
  const [, list, status, more] = query.queryKey;
  return query.queryKey[0] === orderKeys.all[0] && list === 'list' && typeof status === 'string' && more === undefined;
};

/**
 * localStorage, written at most once a second, each copy stamped with the customer it is written for; a list this
 * page has not asked for stays as kept.
 */
interface StoragePersister extends Persister {
  restoreClient: () => PersistedClient | undefined;
  flush: () => void;
  cancel: () => void;
}

function storagePersister(): StoragePersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  const flush = () => {
    const copy = pending;
    const owner = keptOwner();
    cancel();
    if (!copy || !owner) return;
    const before = stored<PersistedClient>(KEY);
    const queries = [...copy.clientState.queries];
    if (before?.buster === owner)
      for (const query of before.clientState.queries) if (!queries.some((q) => q.queryHash === query.queryHash)) queries.push(query);
    try {
      localStorage.setItem(KEY, JSON.stringify({ ...copy, buster: owner, clientState: { ...copy.clientState, queries } }));
    } catch {
      // a full or refused storage: nothing is kept, the orders simply are not readable offline
    }
  };
  return {
    persistClient(copy) {
      pending = copy;
      timer ??= setTimeout(flush, WRITE_AFTER_MS);
    },
    restoreClient: () => stored<PersistedClient>(KEY) ?? undefined,
    removeClient() {
      cancel();
      localStorage.removeItem(KEY);
    },
    flush,
    cancel,
  };
}

/**
 * Keeps `client`'s orders lists for the store's session: drops a copy naming another customer, writes every change,
 * and restores the copy into the cache whenever the cabinet is offline. Returns the stop, which drops a write not yet
 * made.
 */
export function keepCache(client: QueryClient): () => void {
  // the prerender (vite/prerender.ts) renders without a browser: nothing to keep there
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return () => undefined;
  // a kept answer stays in the cache while no screen shows it: the copy is the cache
  client.setQueryDefaults(orderKeys.lists(), { gcTime: Infinity });
  const persister = storagePersister();
  const owner = keptOwner();
  if (persister.restoreClient()?.buster !== owner) persister.removeClient();
  const saving = {
    queryClient: client,
    persister,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) => isKept(query) && defaultShouldDehydrateQuery(query),
      shouldDehydrateMutation: () => false,
    },
  };
  const stopSaving = persistQueryClientSubscribe(saving);
  // this code comes in its own chunk: answers that arrived before it are kept too
  void persistQueryClientSave(saving);
  // offline, the kept answers fill what this page has not had (an answer of the page is newer and stays)
  const restore = () =>
    void persistQueryClientRestore({ queryClient: client, persister, buster: keptOwner() ?? '', maxAge: Infinity }).catch(() => undefined);
  if (!onlineManager.isOnline()) restore();
  const stopRestoring = onlineManager.subscribe((online) => {
    if (!online) restore();
  });
  // what arrived in the last second is written before the tab or the installed app goes away
  const leave = () => persister.flush();
  const hidden = () => {
    if (document.visibilityState === 'hidden') persister.flush();
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    stopSaving();
    stopRestoring();
    persister.cancel();
    window.removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', hidden);
  };
}

/** The call that tries the network while the calls fail with the browser online (online.ts): the live orders. */
export function probe(api: ApiClient): Promise<unknown> {
  return api.call(cabinet.ordersList, { params: { status: 'active' } });
}
