import { cabinet, type ApiClient, type CellBookingRequest } from '@sb/contracts';
import { queryOptions } from '../options.ts';

export const priceKeys = {
  all: ['prices'] as const,
  /** One entry per payload, so an answer for older dates never shows for newer ones. */
  booking: (payload: CellBookingRequest | null) => ['prices', 'booking', payload ? JSON.stringify(payload) : null] as const,
  invoice: (orderNumber: number, days: number, start: string) => ['prices', 'invoice', orderNumber, days, start] as const,
};
/** The live price of a booking (orders/cell/calc); disabled while the dialog has no valid payload. */
export const bookingPriceOptions = (api: ApiClient, payload: CellBookingRequest | null) =>
  queryOptions({
    queryKey: priceKeys.booking(payload),
    queryFn: ({ signal }) => api.call(cabinet.cellCalc, { body: payload as CellBookingRequest, signal }),
    enabled: payload !== null,
    staleTime: 60_000,
    retry: false,
  });
/** The price of a new invoice before it is made (`only_price`). */
export const invoicePriceOptions = (api: ApiClient, orderNumber: number, days: number, start: string) =>
  queryOptions({
    queryKey: priceKeys.invoice(orderNumber, days, start),
    queryFn: ({ signal }) =>
      api.call(cabinet.makeOrderInvoice, {
        params: { orderId: orderNumber },
        body: { days, only_price: true, start_period: start },
        signal,
      }),
  });
