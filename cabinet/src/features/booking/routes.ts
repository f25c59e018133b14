import { paths } from '../../shared/routing/paths.ts';
import { routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// Booking's screens: one chunk; a customer walks through them in one visit.
const screens = screensChunk('booking', () => import('./bookingScreens.ts'));
const data = routeData(() => import('./routeData.ts'));

export const bookingRoutes: RouteRow[] = [
  {
    path: paths.createOrder,
    name: 'create-order',
    access: 'cabinet',
    layout: 'cabinet',
    filtersInPath: true,
    screen: { chunk: screens, pick: (m) => m.CreateOrderScreen },
    data: data((m) => m.search),
  },
  {
    path: paths.orderCreated,
    name: 'order-created',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.OrderCreatedScreen },
    data: data((m) => m.created),
  },
  {
    path: paths.storageBoxes,
    name: 'order-storage-boxes',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.StorageBoxesScreen },
    data: data((m) => m.storageBoxes),
  },
  {
    path: paths.storageView,
    name: 'order-storage-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.StorageViewScreen },
    data: data((m) => m.storageView),
  },
  {
    path: paths.boxView,
    name: 'order-box-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.BoxViewScreen },
    data: data((m) => m.boxView),
  },
];
