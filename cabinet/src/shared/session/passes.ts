import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { sessionDraft, sessionKeys } from './drafts.ts';

/**
 * Route passes: `/document-act`, `/document-signed` and `/support-request` open only when the customer came
 * through the screen that leads there (spec 1: "redirect to / unless a condition holds"; the condition is ours,
 * recorded in docs/decisions.md). The leading screen grants the pass just before it navigates:
 *
 * ```ts
 * const grant = useSetAtom(grantRoutePassAtom);
 * grant('document-act');            // documents / order view: "Sign the act"
 * navigate('/document-act');
 * ```
 *
 * - `document-act`: granted by the documents or order screens when they open an act for signing;
 * - `document-signed`: granted by the signing screen once the signature is confirmed;
 * - `support-request`: granted by the support FAQ (`/support`) when the customer asks for tech support.
 *
 * Passes live in sessionStorage: a reload keeps them, a new tab or a new login does not; every session end
 * clears them (they are a `sessionDraft`).
 * A pass is not used up by a visit, so Back and reload keep working within the tab.
 */
export type RoutePass = 'document-act' | 'document-signed' | 'support-request';

export type RoutePasses = Partial<Record<RoutePass, true>>;

export const routePassesAtom = sessionDraft(
  atomWithStorage<RoutePasses>(
    sessionKeys.routePasses,
    {},
    createJSONStorage<RoutePasses>(() => sessionStorage),
    {
      getOnInit: true,
    },
  ),
);

/** Write-only: grant one pass (call it right before navigating to the route). */
export const grantRoutePassAtom = atom(null, (get, set, pass: RoutePass) => {
  set(routePassesAtom, { ...get(routePassesAtom), [pass]: true });
});

/** Write-only: drop one pass, or every pass when called without one. */
export const revokeRoutePassAtom = atom(null, (get, set, pass?: RoutePass) => {
  if (!pass) return set(routePassesAtom, {});
  const next = { ...get(routePassesAtom) };
  delete next[pass];
  set(routePassesAtom, next);
});
