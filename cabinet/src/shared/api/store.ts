import { atom, createStore } from 'jotai';
import type { QueryClient } from '@tanstack/query-core';
import { createApiClient, isApiError, type ApiClient } from '@sb/contracts';
import { reportReach } from '../offline/online.ts';
import { apiBase } from '../config/env.ts';
import { regTokenAtom, sessionEpochAtom, userAtom, userPhoneAtom } from '../session/atoms.ts';
import { watchSession } from '../session/lifecycle.ts';
import { adoptingFetch } from './firstCalls.ts';

export type AppStore = ReturnType<typeof createStore>;

type StoreSetUp = (store: AppStore, queryClient?: QueryClient) => void;
let setUp: StoreSetUp | null = null;
const waiting: Array<[AppStore, QueryClient | undefined]> = [];

/**
 * Builds the Jotai store that holds the session and, once a screen brings the server state's module
 * (`serverState.ts`), the QueryClient (`queryClientAtom`; `queryClient` is a test's own). The store watches its
 * session: every session end or change of customer clears the cached server state, route passes and drafts
 * (session/lifecycle.ts), whichever road it came by.
 */
export function createAppStore(queryClient?: QueryClient): AppStore {
  const store = createStore();
  if (setUp) setUp(store, queryClient);
  else waiting.push([store, queryClient]);
  watchSession(store);
  return store;
}

/** For `serverState.ts` alone: sets up every store made so far and every one made after. */
export function setUpEveryStore(fn: StoreSetUp): void {
  setUp = fn;
  for (const [store, queryClient] of waiting.splice(0)) fn(store, queryClient);
}

export const appStore = createAppStore();

/** Client time-out; the fault suite shortens it through localStorage `sb.timeoutMs`. */
function timeoutMs(): number {
  const v = typeof localStorage !== 'undefined' ? Number(localStorage.getItem('sb.timeoutMs')) : NaN;
  return Number.isFinite(v) && v > 0 ? v : 20_000;
}

/** Fired when the refresh failed: the shell sends the user to /auth with the phone kept. */
export const SESSION_ENDED_EVENT = 'sb:session-ended';

/**
 * Every call tells whether the server answered (shared/offline/online.ts): a call that fails on the network (or times
 * out) makes the cabinet offline with the browser saying online, the next answer of any call brings it back.
 */
function reportingReach(client: ApiClient): ApiClient {
  const call: ApiClient['call'] = (endpoint, args) =>
    client.call(endpoint, args).then(
      (answer) => {
        reportReach(true);
        return answer;
      },
      (e: unknown) => {
        if (isApiError(e)) reportReach(e.kind !== 'network' && e.kind !== 'timeout');
        throw e;
      },
    );
  return { options: client.options, call };
}

export function createClientFor(store: AppStore, fetchImpl?: typeof fetch): ApiClient {
  return reportingReach(
    createApiClient({
      baseUrls: apiBase,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
      timeoutMs: timeoutMs(),
      session: {
        // the session token; during registration and restore the registration token authorises set-password and
        // client-*-base (spec: "token header")
        getToken: () => store.get(userAtom)?.token ?? store.get(regTokenAtom) ?? null,
        getPhone: () => store.get(userPhoneAtom),
        // every change of customer moves it (session/lifecycle.ts): a call, its refresh and its replay belong to the
        // session they started in, so customer A's late answer never reaches B's session
        getEpoch: () => store.get(sessionEpochAtom),
        setToken: (token) => {
          if (store.get(userAtom)) store.set(userAtom, { token });
        },
        onSessionEnded: () => {
          // an expired registration token is not a session: the screen sends the user back to /register or /restore
          if (!store.get(userAtom)) return;
          // the session watcher clears the cached data, route passes and drafts
          store.set(userAtom, null);
          if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
        },
      },
    }),
  );
}

/** The one API client of the cabinet: every call goes through it (no fetch elsewhere); it takes the first script's answers. */
export const api = createClientFor(appStore, adoptingFetch);

/** The client as an atom, so query atoms read it with `get(apiAtom)` and tests inject one with a stubbed network. */
export const apiAtom = atom(api);
