import { atomWithQuery } from '../../shared/api/serverState.ts';
import type { CellBookingRequest } from '@sb/contracts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { keyed } from '../../shared/api/keyed.ts';
import { bookingPriceOptions } from './api/price.ts';
import { catalogOptions, cellOptions, photosOptions, placeOptions, placesOptions, sizesOptions } from './api/places.ts';
import { photoLookupBounds } from './model/sizes.ts';

// The booking feature's query atoms over its resource modules (api/places.ts, api/price.ts); its commands are
// api/booking.ts. Query parameters are the atoms' keys, computed by the screens during render.

export const placesAtom = atomWithQuery((get) => placesOptions(get(apiAtom)));

/** Sizes of the given warehouses (codes joined with ','). */
export const sizesAtom = keyed((codes: string) => atomWithQuery((get) => sizesOptions(get(apiAtom), codes ? codes.split(',') : [])));

export const placeAtom = keyed((code: string) => atomWithQuery((get) => placeOptions(get(apiAtom), code)));

export const catalogAtom = keyed((code: string) => atomWithQuery((get) => catalogOptions(get(apiAtom), code)));

export const cellAtom = keyed((cellId: number) => atomWithQuery((get) => cellOptions(get(apiAtom), cellId)));

export const photosAtom = keyed((size: number) =>
  atomWithQuery((get) => ({ ...photosOptions(get(apiAtom), photoLookupBounds(size)), enabled: size > 0 })),
);

/** The live price of one booking payload (its JSON; '' while the dialog's dates are not valid). */
export const bookingPriceAtom = keyed((payloadJson: string) =>
  atomWithQuery((get) => bookingPriceOptions(get(apiAtom), payloadJson ? (JSON.parse(payloadJson) as CellBookingRequest) : null)),
);
