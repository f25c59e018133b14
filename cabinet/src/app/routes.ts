import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoutePass } from '../shared/session/passes.ts';
import { paths } from '../shared/routing/paths.ts';

/** Who may see a route (spec 1, route guard). */
export type Access = 'public' | 'cabinet' | 'regtoken' | 'any';
/** The layout a route's meta chooses. */
export type LayoutName = 'public' | 'auth' | 'cabinet';

export interface RouteDef {
  path: string;
  /** The spec's route name (meta name). */
  name: string;
  access: Access;
  layout: LayoutName;
  screen: LazyExoticComponent<ComponentType> & { preload?: () => Promise<unknown> };
  /** Guard condition: the route opens only with this pass (granted by the screen that leads there), else `/`. */
  pass?: RoutePass;
  /** The path carries the screen's filters: changing them (a replace) keeps the same screen mounted. */
  filtersInPath?: boolean;
}

// Route-level code splitting: each screen is its own chunk. `preload` fetches it ahead; once it is here the screen
// renders at once (a thenable that answers synchronously), with no Suspense fallback (main.tsx over a static copy).
// `alongside`: what the screen will need right after its first render (the part behind its data), fetched with the
// screen's chunk and not after it; its page preloads it as well (vite/serving.ts).
type Screen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
const s = (load: () => Promise<{ default: ComponentType }>, ...alongside: Array<() => Promise<unknown>>): Screen => {
  let loaded: { default: ComponentType } | undefined;
  const fetch = () => {
    // not awaited: the screen renders without them (its own fallback); a failure shows where they are rendered
    for (const also of alongside) also().catch(() => undefined);
    return load().then((m) => (loaded = m));
  };
  const screen = lazy(() => {
    const m = loaded;
    return m ? ({ then: (ok: (value: typeof m) => void) => ok(m) } as unknown as Promise<typeof m>) : fetch();
  });
  return Object.assign(screen, { preload: fetch });
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
    screen: s(() => import('../features/auth/routes/AuthPhoneScreen.tsx')),
  },
  {
    path: paths.login,
    name: 'login',
    access: 'public',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/LoginScreen.tsx')),
  },
  {
    path: paths.loginWithPhone,
    name: 'login-with-phone',
    access: 'public',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/LoginWithPhoneScreen.tsx')),
  },
  {
    path: paths.loginPass,
    name: 'login-by-login',
    access: 'public',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/LegacyLoginScreen.tsx')),
  },
  {
    path: paths.register,
    name: 'register',
    access: 'public',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/RegisterScreen.tsx')),
  },
  {
    path: paths.restore,
    name: 'restore',
    access: 'public',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/RestoreScreen.tsx')),
  },
  {
    path: paths.passUnknown,
    name: 'pass-unknown',
    access: 'public',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/PassUnknownScreen.tsx')),
  },
  {
    path: paths.supportPublic,
    name: 'support-public',
    access: 'public',
    layout: 'public',
    screen: s(() => import('../features/support/routes/SupportPublicScreen.tsx')),
  },
  // registration-token routes
  {
    path: paths.regPassword,
    name: 'make-password',
    access: 'regtoken',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/RegPasswordScreen.tsx')),
  },
  {
    path: paths.regStep1,
    name: 'register-user',
    access: 'regtoken',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/RegStep1Screen.tsx')),
  },
  {
    path: paths.regStep2,
    name: 'reg-step-2',
    access: 'regtoken',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/RegStep2Screen.tsx')),
  },
  {
    path: paths.restorePassword,
    name: 'restore-password',
    access: 'regtoken',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/RestorePasswordScreen.tsx')),
  },
  {
    path: paths.setPassword,
    name: 'set-password',
    access: 'regtoken',
    layout: 'auth',
    screen: s(() => import('../features/auth/routes/SetPasswordScreen.tsx')),
  },
  // cabinet routes
  {
    path: paths.profile,
    name: 'profile',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(
      () => import('../features/profile/routes/ProfileScreen.tsx'),
      // the forms of 'my data' (react-hook-form, the rules), which the screen shows with the profile's answer
      () => import('../features/profile/components/profileForms.ts'),
    ),
  },
  {
    path: paths.orders,
    name: 'orders',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(
      () => import('../features/orders/routes/OrdersScreen.tsx'),
      // the lists, which ask for both lists as soon as they are here
      () => import('../features/orders/components/OrdersLists.tsx').then((m) => m.prefetchOrderLists()),
    ),
  },
  {
    path: paths.orderCheckStatus,
    name: 'order-view-check-status',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/orders/routes/OrderCheckStatusScreen.tsx')),
  },
  {
    path: paths.orderView,
    name: 'order-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(
      () => import('../features/orders/routes/OrderViewScreen.tsx'),
      // the lock's block, which the order shows once it is here (OrderViewParts.tsx)
      () => import('../features/orders/components/LockBlock.tsx'),
    ),
  },
  {
    path: paths.documents,
    name: 'documents',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/documents/routes/DocumentsScreen.tsx')),
  },
  {
    path: paths.documentView,
    name: 'new-doc-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/documents/routes/DocumentViewScreen.tsx')),
  },
  {
    path: paths.documentSign,
    name: 'document-sign',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/documents/routes/DocumentSignScreen.tsx')),
  },
  {
    path: paths.documentAct,
    name: 'new-doc-act-view',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'document-act',
    screen: s(() => import('../features/documents/routes/DocumentActScreen.tsx')),
  },
  {
    path: paths.documentSigned,
    name: 'document-signed',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'document-signed',
    screen: s(() => import('../features/documents/routes/DocumentSignedScreen.tsx')),
  },
  {
    path: paths.createOrder,
    name: 'create-order',
    access: 'cabinet',
    layout: 'cabinet',
    filtersInPath: true,
    screen: s(() => import('../features/booking/routes/CreateOrderScreen.tsx')),
  },
  {
    path: paths.orderCreated,
    name: 'order-created',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/booking/routes/OrderCreatedScreen.tsx')),
  },
  {
    path: paths.storageBoxes,
    name: 'order-storage-boxes',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/booking/routes/StorageBoxesScreen.tsx')),
  },
  {
    path: paths.storageView,
    name: 'order-storage-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/booking/routes/StorageViewScreen.tsx')),
  },
  {
    path: paths.boxView,
    name: 'order-box-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/booking/routes/BoxViewScreen.tsx')),
  },
  {
    path: paths.support,
    name: 'support',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/support/routes/SupportScreen.tsx')),
  },
  {
    path: paths.supportRequest,
    name: 'support-request',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'support-request',
    screen: s(() => import('../features/support/routes/SupportRequestScreen.tsx')),
  },
  {
    path: paths.supportOrderHelp,
    name: 'support-order-help',
    access: 'cabinet',
    layout: 'cabinet',
    screen: s(() => import('../features/support/routes/SupportOrderHelpScreen.tsx')),
  },
];

/** Unknown paths show the orders list. */
export const fallbackRoute: RouteDef = {
  path: '*',
  name: 'not-found',
  access: 'cabinet',
  layout: 'cabinet',
  screen: s(
    () => import('../features/orders/routes/OrdersScreen.tsx'),
    () => import('../features/orders/components/OrdersLists.tsx').then((m) => m.prefetchOrderLists()),
  ),
};

/** Whether a path needs a session: every path but the public and registration-token routes (those take no params). */
export function needsSession(path: string): boolean {
  return !routes.some((r) => r.access !== 'cabinet' && r.path === path);
}
