import { z } from 'zod/mini';
import { phoneDigits, ruDate } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Invoices (carried inside each order of the orders-list answer) and the card payment token call.
// ---------------------------------------------------------------------------------------------------------------

/** status.id 3 means paid. */
export const INVOICE_STATUS_PAID = 3;

export const invoiceSchema = z.object({
  number: z.string(),
  beginPeriod: ruDate,
  endPeriod: ruDate,
  /** roubles, VAT included */
  price: z.number(),
  status: z.object({ id: z.int() }),
  place: z.object({ code: z.string() }),
  /** public key of the card payment widget */
  paymentPublicKey: z.nullish(z.string()),
  /** set while a payment is pending */
  paymentHash: z.nullish(z.string()),
  /** when the pending payment started (ISO 8601 instant with offset); null without one */
  paymentStartedAt: z.nullish(z.string()),
  /** when an unconfirmed pending payment lapses and Pay is offered again (ISO 8601); null without one, or held */
  paymentExpiresAt: z.nullish(z.string()),
  boxSize: z.number(),
  /** VAT amount, roubles */
  nds: z.number(),
  clientName: z.string(),
  clientEmail: z.nullish(z.string()),
  clientPhone: z.string(),
  paid: z.boolean(),
  /** the paid-until date this invoice moves to once paid */
  paidTill: z.nullish(ruDate),
  days: z.int(),
  /** what it bills: `first` (the first paid period plus the deposit), `rent` (a renewal), `fee` (a late fee) */
  kind: z.nullish(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const receiptItem = z.object({
  description: z.string().check(z.minLength(1)),
  amount: z.object({ value: z.string().check(z.regex(/^\d+\.\d{2}$/)), currency: z.literal('RUB') }),
  quantity: z.number().check(z.positive()),
  vat_code: z.int(),
  measure: z.string(),
  payment_mode: z.string(),
  payment_subject: z.string(),
});
export type ReceiptItem = z.infer<typeof receiptItem>;

/** POST /api/v1/confirmtoken/yookassa (spelling `aquiring` as the spec writes it). */
export const confirmTokenYookassaRequest = z.object({
  /** roubles with kopecks, e.g. '1234.50' */
  amount: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  aquiring: z.string().check(z.minLength(1)),
  /** place code */
  place: z.string().check(z.minLength(1)),
  description: z.string(),
  /** invoice numbers paid by this payment */
  invoices: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  email: z.string(),
  phone: phoneDigits,
  items: z.array(receiptItem).check(z.minLength(1)),
});
export type ConfirmTokenYookassaRequest = z.infer<typeof confirmTokenYookassaRequest>;
export const confirmTokenYookassaResponse = z.object({
  payment_id: z.string().check(z.minLength(1)),
  /** token for the payment widget */
  confirmation_token: z.optional(z.string()),
});
