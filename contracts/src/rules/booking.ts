import { z } from 'zod/mini';
import { ruleMessages as m } from './messages.ts';
import { dayOf, formatRuDate, parseRuDate } from '../dates.ts';

// ---------------------------------------------------------------------------------------------------------------
// Booking and invoices (spec 2 section 5 'Booking and invoices', section 9).
// ---------------------------------------------------------------------------------------------------------------

export const MIN_RENT_DAYS = 7;
export const MAX_PAY_DAYS = 365;
export const START_WINDOW_DAYS = 3;
export const INVOICE_DEFAULT_DAYS = 7;

/** days >= 7 and 7 <= payDays <= 365, else 'orderModal.dataError'. */
export const bookingDaysRule = z.object({
  days: z.int().check(z.gte(MIN_RENT_DAYS, m.bookingDataError)),
  payDays: z.int().check(z.gte(MIN_RENT_DAYS, m.bookingDataError), z.lte(MAX_PAY_DAYS, m.bookingDataError)),
});

/**
 * The booking form. Days are counted inclusively: start .. start+6 is 7 days. A rental over 365 days forces a
 * partial payment whose date is between start+6 and start+364 (so payDays stays within 7..365).
 */
export interface BookingFormValues {
  startDate: string;
  endDate: string;
  partialPayment: boolean;
  paymentDate?: string | undefined;
}

export function bookingForm(today: Date) {
  return z
    .object({
      startDate: z.string().check(z.minLength(1, { message: m.fieldRequired, abort: true })),
      endDate: z.string().check(z.minLength(1, { message: m.fieldRequired, abort: true })),
      partialPayment: z.boolean(),
      paymentDate: z.optional(z.string()),
    })
    .check(
      z.superRefine((v, ctx) => {
        const now = dayOf(today);
        const start = parseRuDate(v.startDate);
        const end = parseRuDate(v.endDate);
        if (start === null) ctx.addIssue({ code: 'custom', path: ['startDate'], message: m.dateFormat });
        if (end === null) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.dateFormat });
        if (start === null || end === null) return;
        if (start < now || start > now + START_WINDOW_DAYS)
          ctx.addIssue({ code: 'custom', path: ['startDate'], message: m.bookingStartRange });
        if (end < start + (MIN_RENT_DAYS - 1)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.bookingEndMin });
        const days = end - start + 1;
        if (days > MAX_PAY_DAYS && !v.partialPayment)
          ctx.addIssue({ code: 'custom', path: ['partialPayment'], message: m.bookingPartialRequired });
        if (v.partialPayment) {
          const pay = v.paymentDate ? parseRuDate(v.paymentDate) : null;
          if (pay === null)
            return void ctx.addIssue({ code: 'custom', path: ['paymentDate'], message: v.paymentDate ? m.dateFormat : m.fieldRequired });
          if (pay < start + (MIN_RENT_DAYS - 1) || pay > start + (MAX_PAY_DAYS - 1) || pay > end)
            ctx.addIssue({ code: 'custom', path: ['paymentDate'], message: m.bookingPaymentDateRange });
        }
      }),
    );
}

/** days and payDays of a valid booking form (inclusive counts). */
export function bookingDays(v: BookingFormValues): { days: number; payDays: number } {
  const start = parseRuDate(v.startDate) ?? 0;
  const end = parseRuDate(v.endDate) ?? 0;
  const days = end - start + 1;
  const pay = v.partialPayment && v.paymentDate ? (parseRuDate(v.paymentDate) ?? end) : end;
  return { days, payDays: pay - start + 1 };
}

/** The date bounds a booking form offers on `today`. */
export function bookingBounds(today: Date, startDate?: string) {
  const now = dayOf(today);
  const start = (startDate && parseRuDate(startDate)) || now;
  return {
    startMin: formatRuDate(now),
    startMax: formatRuDate(now + START_WINDOW_DAYS),
    endMin: formatRuDate(start + MIN_RENT_DAYS - 1),
    paymentMin: formatRuDate(start + MIN_RENT_DAYS - 1),
    paymentMax: formatRuDate(start + MAX_PAY_DAYS - 1),
  };
}

/** New invoice days: 7 to 365. */
export const invoiceDaysField = z.int().check(z.gte(MIN_RENT_DAYS, m.invoiceDays), z.lte(MAX_PAY_DAYS, m.invoiceDays));

/** The input clamps on blur into 7..365 (empty or not a number -> the default 7). */
export function clampInvoiceDays(value: number): number {
  if (!Number.isFinite(value)) return INVOICE_DEFAULT_DAYS;
  return Math.min(MAX_PAY_DAYS, Math.max(MIN_RENT_DAYS, Math.round(value)));
}

/** The start of a new invoice: editable without a paid-until date, else the day after paid-until. */
export function invoiceStartDate(paidUntil: string | null | undefined, today: Date): { value: string; editable: boolean } {
  const paid = paidUntil ? parseRuDate(paidUntil) : null;
  if (paid === null) return { value: formatRuDate(dayOf(today)), editable: true };
  return { value: formatRuDate(paid + 1), editable: false };
}
