import { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/query-core';
import { createQueryClient, queryClientAtom } from './serverState.ts';
import { apiAtom, createClientFor } from './apiClient.ts';
import { setProbe } from '../offline/online.ts';
import { watchSession } from '../session/lifecycle.ts';
import { adoptingFetch } from './firstCalls.ts';
import { isLoggedInAtom } from '../session/atoms.ts';

export type AppStore = ReturnType<typeof createStore>;

/** The kept cache's chunk: it also holds the probe (the live orders), so the entry carries no endpoint's schema. */
const kept = () => import('../offline/keptCache.ts');

/**
 * A client in use: mounted, so it follows onlineManager (what is on screen is asked for again when the network
 * returns, shared/offline/online.ts), and, with a session, keeping its orders lists to read offline
 * (shared/offline/keptCache.ts, its own chunk: the first screen's code and calls never wait for it). Returns the stop.
 */
function putInUse(store: AppStore, client: QueryClient): () => void {
  client.mount();
  let stopKeeping: (() => void) | undefined;
  let stopped = false;
  // a visitor has nothing to keep (a login replaces the client, so its session keeps its own); asked once the store
  // watches its session, which reads the stored one
  void Promise.resolve().then(() => {
    if (stopped || !store.get(isLoggedInAtom)) return;
    kept().then(
      (m) => {
        if (!stopped) stopKeeping = m.keepCache(client);
      },
      () => undefined, // its chunk did not load: nothing is kept on this page
    );
  });
  // while the calls fail with the browser online, the live orders are what tries the network
  setProbe(() => kept().then((m) => m.probe(store.get(apiAtom))));
  return () => {
    stopped = true;
    stopKeeping?.();
    client.unmount();
  };
}

/**
 * Builds a Jotai store with its QueryClient (`queryClientAtom`; `queryClient` is a test's own) and its API client.
 * The store watches its session: every session end or change of customer replaces the QueryClient and clears the
 * route passes and drafts (session/lifecycle.ts), whichever road it came by.
 */
export function createAppStore(queryClient?: QueryClient, fetchImpl?: typeof fetch): AppStore {
  const store = createStore();
  store.set(queryClientAtom, queryClient ?? createQueryClient());
  let stop = putInUse(store, store.get(queryClientAtom));
  store.sub(queryClientAtom, () => {
    stop();
    stop = putInUse(store, store.get(queryClientAtom));
  });
  store.set(apiAtom, createClientFor(store, fetchImpl));
  watchSession(store);
  return store;
}

/** The cabinet's store: its client takes the first script's early answers (firstCalls.ts). */
export const appStore = createAppStore(undefined, adoptingFetch);
