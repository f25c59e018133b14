import { cabinet, type ApiClient } from '@sb/contracts';

// The new invoice's command (api.ts has the page's): only the new invoice dialog loads it.

/** Issues the invoice (only_price false) and answers it. */
export const makeInvoice = (api: ApiClient, orderNumber: number, days: number, start: string) =>
  api.call(cabinet.makeOrderInvoice, { params: { orderId: orderNumber }, body: { days, only_price: false, start_period: start } });
