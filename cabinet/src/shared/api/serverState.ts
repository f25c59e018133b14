import { QueryClient } from '@tanstack/query-core';
import { atomWithInfiniteQuery, atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { isApiError } from '@sb/contracts';
import { onSessionReset } from '../session/drafts.ts';
import { setUpEveryStore, type AppStore } from './store.ts';

// ---------------------------------------------------------------------------------------------------------------
// The server-state runtime (jotai-tanstack-query over @tanstack/query-core), kept out of the shell: the first screen
// that reads or writes server state brings this module, which gives every app store its QueryClient and lets a
// session change replace it. The login page and the support pages never load it. Features take the query atoms
// from here, never from the packages (lint), so no atom can read a store before its client is in place.
// ---------------------------------------------------------------------------------------------------------------

/** The app's one QueryClient: no retry for client errors, one for the rest. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // a call that fails on the network fails where it is shown (its message and Retry), never paused behind
        // onlineManager: what was kept shows instead when there is any (shared/offline/asOf.ts), and the first answer
        // after the network returns refetches what is on screen
        networkMode: 'always',
        refetchOnReconnect: true,
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status !== undefined && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A client in use: mounted, so it follows onlineManager (what is on screen is asked for again when the
 * network returns, shared/offline/online.ts), and keeping the session's orders lists to read offline
 * (shared/offline/keptCache.ts, its own chunk: the first screen's code and calls never wait for it). Returns the stop.
 */
function putInUse(store: AppStore, client: QueryClient): () => void {
  client.mount();
  let stopKeeping: (() => void) | undefined;
  let stopped = false;
  void import('../offline/keptCache.ts').then(
    (m) => {
      if (!stopped) stopKeeping = m.keepCache(store, client);
    },
    () => undefined, // its chunk did not load: nothing is kept on this page
  );
  return () => {
    stopped = true;
    stopKeeping?.();
    client.unmount();
  };
}

// every store, made before this module or after, gets its client (a test may bring its own), and so each next one
setUpEveryStore((store, client) => {
  store.set(queryClientAtom, client ?? createQueryClient());
  let stop = putInUse(store, store.get(queryClientAtom));
  store.sub(queryClientAtom, () => {
    stop();
    stop = putInUse(store, store.get(queryClientAtom));
  });
});

/**
 * On every change of customer the QueryClient is replaced by a new one with the same defaults, not only emptied:
 * every query atom keeps its observer per client, and an observer of the old client would hand a remounted screen
 * the previous customer's last answer (a form would even take it as its starting values). The old client is
 * cleared, which cancels its fetches, so an answer for the previous customer lands nowhere.
 */
onSessionReset((get, set) => {
  const previous = get(queryClientAtom);
  set(queryClientAtom, new QueryClient({ defaultOptions: previous.getDefaultOptions() }));
  previous.clear();
});

export { atomWithInfiniteQuery, atomWithMutation, atomWithQuery, queryClientAtom };
