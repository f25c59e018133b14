import { dayOf, formatRuDate, parseRuDate } from '../dates.ts';

// ---------------------------------------------------------------------------------------------------------------
// The dates and day counts of booking and invoices, without zod: a screen that shows an order's next invoice start
// (the order view) does not load the booking form's rules (`booking.ts`).
// ---------------------------------------------------------------------------------------------------------------

export const MIN_RENT_DAYS = 7;
export const MAX_PAY_DAYS = 365;
export const START_WINDOW_DAYS = 3;
export const INVOICE_DEFAULT_DAYS = 7;

/** The values of the booking form (`bookingForm`). */
export interface BookingFormValues {
  startDate: string;
  endDate: string;
  partialPayment: boolean;
  paymentDate?: string | undefined;
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
