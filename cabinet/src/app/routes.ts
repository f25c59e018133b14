import type { FetchInfiniteQueryOptions, FetchQueryOptions } from '@tanstack/query-core';
import type { ApiClient } from '@sb/contracts';
import { regexparamMatch } from '../shared/routing/match.ts';
import type { RoutePass } from '../shared/session/passes.ts';
import { paths } from '../shared/routing/paths.ts';
import { loader, lazyPart, type LazyPart, type Loader } from '../shared/ui/lazyPart.tsx';
import { apiAtom, appStore, type AppStore } from '../shared/api/store.ts';
import { queryClientAtom } from '../shared/api/serverState.ts';
import { isLoggedInAtom, languageAtom } from '../shared/session/atoms.ts';
import {
  activeDocsOptions,
  checkStatusOptions,
  clientOptions,
  contractPagesOptions,
  ordersListOptions,
  filesOptions,
  legalRequisitesOptions,
  personalRequisitesOptions,
  placesOptions,
  sizesOptions,
} from '../shared/api/resources.ts';
import { chosenCityAtom, searchPlaces } from '../features/booking/model/cities.ts';
import { parseFilters } from '../features/booking/model/filters.ts';
import { addTexts, loadTexts, type Catalogue, type Feature } from './i18n/catalogue.ts';

/** Who may see a route (spec 1, route guard). */
export type Access = 'public' | 'cabinet' | 'regtoken' | 'any';
/** The layout a route's meta chooses. */
export type LayoutName = 'public' | 'auth' | 'cabinet';

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

