import type { QueryClient } from '@tanstack/query-core';
import {
  cabinet,
  general,
  isApiError,
  type CellBookingRequest,
  type CellBookingResponse,
  type OrdersClientCreateRequest,
  type RequestSimpleRequest,
} from '@sb/contracts';
import { atomWithMutation, queryClientAtom } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { documentKeys } from '../../../shared/api/documents.ts';
import { orderKeys } from '../../../shared/api/orders.ts';
import { placeKeys } from './places.ts';

// The booking's commands: a box booked, a pre-order, a request. Each invalidates what it changes on the server
// (the orders, the documents, the place's boxes); a booking's invalidation is not awaited, so the dialog answers at once.

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

/** The error of a box booked by someone else first. */
export const CELL_NOT_FREE = 'CELL_NOT_FREE';

/** A booking's payload and the place of its box. */
type BookCell = { body: CellBookingRequest; placeCode: string };

/**
 * Books the box (orders/cell/booking) of the place `placeCode`; with `order_number` it re-creates the booking of that
 * order (need_change). A box taken by someone else first refetches every list showing it as free.
 */
export const bookCellAtom = atomWithMutation<CellBookingResponse, BookCell>((get) => ({
  mutationFn: ({ body }) => get(apiAtom).call(cabinet.cellBooking, { body }),
  onSuccess: (_answer, { body, placeCode }) => {
    void invalidateAfterBooking(get(queryClientAtom), placeCode, body.place_floor_cell);
  },
  onError: (error, { body, placeCode }) => {
    if (isApiError(error) && error.code === CELL_NOT_FREE)
      void invalidatePlaceBoxes(get(queryClientAtom), placeCode, body.place_floor_cell);
  },
}));

/** A pre-order (box ordered now, wanted later) through orders/client/create: a new active order. */
export const preOrderAtom = atomWithMutation((get) => ({
  mutationFn: (body: OrdersClientCreateRequest) => get(apiAtom).call(cabinet.ordersClientCreate, { body }),
  onSuccess: () => invalidateAfterPreOrder(get(queryClientAtom)),
}));

/** A box request (budget and size), a storage request (consent) or a simple order through request/simple. */
export const requestSimpleAtom = atomWithMutation((get) => ({
  mutationFn: (body: RequestSimpleRequest) => get(apiAtom).call(general.requestSimple, { body }),
}));
