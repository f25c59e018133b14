import { paths } from '../../shared/routing/paths.ts';
import { cabinetScreens, routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// Booking's screens: one chunk; a customer walks through them in one visit.
const screens = screensChunk('booking', () => import('./bookingScreens.ts'));
const row = cabinetScreens(screens);
const data = routeData(() => import('./routeData.ts'));

export const bookingRoutes: RouteRow[] = [
  row({
    path: paths.createOrder,
    name: 'create-order',
    filtersInPath: true,
    screen: (m) => m.CreateOrderScreen,
    data: data((m) => m.search),
  }),
  row({
    path: paths.orderCreated,
    name: 'order-created',
    screen: (m) => m.OrderCreatedScreen,
    data: data((m) => m.created),
  }),
  row({
    path: paths.storageBoxes,
    name: 'order-storage-boxes',
    screen: (m) => m.StorageBoxesScreen,
    data: data((m) => m.storageBoxes),
  }),
  row({
    path: paths.storageView,
    name: 'order-storage-view',
    screen: (m) => m.StorageViewScreen,
    data: data((m) => m.storageView),
  }),
  row({
    path: paths.boxView,
    name: 'order-box-view',
    screen: (m) => m.BoxViewScreen,
    data: data((m) => m.boxView),
  }),
];
