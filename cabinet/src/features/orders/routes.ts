import { paths } from '../../shared/routing/paths.ts';
import { routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// The orders list's screens are one chunk; the order's page is a chunk of its own (its blocks are more than the list
// needs).
const screens = screensChunk('orders', () => import('./ordersScreens.ts'));
const orderView = screensChunk('orders', () => import('./orderView.ts'));
const data = routeData(() => import('./routeData.ts'));
const orderLists = data((m) => m.orderLists);

export const ordersRoutes: RouteRow[] = [
  {
    path: paths.orders,
    name: 'orders',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.OrdersScreen },
    data: orderLists,
  },
  {
    path: paths.orderCheckStatus,
    name: 'order-view-check-status',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.OrderCheckStatusScreen },
    data: data((m) => m.checkStatus),
  },
  {
    path: paths.orderView,
    name: 'order-view',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: orderView, pick: (m) => m.OrderViewScreen },
    data: orderLists,
  },
];

/** Unknown paths show the orders list. */
export const ordersFallback: RouteRow = {
  path: '*',
  name: 'not-found',
  access: 'cabinet',
  resting: true,
  layout: 'cabinet',
  screen: { chunk: screens, pick: (m) => m.OrdersScreen },
  data: orderLists,
};
