import { QueryClient } from '@tanstack/query-core';
import { atomWithInfiniteQuery, atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { isApiError } from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The server-state runtime (jotai-tanstack-query over @tanstack/query-core): the app's QueryClient defaults and the
// query and mutation atoms. Every store gets its client as it is made (store.ts); features take the query atoms from
// here, never from the packages (lint).
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
      // a command fails where it is shown too (its message, and the form to send again), never paused until a call
      // of some other screen reaches the server
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** A new client with `previous`'s defaults: the next customer's. */
export const nextQueryClient = (previous: QueryClient): QueryClient => new QueryClient({ defaultOptions: previous.getDefaultOptions() });

export { atomWithInfiniteQuery, atomWithMutation, atomWithQuery, queryClientAtom };
