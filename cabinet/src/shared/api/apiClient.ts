import { atom, type createStore } from 'jotai';
import { createApiClient, isApiError, type ApiClient } from '@sb/contracts';
import { reportReach } from '../offline/online.ts';
import { apiBase } from '../config/env.ts';
import { regTokenAtom, sessionEpochAtom, userAtom, userPhoneAtom } from '../session/atoms.ts';

/** The stores a client reads its session from (the app's, a test's). */
type Store = Pick<ReturnType<typeof createStore>, 'get' | 'set'>;

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

export function createClientFor(store: Store, fetchImpl?: typeof fetch): ApiClient {
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

/**
 * The one API client of a store (every call goes through it, no fetch elsewhere), as an atom: query atoms read it
 * with `get(apiAtom)`. Each store sets its own as it is made (store.ts); a test injects one with a stubbed network.
 */
export const apiAtom = atom(undefined as unknown as ApiClient);
