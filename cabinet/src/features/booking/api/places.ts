import { general, type ApiClient } from '@sb/contracts';
import { queryOptions } from '../../../shared/api/options.ts';

export const placeKeys = {
  all: ['places'] as const,
  list: () => ['places', 'list'] as const,
  one: (code: string) => ['places', 'one', code] as const,
  sizes: (codes: readonly string[]) => ['places', 'sizes', [...codes].sort().join(',')] as const,
  catalog: (code: string) => ['places', 'catalog', code] as const,
  cell: (cellId: number) => ['places', 'cell', cellId] as const,
  photos: (low: number, up: number) => ['places', 'photos', low, up] as const,
};
export const placesOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: placeKeys.list(),
    queryFn: ({ signal }) => api.call(general.placesList, { signal }).then((r) => r.places),
    staleTime: 5 * 60_000,
  });
export const placeOptions = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: placeKeys.one(code),
    queryFn: ({ signal }) => api.call(general.placeOne, { query: { code }, signal }).then((r) => r.place),
    staleTime: 5 * 60_000,
  });
/** Box sizes available in the given warehouses (none asked: none answered, no call). */
export const sizesOptions = (api: ApiClient, codes: readonly string[]) =>
  queryOptions({
    queryKey: placeKeys.sizes(codes),
    queryFn: ({ signal }) => api.call(general.sizesBox, { body: { places: [...codes] }, signal }).then((r) => r.sizes),
    enabled: codes.length > 0,
  });
export const catalogOptions = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: placeKeys.catalog(code),
    queryFn: ({ signal }) => api.call(general.catalogBox, { query: { place_code: code }, signal }).then((r) => r.boxes),
  });
export const cellOptions = (api: ApiClient, cellId: number) =>
  queryOptions({
    queryKey: placeKeys.cell(cellId),
    queryFn: ({ signal }) => api.call(general.cellInfo, { query: { cell: cellId }, signal }).then((r) => r.cell),
    enabled: Number.isInteger(cellId) && cellId > 0,
  });
/** Photos of a size range (the lookup is the size plus or minus 0.01 m2): every matching group's links, in order. */
export const photosOptions = (api: ApiClient, bounds: { low: number; up: number }) =>
  queryOptions({
    queryKey: placeKeys.photos(bounds.low, bounds.up),
    queryFn: ({ signal }) =>
      api.call(general.cellPhotos, { query: bounds, signal }).then((r) =>
        Object.values(r.photos)
          .flat()
          .map((p) => p.link),
      ),
    staleTime: 10 * 60_000,
  });
