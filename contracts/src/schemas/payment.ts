import { z } from 'zod';
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
  status: z.object({ id: z.number().int() }),
  place: z.object({ code: z.string() }),
  /** public key of the card payment widget */
  paymentPublicKey: z.string().nullish(),
  /** set while a payment is pending */
  paymentHash: z.string().nullish(),
  /** when the pending payment started (ISO 8601 instant with offset); null without one */
  paymentStartedAt: z.string().nullish(),
  /** when an unconfirmed pending payment lapses and Pay is offered again (ISO 8601); null without one, or held */
  paymentExpiresAt: z.string().nullish(),
  boxSize: z.number(),
  /** VAT amount, roubles */
  nds: z.number(),
  clientName: z.string(),
  clientEmail: z.string().nullish(),
  clientPhone: z.string(),
  paid: z.boolean(),
  /** the paid-until date this invoice moves to once paid */
  paidTill: ruDate.nullish(),
  days: z.number().int(),
  /** what it bills: `first` (the first paid period plus the deposit), `rent` (a renewal), `fee` (a late fee) */
  kind: z.string().nullish(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const receiptItem = z.object({
  description: z.string().min(1),
  amount: z.object({ value: z.string().regex(/^\d+\.\d{2}$/), currency: z.literal('RUB') }),
  quantity: z.number().positive(),
  vat_code: z.number().int(),
  measure: z.string(),
  payment_mode: z.string(),
  payment_subject: z.string(),
});
export type ReceiptItem = z.infer<typeof receiptItem>;

/** POST /api/v1/confirmtoken/yookassa (spelling `aquiring` as the spec writes it). */
export const confirmTokenYookassaRequest = z.object({
  /** roubles with kopecks, e.g. '1234.50' */
  amount: z.string().regex(/^\d+\.\d{2}$/),
  aquiring: z.string().min(1),
  /** place code */
  place: z.string().min(1),
  description: z.string(),
  /** invoice numbers paid by this payment */
  invoices: z.array(z.string().min(1)).min(1),
  email: z.string(),
  phone: phoneDigits,
  items: z.array(receiptItem).min(1),
});
export type ConfirmTokenYookassaRequest = z.infer<typeof confirmTokenYookassaRequest>;
export const confirmTokenYookassaResponse = z.object({
  payment_id: z.string().min(1),
  /** token for the payment widget */
  confirmation_token: z.string().optional(),
});
