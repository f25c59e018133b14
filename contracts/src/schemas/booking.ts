import { z } from 'zod/mini';
import { ruDate } from './common.ts';
import { invoiceSchema } from './payment.ts';

// ---------------------------------------------------------------------------------------------------------------
// Booking a box, its price calculation, and a new invoice for an order.
// ---------------------------------------------------------------------------------------------------------------

/** POST /api/v1/orders/cell/booking and /cell/calc (the same payload). */
export const cellBookingRequest = z.object({
  /** rental length, at least 7 */
  days: z.int().check(z.gte(7)),
  /** start date (orderDate) */
  order_date: ruDate,
  /** the box's cell_id (cellId) */
  place_floor_cell: z.int().check(z.positive()),
  need_agreement: z.boolean(),
  /** days paid by the first invoice (payDays), 7..365 */
  pay_days: z.int().check(z.gte(7), z.lte(365)),
  /** set when re-creating the booking of an existing order (need_change) */
  order_number: z.optional(z.int().check(z.positive())),
});
export type CellBookingRequest = z.infer<typeof cellBookingRequest>;

/**
 * Spec 2 section 7 names `order_iitem` and `lastOrderId`, not their contents: nothing is required, the new order's
 * number is `lastOrderId` (else `order_iitem.number`), and without either the cabinet leads to the orders list.
 */
export const cellBookingResponse = z.object({
  /** the created order item (spelt so); its fields are a proposal (`answer-fields`) */
  order_iitem: z.optional(z.object({ number: z.optional(z.int()), agreement_number: z.nullish(z.string()) })),
  /** the created order number */
  lastOrderId: z.optional(z.int()),
});
export type CellBookingResponse = z.infer<typeof cellBookingResponse>;

/** A price calculation (`sum_without_disount` spelt so). Amounts in roubles, rounded up to kopecks. */
export const priceCalculationSchema = z.object({
  sum_without_disount: z.number(),
  sum_with_discount: z.number(),
  discount: z.object({ name: z.nullish(z.string()), percent: z.optional(z.number()) }),
  only_price: z.boolean(),
  total_summ: z.optional(z.number()),
  contract_without_discount: z.optional(z.number()),
  contract_with_discount: z.optional(z.number()),
  deposit_summ: z.optional(z.number()),
  discount_name: z.nullish(z.string()),
});
export type PriceCalculation = z.infer<typeof priceCalculationSchema>;
export const cellCalcResponse = priceCalculationSchema;

/** POST /api/v1/orders/{orderId}/make-invoice */
export const makeOrderInvoiceRequest = z.object({
  days: z.int().check(z.gte(7), z.lte(365)),
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
  discount: z.object({ name: z.nullish(z.string()), percent: z.optional(z.number()) }),
  /** the issued invoice (absent when only_price) */
  invoice: z.optional(invoiceSchema),
});
export type MakeOrderInvoiceResponse = z.infer<typeof makeOrderInvoiceResponse>;
