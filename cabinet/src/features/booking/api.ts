import type { QueryClient } from '@tanstack/query-core';
import { documentKeys } from '../../shared/api/documents.ts';
import { orderKeys } from '../../shared/api/orders.ts';
import { placeKeys } from './api/places.ts';

// What each booking command changes on the server, invalidated through the shared key families (resources.ts): the
// feature has no key of its own.

/** The second part of the sizes keys, taken from the factory rather than typed again. */
const SIZES = placeKeys.sizes([])[1];

/** The boxes of a place: its catalogue, the cell and the sizes on offer there (free counts change when a box is taken). */
export function invalidatePlaceBoxes(qc: QueryClient, placeCode: string, cellId: number): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: placeKeys.catalog(placeCode) }),
    qc.invalidateQueries({ queryKey: placeKeys.cell(cellId) }),
    qc.invalidateQueries({
      queryKey: placeKeys.all,
      predicate: (q) => q.queryKey[1] === SIZES && String(q.queryKey[2]).split(',').includes(placeCode),
    }),
  ]);
}

/**
 * A box was booked: a new active order and its contract to sign (the documents' lists, which a link's intent may have
 * asked for before the booking), and the box is no longer free.
 */
export function invalidateAfterBooking(qc: QueryClient, placeCode: string, cellId: number): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: orderKeys.list('active') }),
    qc.invalidateQueries({ queryKey: documentKeys.all }),
    invalidatePlaceBoxes(qc, placeCode, cellId),
  ]);
}

/** A pre-order made a new active order. */
export function invalidateAfterPreOrder(qc: QueryClient): Promise<unknown> {
  return qc.invalidateQueries({ queryKey: orderKeys.list('active') });
}
