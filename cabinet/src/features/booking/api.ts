import { queryOptions } from '@tanstack/react-query';
import { cabinet, general, type ApiClient, type Box, type Order, type Place, type SizeEntry } from '@sb/contracts';
import { photoLookupBounds } from './model/sizes.ts';

// Query options of the booking feature. Keys are hierarchical under 'booking'; the atoms add the fetchers over the
// contracts client (apiAtom), so the same options serve invalidation.

export const bookingKeys = {
  all: ['booking'] as const,
};

export const placesOptions = () => queryOptions<Place[]>({ queryKey: ['booking', 'places'] as const, staleTime: 5 * 60_000 });
export const sizesOptions = (codes: string[]) =>
  queryOptions<SizeEntry[]>({ queryKey: ['booking', 'sizes', [...codes].sort().join(',')] as const });
export const placeOptions = (code: string) => queryOptions<Place>({ queryKey: ['booking', 'place', code] as const, staleTime: 5 * 60_000 });
export const catalogOptions = (code: string) => queryOptions<Box[]>({ queryKey: ['booking', 'catalog', code] as const });
export const cellOptions = (cellId: number) => queryOptions<Box>({ queryKey: ['booking', 'cell', cellId] as const });
export const photosOptions = (size: number) =>
  queryOptions<string[]>({ queryKey: ['booking', 'photos', size] as const, staleTime: 10 * 60_000 });
export const activeOrdersOptions = () => queryOptions<Order[]>({ queryKey: ['booking', 'orders', 'active'] as const });

// --- fetchers ---------------------------------------------------------------------------------------------------

export const fetchPlaces = (api: ApiClient) => api.call(general.placesList).then((r) => r.places);
export const fetchSizes = (api: ApiClient, codes: string[]) =>
  codes.length === 0 ? Promise.resolve([]) : api.call(general.sizesBox, { body: { places: codes } }).then((r) => r.sizes);
export const fetchPlace = (api: ApiClient, code: string) => api.call(general.placeOne, { query: { code } }).then((r) => r.place);
export const fetchCatalog = (api: ApiClient, code: string) =>
  api.call(general.catalogBox, { query: { place_code: code } }).then((r) => r.boxes);
export const fetchCell = (api: ApiClient, cellId: number) => api.call(general.cellInfo, { query: { cell: cellId } }).then((r) => r.cell);
/** Photos of a size: the lookup is the size plus or minus 0.01 m2; every matching group's links, in order. */
export const fetchPhotos = (api: ApiClient, size: number) =>
  api.call(general.cellPhotos, { query: photoLookupBounds(size) }).then((r) =>
    Object.values(r.photos)
      .flat()
      .map((p) => p.link),
  );
export const fetchActiveOrders = (api: ApiClient) => api.call(cabinet.ordersList, { params: { status: 'active' } }).then((r) => r.orders);
