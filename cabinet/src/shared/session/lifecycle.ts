import { atom, type createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { pendingTokenAtom, sessionEpochAtom, userAtom, userPhoneAtom } from './atoms.ts';
import { FORM_DRAFT_PREFIX, sessionDrafts, sessionKeys, sessionLocalKeys } from './drafts.ts';
import { nextQueryClient, queryClientAtom } from '../api/serverState.ts';
import './passes.ts'; // the route passes are session drafts: registered before any session can end

// ---------------------------------------------------------------------------------------------------------------
// The one owner of "nothing of the previous customer survives". A session ends by logout, by a failed refresh,
// by a logout in another tab (the `user` key of localStorage), and a new one starts by a login, here or in
// another tab. Rather than each road remembering what to clear, the app store watches the session itself:
// whenever the session is gone or a different one begins, the cached server state (the QueryClient), the route
// passes and every `sessionDraft` go. A refreshed token of the same customer keeps everything.
// ---------------------------------------------------------------------------------------------------------------

type Store = ReturnType<typeof createStore>;

/**
 * Write-only: drops the previous customer's cached server state (the QueryClient is replaced), route passes and
 * drafts.
 */
export const clearSessionStateAtom = atom(null, (get, set) => {
  // what the session kept in localStorage goes first: the next session's cache must not restore it
  if (typeof localStorage !== 'undefined') for (const key of Object.values(sessionLocalKeys)) localStorage.removeItem(key);
  // the calls still out belong to the session that ended: the API client drops their answers and replays
  set(sessionEpochAtom, (n) => n + 1);
  // the QueryClient is replaced, not only emptied: every query atom keeps its observer per client, and an observer of
  // the old one would hand a remounted screen the previous customer's last answer; clearing the old one cancels its
  // fetches, so an answer for the previous customer lands nowhere
  const previous = get(queryClientAtom);
  set(queryClientAtom, nextQueryClient(previous));
  previous.clear();
  for (const draft of sessionDrafts()) set(draft, RESET);
  // what a feature not loaded yet keeps in the tab
  if (typeof sessionStorage !== 'undefined') {
    for (const key of Object.values(sessionKeys)) sessionStorage.removeItem(key);
    // and every form's draft, also of a form not shown in this tab since its reload
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(FORM_DRAFT_PREFIX)) sessionStorage.removeItem(key);
    }
  }
});

/**
 * Write-only: a logged-in session starts (the token of a login, SMS/PIN check or registration step). A login is
 * always a new session: over a token this tab still holds, the previous customer's state goes too.
 */
export const startSessionAtom = atom(null, (get, set, token: string) => {
  const held = get(userAtom)?.token ?? null;
  set(pendingTokenAtom, null);
  set(userAtom, { token });
  // from no session the watcher has cleared already
  if (held !== null && held !== token) set(clearSessionStateAtom);
});

/**
 * Subscribes `store` to its own session and clears the session state on every change of customer: the token
 * going (any session end), a token arriving where there was none (any login), and the stored phone changing
 * under a live session (another tab logged in as someone else). Subscribing also keeps the storage atoms
 * listening to other tabs while no screen reads them. Returns the unsubscribe.
 */
export function watchSession(store: Store): () => void {
  // The baseline is what the storage holds once subscribed: subscribing mounts the storage atoms, which read the
  // storage again (their first value was read when the module loaded). That read is the same customer, not a login.
  let ready = false;
  let token: string | null = null;
  let phone: string | null = null;
  const clear = () => store.set(clearSessionStateAtom);
  const offUser = store.sub(userAtom, () => {
    if (!ready) return;
    const next = store.get(userAtom)?.token ?? null;
    const previous = token;
    token = next;
    // token -> another token is a refresh (here or in another tab): the same customer
    if ((previous === null) !== (next === null)) clear();
  });
  const offPhone = store.sub(userPhoneAtom, () => {
    if (!ready) return;
    const next = store.get(userPhoneAtom);
    const previous = phone;
    phone = next;
    if (token !== null && previous !== null && next !== previous) clear();
  });
  token = store.get(userAtom)?.token ?? null;
  phone = store.get(userPhoneAtom);
  ready = true;
  // at start with no session, nothing a session kept stays (the copy of a stored customer is checked when restored)
  if (token === null && typeof localStorage !== 'undefined')
    for (const key of Object.values(sessionLocalKeys)) localStorage.removeItem(key);
  return () => {
    offUser();
    offPhone();
  };
}
