import { z } from 'zod/mini';
import { ruleMessages as m } from './messages.ts';
import { dayOf, parseRuDate } from '../dates.ts';
import { MAX_PAY_DAYS, MIN_RENT_DAYS, START_WINDOW_DAYS } from './rentalDates.ts';

// ---------------------------------------------------------------------------------------------------------------
// Booking and invoices (spec 2 section 5 'Booking and invoices', section 9): the forms' rules. Their dates and day
// counts are `rentalDates.ts`.
// ---------------------------------------------------------------------------------------------------------------

/** days >= 7 and 7 <= payDays <= 365, else 'orderModal.dataError'. */
export const bookingDaysRule = z.object({
  days: z.int().check(z.gte(MIN_RENT_DAYS, m.bookingDataError)),
  payDays: z.int().check(z.gte(MIN_RENT_DAYS, m.bookingDataError), z.lte(MAX_PAY_DAYS, m.bookingDataError)),
});

/**
 * The booking form. Days are counted inclusively: start .. start+6 is 7 days. A rental over 365 days forces a
 * partial payment whose date is between start+6 and start+364 (so payDays stays within 7..365).
 */
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

/** New invoice days: 7 to 365. */
export const invoiceDaysField = z.int().check(z.gte(MIN_RENT_DAYS, m.invoiceDays), z.lte(MAX_PAY_DAYS, m.invoiceDays));
