import type { ComponentType } from 'react';
import type { FetchInfiniteQueryOptions, FetchQueryOptions } from '@tanstack/query-core';
import type { ApiClient } from '@sb/contracts';
import type { RoutePass } from '../session/passes.ts';
import { type AppStore } from '../api/store.ts';
import { apiAtom } from '../api/apiClient.ts';
import { queryClientAtom } from '../api/serverState.ts';
import { isLoggedInAtom, regTokenAtom } from '../session/atoms.ts';

// What a feature's `routes.ts` declares: its route rows (path, access, layout, the data it starts) and, for each,
// which of its lazy screens shows. The app lists the features' rows (app/routes.ts) and turns each into a route.

/** Who may see a route (spec 1, route guard). */
export type Access = 'public' | 'cabinet' | 'regtoken' | 'any';
/** The layout a route's meta chooses. */
export type LayoutName = 'public' | 'auth' | 'cabinet';
/** A feature's folder: its texts are `features/<feature>/i18n/<language>.json`. */
export type Feature = 'auth' | 'orders' | 'documents' | 'booking' | 'profile' | 'support';
/** A feature's Russian texts, shipped in its screens' chunk. */
export type Texts = Record<string, unknown>;

/** What a route's `data` is handed: its path's parameters and a way to ask for a query ahead of its screen. */
export interface RouteData {
  params: Record<string, string | undefined>;
  api: ApiClient;
  /** Starts a query (under the key the screen's atom reads) unless its answer is fresh; never throws. */
  prefetch: (options: FetchQueryOptions<any, any, any, any>) => void;
  prefetchPages: (options: FetchInfiniteQueryOptions<any, any, any, any, any>) => void;
  /** `prefetch` whose answer a dependent call needs (undefined when it failed): both go out before the code is here. */
  ask: <T>(options: FetchQueryOptions<T, any, T, any>) => Promise<T | undefined>;
  /** The store the screen will read (a choice made earlier in the session decides what it shows). */
  store: AppStore;
}

/** A feature's lazy chunk of screens: its code (with the feature's Russian texts) fetched on first use. */
export interface ScreensChunk<M extends { texts: Texts } = any> {
  feature: Feature;
  code: () => Promise<M>;
}

/** One route of a feature: everything but its screen's code is here, eagerly; the screen is picked from a chunk. */
export interface RouteRow<M extends { texts: Texts } = any> {
  path: string;
  /** The spec's route name (meta name). */
  name: string;
  access: Access;
  layout: LayoutName;
  /** The screen: a component of the feature's chunk. */
  screen: { chunk: ScreensChunk<M>; pick: (module: M) => ComponentType<object> };
  /**
   * The calls whose answers the screen shows first, built on the same query options its atoms read, asked for
   * together with the screen's code, never after it: on navigation, on intent (a link hovered, focused or touched)
   * and, for a stored session, by the entry before React renders. Only when the route is open to the visitor: a
   * cabinet route with a session, a registration-token route with its token. It lives in the feature's
   * `routeData.ts` (`routeData`): a small chunk of its own, so the ways in never load the cabinet's data layer.
   */
  data?: LazyData;
  /** Guard condition: the route opens only with this pass (granted by the screen that leads there), else `/`. */
  pass?: RoutePass;
  /** The path carries the screen's filters: changing them (a replace) keeps the same screen mounted. */
  filtersInPath?: boolean;
  /**
   * A reload here loses nothing: the screen's state lives in its address and the server (no flow in progress, no
   * in-tab choice a next step needs). A waiting new version takes over by itself only on a move between two of these.
   */
  resting?: true;
}

/** What a route runs to start its calls. */
export type StartCalls = (route: RouteData) => void;

/** A route's `data`: picked from its feature's `routeData.ts`, fetched (a few kB) with the screen's code. */
export interface LazyData<M = any> {
  code: () => Promise<M>;
  pick: (module: M) => StartCalls;
}

/**
 * A feature's route data (`code` is the `import()` of its `routeData.ts`: one chunk per feature): `routeData(code)(pick)`
 * gives a row's `data`.
 */
export const routeData =
  <M>(code: () => Promise<M>) =>
  (pick: (module: M) => StartCalls): LazyData<M> => ({ code, pick });

/** A chunk of a feature's screens (`code` is its `import()`: one chunk per call site). */
export const screensChunk = <M extends { texts: Texts }>(feature: Feature, code: () => Promise<M>): ScreensChunk<M> => ({ feature, code });

/** A row of a logged-in screen as a feature writes it: the screen picked from the chunk, access and layout `cabinet`. */
export type CabinetRowSpec<M extends { texts: Texts }> = Omit<RouteRow<M>, 'access' | 'layout' | 'screen'> & {
  screen: (module: M) => ComponentType<object>;
};

/**
 * The rows of a feature's logged-in screens from one chunk: `const row = cabinetScreens(screens)`, then
 * `row({ path, name, screen: (m) => m.XScreen, data })`.
 */
export const cabinetScreens =
  <M extends { texts: Texts }>(chunk: ScreensChunk<M>) =>
  ({ screen, ...row }: CabinetRowSpec<M>): RouteRow<M> => ({
    ...row,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk, pick: screen },
  });

/** Whether a route's calls may go out: its screen is open to the visitor (a session, a registration token). */
function open(access: Access, store: AppStore): boolean {
  if (access === 'cabinet') return store.get(isLoggedInAtom);
  if (access === 'regtoken') return Boolean(store.get(regTokenAtom));
  return true;
}

/** Runs a route's `data` against `store` when the route is open. Returns when its calls have answered (or failed). */
export function startData(row: Pick<RouteRow, 'data' | 'access'>, params: RouteData['params'], store: AppStore): Promise<void> {
  const { data } = row;
  if (!data || !open(row.access, store)) return Promise.resolve();
  // a chunk that did not load starts nothing: the screen's atoms ask for their data as they mount
  return data.code().then(
    (module) => run(data.pick(module), params, store),
    () => undefined,
  );
}

function run(start: StartCalls, params: RouteData['params'], store: AppStore): Promise<void> {
  const calls: Promise<unknown>[] = [];
  const client = store.get(queryClientAtom);
  start({
    params,
    api: store.get(apiAtom),
    prefetch: (options) => void calls.push(client.prefetchQuery(options)),
    prefetchPages: (options) => void calls.push(client.prefetchInfiniteQuery(options)),
    ask: (options) => {
      const answer = client.fetchQuery(options).catch(() => undefined);
      calls.push(answer);
      return answer;
    },
    store,
  });
  return Promise.all(calls).then(() => undefined);
}
