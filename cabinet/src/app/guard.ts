import type { RoutePasses } from '../shared/session/passes.ts';
import type { RouteDef } from './routes.ts';
import { pathTo } from '../shared/routing/paths.ts';

export interface GuardState {
  loggedIn: boolean;
  hasRegToken: boolean;
  /** Passes granted in this tab for the conditional routes (see shared/session/passes.ts). */
  passes?: RoutePasses;
  /** A login that just succeeded is still choosing its destination: stay on the public screen meanwhile. */
  signingIn?: boolean;
}

/**
 * The route guard of spec 1: where a visitor goes instead of `route`, or null when they may stay.
 * - public routes (auth screens, phone login, public support) send a logged-in user to `/`;
 * - registration-token routes need a token, else `/` (a logged-in user keeps the token until reg-step-2 is done);
 * - every other route needs a session, else `/auth`;
 * - a route with a `pass` (document-act, document-signed, support-request) also needs that pass, else `/`.
 */
export function redirectFor(route: Pick<RouteDef, 'access' | 'pass'>, state: GuardState): string | null {
  switch (route.access) {
    case 'any':
      return null;
    case 'public':
      return state.loggedIn && !state.signingIn ? pathTo('profile') : null;
    case 'regtoken':
      return state.hasRegToken ? null : pathTo('profile');
    case 'cabinet':
      if (!state.loggedIn) return pathTo('auth');
      if (route.pass && !state.passes?.[route.pass]) return pathTo('profile');
      return null;
  }
}
