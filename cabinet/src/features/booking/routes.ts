import { paths } from '../../shared/routing/paths.ts';
import { screensChunk, type RouteRow } from '../../shared/routing/route.ts';
import { catalogOptions, cellOptions, placeOptions, placesOptions, sizesOptions } from './api/places.ts';
import { ordersListOptions } from '../../shared/api/orders.ts';
import { chosenCityAtom, searchPlaces } from './model/cities.ts';
import { parseFilters } from './model/filters.ts';

// Booking's screens: one chunk; a customer walks through them in one visit.
const screens = screensChunk('booking', () => import('./bookingScreens.ts'));

export const bookingRoutes: RouteRow[] = [
  {
    path: paths.createOrder,
    name: 'create-order',
    access: 'cabinet',
    layout: 'cabinet',
    filtersInPath: true,
    screen: { chunk: screens, pick: (m) => m.CreateOrderScreen },
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
    screen: { chunk: screens, pick: (m) => m.OrderCreatedScreen },
    data: ({ prefetch, api }) => prefetch(ordersListOptions(api, 'active')),
  },
  {
    path: paths.storageBoxes,
    name: 'order-storage-boxes',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.StorageBoxesScreen },
    data: ({ prefetch, api, params }) => {
      prefetch(placeOptions(api, params.wh_id ?? ''));
      prefetch(catalogOptions(api, params.wh_id ?? ''));
    },
  },
  {
    path: paths.storageView,
    name: 'order-storage-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.StorageViewScreen },
    data: ({ prefetch, api, params }) => prefetch(placeOptions(api, params.wh_code ?? '')),
  },
  {
    path: paths.boxView,
    name: 'order-box-view',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.BoxViewScreen },
    data: ({ prefetch, api, params }) => {
      prefetch(placeOptions(api, params.wh_id ?? ''));
      prefetch(cellOptions(api, Number(params.box_id)));
    },
  },
];
