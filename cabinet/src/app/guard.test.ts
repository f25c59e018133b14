import { redirectFor, type GuardState } from './guard.ts';
import { fallbackRoute, routes } from './routes.ts';

const anonymous: GuardState = { loggedIn: false, hasRegToken: false };
const registering: GuardState = { loggedIn: false, hasRegToken: true };
const customer: GuardState = { loggedIn: true, hasRegToken: false };
const customerFinishingRegistration: GuardState = { loggedIn: true, hasRegToken: true };
const customerWithPasses: GuardState = {
  loggedIn: true,
  hasRegToken: false,
  passes: { 'document-act': true, 'document-signed': true, 'support-request': true },
};

function route(path: string) {
  const found = path === '*' ? fallbackRoute : routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

const publicPaths = ['/auth', '/login', '/login-with-phone', '/login-pass', '/register', '/restore', '/pass-unknown', '/support-public'];
const regTokenPaths = ['/reg-password', '/reg-step-1', '/reg-step-2', '/restore-password', '/set-password'];
const cabinetPaths = [
  '/',
  '/orders',
  '/order-view/:orderNumber',
  '/order-view/:orderNumber/check-status',
  '/documents',
  '/documents/period',
  '/documents/statement',
  '/document-view/:docId',
  '/document-sign/:docId',
  '/create-order/:wh_ids?/:sizes?/:av?',
  '/order-created/:orderId',
  '/order-storage-boxes/wh_id/:wh_id/size/:size',
  '/order-storage-view/:wh_code',
  '/order-box-view/:wh_id/:box_id',
  '/support',
  '/support-order-help',
  '*',
];
const passPaths = ['/document-act', '/document-signed', '/support-request'];

// (who, route) -> where they land; null = they stay
const table: Array<[string, GuardState, string, string | null]> = [
  ...publicPaths.map((p): [string, GuardState, string, string | null] => ['anonymous', anonymous, p, null]),
  ...publicPaths.map((p): [string, GuardState, string, string | null] => ['customer', customer, p, '/']),
  ...regTokenPaths.map((p): [string, GuardState, string, string | null] => ['anonymous', anonymous, p, '/']),
  ...regTokenPaths.map((p): [string, GuardState, string, string | null] => ['registering', registering, p, null]),
  ...regTokenPaths.map((p): [string, GuardState, string, string | null] => ['customer', customer, p, '/']),
  ['customer finishing registration', customerFinishingRegistration, '/reg-step-2', null],
  ...cabinetPaths.map((p): [string, GuardState, string, string | null] => ['anonymous', anonymous, p, '/auth']),
  ...cabinetPaths.map((p): [string, GuardState, string, string | null] => ['registering', registering, p, '/auth']),
  ...cabinetPaths.map((p): [string, GuardState, string, string | null] => ['customer', customer, p, null]),
  ...passPaths.map((p): [string, GuardState, string, string | null] => ['anonymous', anonymous, p, '/auth']),
  ...passPaths.map((p): [string, GuardState, string, string | null] => ['customer without a pass', customer, p, '/']),
  ...passPaths.map((p): [string, GuardState, string, string | null] => ['customer with the pass', customerWithPasses, p, null]),
  ['customer signing in', { loggedIn: true, hasRegToken: false, signingIn: true }, '/login', null],
  ['customer with another pass', { loggedIn: true, hasRegToken: false, passes: { 'support-request': true } }, '/document-act', '/'],
];

describe('given the route guard', () => {
  it.each(table.map(([who, state, path, expected]) => [who, path, String(expected ?? 'stays'), state, expected] as const))(
    'should send the %s on %s to %s',
    (_who, path, _label, state, expected) => {
      expect(redirectFor(route(path), state)).toBe(expected);
    },
  );

  it('should cover every route of the table', () => {
    const covered = new Set([...publicPaths, ...regTokenPaths, ...cabinetPaths, ...passPaths]);
    expect(routes.filter((r) => !covered.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('should show the orders list for an unknown path', () => {
    expect(fallbackRoute.screen).toBeDefined();
    expect(fallbackRoute.access).toBe('cabinet');
  });
});
