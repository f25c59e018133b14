import { cabinet, type ApiClient } from '@sb/contracts';
import { queryOptions } from '../../../shared/api/options.ts';
import { atomWithMutation, atomWithQuery, queryClientAtom } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { keyed } from '../../../shared/api/keyed.ts';
import { orderKeys } from '../../../shared/api/orders.ts';

// A new invoice of an order: its price before it is made (`only_price`), and the command that issues it.

export const invoicePriceKeys = {
  all: ['prices', 'invoice'] as const,
  of: (orderNumber: number, days: number, start: string) => ['prices', 'invoice', orderNumber, days, start] as const,
};
/** The price of a new invoice before it is made (`only_price`). */
export const invoicePriceOptions = (api: ApiClient, orderNumber: number, days: number, start: string) =>
  queryOptions({
    queryKey: invoicePriceKeys.of(orderNumber, days, start),
    queryFn: ({ signal }) =>
      api.call(cabinet.makeOrderInvoice, {
        params: { orderId: orderNumber },
        body: { days, only_price: true, start_period: start },
        signal,
      }),
  });

/** A new invoice to price: order, days and start (the dialog's debounced, valid values). */
export type InvoiceDraft = { orderNumber: number; days: number; start: string };

/** The key of a draft for `invoicePriceAtom` ('' while there is nothing valid to price). */
export const invoiceDraftKey = (draft: InvoiceDraft | null): string => (draft ? `${draft.orderNumber}|${draft.days}|${draft.start}` : '');

/** The price of the new invoice of one draft key (idle for ''), computed by the dialog during render. */
export const invoicePriceAtom = keyed((key: string) =>
  atomWithQuery((get) => {
    const [orderNumber, days, start] = key.split('|');
    return { ...invoicePriceOptions(get(apiAtom), Number(orderNumber), Number(days), start ?? ''), enabled: key !== '' };
  }),
);

export const makeInvoiceAtom = atomWithMutation((get) => ({
  mutationFn: ({ orderNumber, days, start }: { orderNumber: number; days: number; start: string }) =>
    get(apiAtom).call(cabinet.makeOrderInvoice, {
      params: { orderId: orderNumber },
      body: { days, only_price: false, start_period: start },
    }),
  onSettled: () => get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.lists() }),
}));
