import type { RouteDef } from './routes.ts';

export interface GuardState {
  loggedIn: boolean;
  hasRegToken: boolean;
}

/**
 * The route guard of spec 1: where a visitor goes instead of `route`, or null when they may stay.
 * Public routes send a logged-in user to `/`; registration-token routes need a token, else `/`; every other
 * route needs a session, else `/auth`.
 */
export function redirectFor(route: Pick<RouteDef, 'access'>, state: GuardState): string | null {
  switch (route.access) {
    case 'any':
      return null;
    case 'public':
      return state.loggedIn ? '/' : null;
    case 'regtoken':
      return state.hasRegToken ? null : '/';
    case 'cabinet':
      return state.loggedIn ? null : '/auth';
  }
}
