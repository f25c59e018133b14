import { z } from 'zod';
import { ruDate } from './common.ts';
import { invoiceSchema } from './payment.ts';

// ---------------------------------------------------------------------------------------------------------------
// Booking a box, its price calculation, and a new invoice for an order.
// ---------------------------------------------------------------------------------------------------------------

/** POST /api/v1/orders/cell/booking and /cell/calc (the same payload). */
export const cellBookingRequest = z.object({
  /** rental length, at least 7 */
  days: z.number().int().min(7),
  /** start date (orderDate) */
  order_date: ruDate,
  /** the box's cell_id (cellId) */
  place_floor_cell: z.number().int().positive(),
  need_agreement: z.boolean(),
  /** days paid by the first invoice (payDays), 7..365 */
  pay_days: z.number().int().min(7).max(365),
  /** set when re-creating the booking of an existing order (need_change) */
  order_number: z.number().int().positive().optional(),
});
export type CellBookingRequest = z.infer<typeof cellBookingRequest>;

export const cellBookingResponse = z.object({
  /** the created order item (spelt so) */
  order_iitem: z.object({ number: z.number().int(), agreement_number: z.string().nullish() }),
  /** the created order number */
  lastOrderId: z.number().int(),
});
export type CellBookingResponse = z.infer<typeof cellBookingResponse>;

/** A price calculation (`sum_without_disount` spelt so). Amounts in roubles, rounded up to kopecks. */
export const priceCalculationSchema = z.object({
  sum_without_disount: z.number(),
  sum_with_discount: z.number(),
  discount: z.object({ name: z.string().nullish(), percent: z.number().optional() }),
  only_price: z.boolean(),
  total_summ: z.number().optional(),
  contract_without_discount: z.number().optional(),
  contract_with_discount: z.number().optional(),
  deposit_summ: z.number().optional(),
  discount_name: z.string().nullish(),
});
export type PriceCalculation = z.infer<typeof priceCalculationSchema>;
export const cellCalcResponse = priceCalculationSchema;

/** POST /api/v1/orders/{orderId}/make-invoice */
export const makeOrderInvoiceRequest = z.object({
  days: z.number().int().min(7).max(365),
  /** true: only calculate the price; false: issue the invoice */
  only_price: z.boolean(),
  start_period: ruDate,
});
export type MakeOrderInvoiceRequest = z.infer<typeof makeOrderInvoiceRequest>;
export const makeOrderInvoiceResponse = z.object({
  only_price: z.boolean(),
  sum_without_disount: z.number(),
  sum_with_discount: z.number(),
  /** the discount of the paid period: its name and percent (as in the booking's price calculation) */
  discount: z.object({ name: z.string().nullish(), percent: z.number().optional() }),
  /** the issued invoice (absent when only_price) */
  invoice: invoiceSchema.optional(),
});
export type MakeOrderInvoiceResponse = z.infer<typeof makeOrderInvoiceResponse>;
