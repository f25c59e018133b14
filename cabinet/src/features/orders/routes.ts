import { paths } from '../../shared/routing/paths.ts';
import { cabinetScreens, routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// The orders list's screens are one chunk; the order's page is a chunk of its own (its blocks are more than the list
// needs).
const screens = screensChunk('orders', () => import('./ordersScreens.ts'));
const orderView = screensChunk('orders', () => import('./orderView.ts'));
const row = cabinetScreens(screens);
const viewRow = cabinetScreens(orderView);
const data = routeData(() => import('./routeData.ts'));
const orderLists = data((m) => m.orderLists);

export const ordersRoutes: RouteRow[] = [
  row({
    path: paths.orders,
    name: 'orders',
    resting: true,
    screen: (m) => m.OrdersScreen,
    data: orderLists,
  }),
  row({
    path: paths.orderCheckStatus,
    name: 'order-view-check-status',
    screen: (m) => m.OrderCheckStatusScreen,
    data: data((m) => m.checkStatus),
  }),
  viewRow({
    path: paths.orderView,
    name: 'order-view',
    resting: true,
    screen: (m) => m.OrderViewScreen,
    data: orderLists,
  }),
];

/** Unknown paths show the orders list. */
export const ordersFallback: RouteRow = row({
  path: '*',
  name: 'not-found',
  resting: true,
  screen: (m) => m.OrdersScreen,
  data: orderLists,
});
