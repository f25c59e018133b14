import { regexparamMatch } from '../shared/routing/match.ts';
import { loader, lazyPart, type LazyPart, type Loader } from '../shared/ui/lazyPart.tsx';
import { appStore, type AppStore } from '../shared/api/store.ts';
import { languageAtom } from '../shared/session/atoms.ts';
import { startData, type RouteData, type RouteRow, type ScreensChunk } from '../shared/routing/route.ts';
import { authRoutes, registrationRoutes } from '../features/auth/routes.ts';
import { supportPublicRoutes, supportRoutes } from '../features/support/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { ordersFallback, ordersRoutes } from '../features/orders/routes.ts';
import { documentsRoutes } from '../features/documents/routes.ts';
import { bookingRoutes } from '../features/booking/routes.ts';
import { addTexts, loadTexts, type Catalogue } from './i18n/catalogue.ts';

export type { Access, LayoutName, RouteData } from '../shared/routing/route.ts';

/** A feature's route row with its screen made a lazy part: its chunk, with the feature's texts in the customer's language. */
export interface RouteDef extends Omit<RouteRow, 'screen'> {
  screen: LazyPart<object>;
}

const chunks = new Map<ScreensChunk, Loader<{ texts: Catalogue }>>();
/** One loader per chunk of screens: its code with its Russian texts, and the English ones at once when chosen. */
function loaderOf(screens: ScreensChunk): Loader<{ texts: Catalogue }> {
  const { feature, code } = screens;
  let chunk = chunks.get(screens);
  if (!chunk) {
    chunk = loader(() => {
      const language = appStore.get(languageAtom);
      const module = code().then((m: { texts: Catalogue }) => {
        addTexts('ru', feature, m.texts);
        return m;
      });
      return Promise.all([module, language === 'ru' ? module : loadTexts(language, feature)]).then(([m]) => m);
    });
    chunks.set(screens, chunk);
  }
  return chunk;
}

const route = (row: RouteRow): RouteDef => ({ ...row, screen: lazyPart(loaderOf(row.screen.chunk), row.screen.pick) });

/**
 * Every route of the spec (../shared/spec/routes.tsv), each feature's rows (`features/<f>/routes.ts`). Paths use
 * wouter's `:param` and `:param?` syntax. Order matters: the first match wins.
 */
export const routes: RouteDef[] = [
  ...authRoutes,
  ...supportPublicRoutes,
  ...registrationRoutes,
  ...profileRoutes,
  ...ordersRoutes,
  ...documentsRoutes,
  ...bookingRoutes,
  ...supportRoutes,
].map(route);

/** Unknown paths show the orders list. */
export const fallbackRoute: RouteDef = route(ordersFallback);

/** The route a path opens (the fallback for an unknown one) and its parameters. */
export function matchPath(path: string): { route: RouteDef; params: Record<string, string | undefined> } {
  for (const route of routes) {
    const params = regexparamMatch(route.path, path);
    if (params) return { route, params };
  }
  return { route: fallbackRoute, params: {} };
}

/**
 * Starts what a route needs, its code and its data, at once: on navigation (App), on intent (a link) and before
 * the first render (main.tsx). Asking again is free: the code is fetched once, a fresh answer is not asked again.
 * Returns when the route's calls have answered (or failed): the first render of a worker-served visit waits for it.
 */
export function startRoute(route: RouteDef, params: RouteData['params'], store: AppStore = appStore): Promise<void> {
  // the calls first: a few hundred bytes each, they go out ahead of the chunks on the browser's six connections
  const calls = startData(route, params, store);
  void route.screen.preload();
  return calls;
}

/** `startRoute` for the route a path opens. */
export function startPath(path: string, store: AppStore = appStore): void {
  const { route, params } = matchPath(path.split(/[?#]/)[0] ?? path);
  void startRoute(route, params, store);
}

/** Whether a reload on this path loses nothing (a `resting` route's): where a waiting new version may take over. */
export function restingPath(path: string): boolean {
  return matchPath(path.split(/[?#]/)[0] ?? path).route.resting === true;
}

/** Whether a path needs a session: every path but the public and registration-token routes (those take no params). */
export function needsSession(path: string): boolean {
  return !routes.some((r) => r.access !== 'cabinet' && r.path === path);
}