export interface RouteDef {
  path: string;
  /** The spec's route name (meta name). */
  name: string;
  access: Access;
  layout: LayoutName;
  /** The screen: its feature's chunk, with the feature's texts in the customer's language. */
  screen: LazyPart<object>;
  /**
   * The calls whose answers the screen shows first (the shared query options of `shared/api/resources.ts`), asked
   * for together with the screen's code, never after it: on navigation, on intent (a link hovered, focused or
   * touched) and, for a stored session, by the entry before React renders. Cabinet routes only, with a session.
   */
  data?: (route: RouteData) => void;
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

/** A feature's chunk: its screens' code with their Russian texts, and the English ones at once when chosen. */
function feature<M extends { texts: Catalogue }>(name: Feature, code: () => Promise<M>): Loader<M> {
  return loader(() => {
    const language = appStore.get(languageAtom);
    const screens = code().then((m) => {
      addTexts('ru', name, m.texts);
      return m;
    });
    return Promise.all([screens, language === 'ru' ? screens : loadTexts(language, name)]).then(([m]) => m);
  });
}

// One chunk per feature: a customer moves between a feature's screens in one visit (the order page and the profile
// are chunks of their own: their blocks are more than the list or a way in needs). Below a route, `lazyPart` is the
// only split (the dialogs, the parts a customer opens later).
const auth = feature('auth', () => import('../features/auth/authScreens.ts'));
const support = feature('support', () => import('../features/support/supportScreens.ts'));
const profile = feature('profile', () => import('../features/profile/profileScreens.ts'));
const orders = feature('orders', () => import('../features/orders/ordersScreens.ts'));
const orderView = feature('orders', () => import('../features/orders/orderView.ts'));
const documents = feature('documents', () => import('../features/documents/documentsScreens.ts'));
const period = feature('documents', () => import('../features/documents/periodScreens.ts'));
const booking = feature('booking', () => import('../features/booking/bookingScreens.ts'));

const orderLists: RouteDef['data'] = ({ prefetch, api }) => {
  prefetch(ordersListOptions(api, 'active'));
  prefetch(ordersListOptions(api, 'history'));
};

/**
 * Every route of the spec (../shared/spec/routes.tsv). Paths use wouter's `:param` and `:param?` syntax.
 * Order matters: the first match wins; the last entry is the fallback (unknown paths show the orders list).
 */
export const routes: RouteDef[] = [
  // public (auth) routes
  {
    path: paths.auth,
    name: 'auth',
    access: 'public',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.AuthPhoneScreen),
  },
  {
    path: paths.login,
    name: 'login',
    access: 'public',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.LoginScreen),
  },
  {
    path: paths.loginWithPhone,
    name: 'login-with-phone',
    access: 'public',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.LoginWithPhoneScreen),
  },
  {
    path: paths.loginPass,
    name: 'login-by-login',
    access: 'public',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.LegacyLoginScreen),
  },
  {
    path: paths.register,
    name: 'register',
    access: 'public',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.RegisterScreen),
  },
  {
    path: paths.restore,
    name: 'restore',
    access: 'public',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.RestoreScreen),
  },
  {
    path: paths.passUnknown,
    name: 'pass-unknown',
    access: 'public',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.PassUnknownScreen),
  },
  {
    path: paths.supportPublic,
    name: 'support-public',
    resting: true,
    access: 'public',
    layout: 'public',
    screen: lazyPart(support, (m) => m.SupportPublicScreen),
  },
  // registration-token routes
  {
    path: paths.regPassword,
    name: 'make-password',
    access: 'regtoken',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.RegPasswordScreen),
  },
  {
    path: paths.regStep1,
    name: 'register-user',
    access: 'regtoken',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.RegStep1Screen),
  },
  {
    path: paths.regStep2,
    name: 'reg-step-2',
    access: 'regtoken',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.RegStep2Screen),
  },
  {
    path: paths.restorePassword,
    name: 'restore-password',
    access: 'regtoken',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.RestorePasswordScreen),
  },
  {
    path: paths.setPassword,
    name: 'set-password',
    access: 'regtoken',
    layout: 'auth',
    screen: lazyPart(auth, (m) => m.SetPasswordScreen),
  },
  // cabinet routes
  {
    path: paths.profile,
    name: 'profile',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(profile, (m) => m.ProfileScreen),
    // the requisites of the customer's kind as soon as the profile says which (legal_type 1: an organisation)
    data: ({ ask, prefetch, api }) => {
      prefetch(filesOptions(api));
      void ask(clientOptions(api)).then((client) => {
        if (client) prefetch(client.legal_type === 1 ? legalRequisitesOptions(api) : personalRequisitesOptions(api));
      });
    },
  },
  {
    path: paths.orders,
    name: 'orders',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(orders, (m) => m.OrdersScreen),
    data: orderLists,
  },
  {
    path: paths.orderCheckStatus,
    name: 'order-view-check-status',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(orders, (m) => m.OrderCheckStatusScreen),
    data: ({ prefetch, api, params }) => prefetch(checkStatusOptions(api, Number(params.orderNumber))),
  },
  {
    path: paths.orderView,
    name: 'order-view',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(orderView, (m) => m.OrderViewScreen),
    data: orderLists,
  },
  {
    path: paths.documents,
    name: 'documents',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(documents, (m) => m.DocumentsScreen),
    data: ({ prefetch, prefetchPages, api }) => {
      prefetchPages(contractPagesOptions(api, 'active'));
      prefetchPages(contractPagesOptions(api, 'history'));
      prefetch(activeDocsOptions(api));
      prefetch(ordersListOptions(api, 'active'));
    },
  },
  {
    path: paths.documentsPeriod,
    name: 'documents-period',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(period, (m) => m.PeriodScreen),
  },
  {
    path: paths.documentsStatement,
    name: 'documents-statement',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(period, (m) => m.StatementScreen),
    data: orderLists,
  },
  {
    path: paths.documentView,
    name: 'new-doc-view',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(documents, (m) => m.DocumentViewScreen),
  },
  {
    path: paths.documentSign,
    name: 'document-sign',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(documents, (m) => m.DocumentSignScreen),
  },
  {
    path: paths.documentAct,
    name: 'new-doc-act-view',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'document-act',
    screen: lazyPart(documents, (m) => m.DocumentActScreen),
  },
  {
    path: paths.documentSigned,
    name: 'document-signed',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'document-signed',
    screen: lazyPart(documents, (m) => m.DocumentSignedScreen),
  },
  {
    path: paths.createOrder,
    name: 'create-order',
    access: 'cabinet',
    layout: 'cabinet',
    filtersInPath: true,
    screen: lazyPart(booking, (m) => m.CreateOrderScreen),
    // the sizes of the shown city's warehouses as soon as the places are here, not once the screen has rendered
    data: ({ ask, prefetch, api, params, store }) =>
      void ask(placesOptions(api)).then((places) => {
        if (!places) return;
        const { cityPlaces } = searchPlaces(places, parseFilters(params).places, store.get(chosenCityAtom));
        prefetch(
          sizesOptions(
            api,
            cityPlaces.map((p) => p.code),
          ),
        );
      }),
  },
  {
    path: paths.orderCreated,
    name: 'order-created',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(booking, (m) => m.OrderCreatedScreen),
  },
  {
    path: paths.storageBoxes,
    name: 'order-storage-boxes',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(booking, (m) => m.StorageBoxesScreen),
  },
  {
    path: paths.storageView,
    name: 'order-storage-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(booking, (m) => m.StorageViewScreen),
  },
  {
    path: paths.boxView,
    name: 'order-box-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(booking, (m) => m.BoxViewScreen),
  },
  {
    path: paths.support,
    name: 'support',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(support, (m) => m.SupportScreen),
  },
  {
    path: paths.supportRequest,
    name: 'support-request',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'support-request',
    screen: lazyPart(support, (m) => m.SupportRequestScreen),
  },
  {
    path: paths.supportOrderHelp,
    name: 'support-order-help',
    access: 'cabinet',
    layout: 'cabinet',
    screen: lazyPart(support, (m) => m.SupportOrderHelpScreen),
  },
];

/** Unknown paths show the orders list. */
export const fallbackRoute: RouteDef = {
  path: '*',
  name: 'not-found',
  access: 'cabinet',
  resting: true,
  layout: 'cabinet',
  screen: lazyPart(orders, (m) => m.OrdersScreen),
  data: orderLists,
};

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
  const calls: Promise<unknown>[] = [];
  // the calls first: a few hundred bytes each, they go out ahead of the chunks on the browser's six connections
  if (route.data && route.access === 'cabinet' && store.get(isLoggedInAtom)) {
    const client = store.get(queryClientAtom);
    route.data({
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
  }
  void route.screen.preload();
  return Promise.all(calls).then(() => undefined);
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
