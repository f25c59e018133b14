import { atomWithMutation, atomWithQuery, queryClientAtom } from '../../shared/api/serverState.ts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { keyed } from '../../shared/api/keyed.ts';
import { invoicePriceOptions, orderKeys } from '../../shared/api/resources.ts';
import { makeInvoice } from './invoiceApi.ts';

// The new invoice's atoms (atoms.ts has the page's): the dialog's chunk brings them, with the price's endpoint and
// schemas, so the order's page loads none of them.

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
    makeInvoice(get(apiAtom), orderNumber, days, start),
  onSettled: () => get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.lists() }),
}));
