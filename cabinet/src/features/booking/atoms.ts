import { atom, type Atom } from 'jotai';
import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import { cabinet, general, type OrdersClientCreateRequest, type RequestSimpleRequest } from '@sb/contracts';
import { apiAtom } from '../../shared/api/store.ts';
import {
  activeOrdersOptions,
  catalogOptions,
  cellOptions,
  fetchActiveOrders,
  fetchCatalog,
  fetchCell,
  fetchPhotos,
  fetchPlace,
  fetchPlaces,
  fetchSizes,
  photosOptions,
  placeOptions,
  placesOptions,
  sizesOptions,
} from './api.ts';
import { DEFAULT_CITY, type CityId } from './model/cities.ts';

/** One atom per key, made on first use (Jotai 3 has no atomFamily; the keys are few: codes, cell ids, sizes). */
function keyed<K, A extends Atom<unknown>>(make: (key: K) => A): (key: K) => A {
  const cache = new Map<K, A>();
  return (key) => {
    let a = cache.get(key);
    if (!a) {
      a = make(key);
      cache.set(key, a);
    }
    return a;
  };
}

/** The city of the box search; not part of the URL, Moscow by default. */
export const cityAtom = atom<CityId>(DEFAULT_CITY);

export const placesAtom = atomWithQuery((get) => ({ ...placesOptions(), queryFn: () => fetchPlaces(get(apiAtom)) }));

/** Sizes of the given warehouses (codes joined with ','). */
export const sizesAtom = keyed((codes: string) =>
  atomWithQuery((get) => {
    const list = codes ? codes.split(',') : [];
    return { ...sizesOptions(list), queryFn: () => fetchSizes(get(apiAtom), list), enabled: list.length > 0 };
  }),
);

export const placeAtom = keyed((code: string) =>
  atomWithQuery((get) => ({ ...placeOptions(code), queryFn: () => fetchPlace(get(apiAtom), code) })),
);

export const catalogAtom = keyed((code: string) =>
  atomWithQuery((get) => ({ ...catalogOptions(code), queryFn: () => fetchCatalog(get(apiAtom), code) })),
);

export const cellAtom = keyed((cellId: number) =>
  atomWithQuery((get) => ({
    ...cellOptions(cellId),
    queryFn: () => fetchCell(get(apiAtom), cellId),
    enabled: Number.isInteger(cellId) && cellId > 0,
  })),
);

export const photosAtom = keyed((size: number) =>
  atomWithQuery((get) => ({ ...photosOptions(size), queryFn: () => fetchPhotos(get(apiAtom), size), enabled: size > 0 })),
);

export const activeOrdersAtom = atomWithQuery((get) => ({ ...activeOrdersOptions(), queryFn: () => fetchActiveOrders(get(apiAtom)) }));

// --- commands -------------------------------------------------------------------------------------------------

/** A pre-order (box ordered now, wanted later) through orders/client/create. */
export const preOrderAtom = atomWithMutation((get) => ({
  mutationKey: ['booking', 'preOrder'],
  mutationFn: (body: OrdersClientCreateRequest) => get(apiAtom).call(cabinet.ordersClientCreate, { body }),
}));

/** A box request (budget and size), a storage request (consent) or a simple order through request/simple. */
export const requestSimpleAtom = atomWithMutation((get) => ({
  mutationKey: ['booking', 'requestSimple'],
  mutationFn: (body: RequestSimpleRequest) => get(apiAtom).call(general.requestSimple, { body }),
}));
