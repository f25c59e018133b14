import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cabinet, type CellBookingRequest, type PriceCalculation } from '@sb/contracts';
import { apiAtom } from '../api/store.ts';

/** The calculation's key: one per payload, so an answer for older dates never shows for newer ones. */
export const calcOptions = (payload: CellBookingRequest | null) =>
  queryOptions<PriceCalculation>({ queryKey: ['booking', 'calc', payload ? JSON.stringify(payload) : null] as const, staleTime: 60_000 });

/** The payload the open booking dialog wants priced (debounced by the dialog); null while its dates are invalid. */
export const calcPayloadAtom = atom<CellBookingRequest | null>(null);

/** The live price (orders/cell/calc) of the open booking dialog. */
export const calcAtom = atomWithQuery((get) => {
  const payload = get(calcPayloadAtom);
  return {
    ...calcOptions(payload),
    queryFn: ({ signal }) => get(apiAtom).call(cabinet.cellCalc, { body: payload as CellBookingRequest, signal }),
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    retry: false,
  };
});

/** Books the box (orders/cell/booking); with `order_number` it re-creates the booking of that order (need_change). */
export const bookCellAtom = atomWithMutation((get) => ({
  mutationKey: ['booking', 'book'],
  mutationFn: (body: CellBookingRequest) => get(apiAtom).call(cabinet.cellBooking, { body }),
}));
