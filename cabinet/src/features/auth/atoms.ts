import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { queryClientAtom } from '../../shared/api/serverState.ts';
import { pathTo } from '../../shared/routing/paths.ts';
import { regTokenAtom, signingInAtom, userAtom } from '../../shared/session/atoms.ts';
import { startSessionAtom } from '../../shared/session/lifecycle.ts';
import { destinationAfterLogin, hasName } from './afterLogin.ts';

/** Which flow holds the registration token, so an expired token returns to /register or /restore. */
export type AuthFlow = 'register' | 'restore' | 'set-password';
export const authFlowAtom = atomWithStorage<AuthFlow>(
  'sb.authFlow',
  'register',
  createJSONStorage<AuthFlow>(() => sessionStorage),
  { getOnInit: true },
);

/** The phone (11 digits) an SMS code was sent to on /register, /restore or /pass-unknown. */
export const codePhoneAtom = atom<string | null>(null);

/**
 * Write-only: a login succeeded with `token`. Stores the session, works out the destination (requisites, active
 * orders) while the guard keeps the user where they are, and resolves with the path to navigate to.
 */
export const completeLoginAtom = atom(null, async (get, set, token: string): Promise<string> => {
  set(signingInAtom, true);
  set(startSessionAtom, token);
  try {
    // once the store has told its watchers of the new session (they clear the last customer's state and start a
    // new session epoch when this write returns), so these calls belong to the new session and are not dropped
    await Promise.resolve();
    return await destinationAfterLogin(get(queryClientAtom), get(apiAtom));
  } catch {
    return '/';
  }
});

/** Write-only: the destination is known; the guard may act again (call it in the same tick as navigate). */
export const finishSigningInAtom = atom(null, (_get, set) => set(signingInAtom, false));

/** Write-only: the registration is finished (step 2 saved or skipped): the registration token goes. */
export const finishRegistrationAtom = atom(null, (_get, set) => set(regTokenAtom, null));

/** Write-only: the registration token became the session (restore, set-password, reg-step-1). */
export const promoteRegTokenAtom = atom(null, (get, set, token?: string) => {
  const t = token ?? get(regTokenAtom);
  if (t) set(userAtom, { token: t });
});

/**
 * Write-only: a restore or first-time password was saved. The registration token becomes the session; a profile
 * without a name finishes the registration at /reg-step-1, else the login rules apply and the token goes. Resolves
 * with the path to navigate to (call `finishSigningInAtom` with the navigation).
 */
export const completeRestoreAtom = atom(null, async (get, set): Promise<string> => {
  set(signingInAtom, true);
  set(promoteRegTokenAtom);
  // the new session's client and epoch, once the watchers have run (as for a login)
  await Promise.resolve();
  const queryClient = get(queryClientAtom);
  const api = get(apiAtom);
  if (!(await hasName(queryClient, api).catch(() => true))) return pathTo('regStep1');
  const destination = await destinationAfterLogin(queryClient, api);
  set(regTokenAtom, null);
  return destination;
});
