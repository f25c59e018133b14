import type { StartCalls } from '../../shared/routing/route.ts';
import { catalogOptions, cellOptions, placeOptions, placesOptions, sizesOptions } from './api/places.ts';
import { ordersListOptions } from '../../shared/api/orders.ts';
import { chosenCityAtom, searchPlaces } from './model/cities.ts';
import { parseFilters } from './model/filters.ts';

/** The search: the sizes of the shown city's warehouses as soon as the places are here, not once the screen has rendered. */
export const search: StartCalls = ({ ask, prefetch, api, params, store }) =>
  void ask(placesOptions(api)).then((places) => {
    if (!places) return;
    const { cityPlaces } = searchPlaces(places, parseFilters(params).places, store.get(chosenCityAtom));
    prefetch(
      sizesOptions(
        api,
        cityPlaces.map((p) => p.code),
      ),
    );
  });

export const created: StartCalls = ({ prefetch, api }) => prefetch(ordersListOptions(api, 'active'));

export const storageBoxes: StartCalls = ({ prefetch, api, params }) => {
  prefetch(placeOptions(api, params.wh_id ?? ''));
  prefetch(catalogOptions(api, params.wh_id ?? ''));
};

export const storageView: StartCalls = ({ prefetch, api, params }) => prefetch(placeOptions(api, params.wh_code ?? ''));

export const boxView: StartCalls = ({ prefetch, api, params }) => {
  prefetch(placeOptions(api, params.wh_id ?? ''));
  prefetch(cellOptions(api, Number(params.box_id)));
};
