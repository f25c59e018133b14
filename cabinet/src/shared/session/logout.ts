import { atom } from 'jotai';
import { pendingTokenAtom, regTokenAtom, userAtom } from './atoms.ts';

/** The spec's pause between the confirmed logout and the login page. */
export const LOGOUT_REDIRECT_MS = 500;

/**
 * Write-only: ends the session in this tab (and, through the `user` key in localStorage, in every other tab).
 * The phone stays, so the login page offers it with an 'another user' link. Cached data, route passes and drafts
 * go with the session: the app store's session watcher clears them (lifecycle.ts), as for every other end.
 */
export const endSessionAtom = atom(null, (_get, set) => {
  set(userAtom, null);
  set(regTokenAtom, null);
  set(pendingTokenAtom, null);
});
