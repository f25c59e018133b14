import { cabinet, type ApiClient, type CellBookingRequest } from '@sb/contracts';
import { queryOptions } from '../../../shared/api/options.ts';

export const bookingPriceKeys = {
  all: ['prices', 'booking'] as const,
  /** One entry per payload, so an answer for older dates never shows for newer ones. */
  of: (payload: CellBookingRequest | null) => ['prices', 'booking', payload ? JSON.stringify(payload) : null] as const,
};
/** The live price of a booking (orders/cell/calc); disabled while the dialog has no valid payload. */
export const bookingPriceOptions = (api: ApiClient, payload: CellBookingRequest | null) =>
  queryOptions({
    queryKey: bookingPriceKeys.of(payload),
    queryFn: ({ signal }) => api.call(cabinet.cellCalc, { body: payload as CellBookingRequest, signal }),
    enabled: payload !== null,
    staleTime: 60_000,
    retry: false,
  });
