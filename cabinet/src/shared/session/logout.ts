import { atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { pendingTokenAtom, regTokenAtom, userAtom } from './atoms.ts';
import { routePassesAtom } from './passes.ts';

/** The spec's pause between the confirmed logout and the login page. */
export const LOGOUT_REDIRECT_MS = 500;

/**
 * Write-only: ends the session in this tab (and, through the `user` key in localStorage, in every other tab).
 * The phone stays, so the login page offers it with an 'another user' link; cached data and route passes go.
 */
export const endSessionAtom = atom(null, (get, set) => {
  set(userAtom, null);
  set(regTokenAtom, null);
  set(pendingTokenAtom, null);
  set(routePassesAtom, {});
  get(queryClientAtom).clear();
});
