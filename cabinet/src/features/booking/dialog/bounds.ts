import {
  bookingBounds,
  bookingDays,
  dayNumberToIso,
  dayOf,
  formatRuDate,
  MAX_PAY_DAYS,
  MIN_RENT_DAYS,
  parseRuDate,
  providerToday,
  ruToIsoDay,
  type BookingFormValues,
} from '@sb/contracts';

// The booking dialog's date logic over the contracts rules (spec 2 section 5): start today..today+3, end at least
// start+6, pay days 7..365, the partial payment date start+6..start+364; a rental over 365 days forces the partial
// payment and caps its date.

/**
 * The booking's "today": the provider's (Moscow) calendar day, whatever the browser's zone (the sandbox and the
 * backend count days in Moscow, so 23:30 in a zone west of it is already tomorrow).
 */
export function bookingToday(now: Date = new Date()): Date {
  return providerToday(now);
}

/** dd.MM.yyyy -> yyyy-MM-dd (the date fields' bounds); '' for an invalid date. */
const ruToIso = (ru: string): string => ruToIsoDay(ru) ?? '';

export interface BookingLimits {
  startMin: string;
  startMax: string;
  endMin: string;
  paymentMin: string;
  /** the latest partial payment date: start+364, or the end when it comes first */
  paymentMax: string;
  /** the rental is longer than 365 days: the partial payment is forced */
  partialForced: boolean;
  /** inclusive days of the rental, or null while the dates are not valid */
  days: number | null;
}

/** The limits the dialog offers for the current values (ISO dates for the DateFields). */
export function bookingLimits(today: Date, values: Pick<BookingFormValues, 'startDate' | 'endDate'>): BookingLimits {
  const b = bookingBounds(today, values.startDate);
  const start = parseRuDate(values.startDate) ?? dayOf(today);
  const end = parseRuDate(values.endDate);
  const days = end !== null && end >= start ? end - start + 1 : null;
  const cap = start + MAX_PAY_DAYS - 1;
  const paymentMax = end !== null && end < cap ? end : cap;
  return {
    startMin: ruToIso(b.startMin),
    startMax: ruToIso(b.startMax),
    endMin: ruToIso(b.endMin),
    paymentMin: ruToIso(b.paymentMin),
    paymentMax: dayNumberToIso(paymentMax),
    partialForced: days !== null && days > MAX_PAY_DAYS,
    days,
  };
}

/** The default form: from today for 30 days, paid at once. */
export function defaultBookingValues(today: Date): BookingFormValues {
  const start = dayOf(today);
  return { startDate: formatRuDate(start), endDate: formatRuDate(start + 29), partialPayment: false, paymentDate: '' };
}

/**
 * What forcing does to the values: over 365 days the partial payment switches on and its date is capped at
 * start+364 (filled with the cap when empty or later). Returns null when nothing changes.
 */
export function forcedPartial(values: BookingFormValues): Partial<BookingFormValues> | null {
  const start = parseRuDate(values.startDate);
  const end = parseRuDate(values.endDate);
  if (start === null || end === null || end - start + 1 <= MAX_PAY_DAYS) return null;
  const cap = start + MAX_PAY_DAYS - 1;
  const pay = values.paymentDate ? parseRuDate(values.paymentDate) : null;
  const change: Partial<BookingFormValues> = {};
  if (!values.partialPayment) change.partialPayment = true;
  if (pay === null || pay > cap) change.paymentDate = formatRuDate(cap);
  return Object.keys(change).length ? change : null;
}

/** The body of orders/cell/calc and orders/cell/booking for valid values. */
export function bookingPayload(values: BookingFormValues, cellId: number, orderNumber?: number) {
  const { days, payDays } = bookingDays(values);
  return {
    days,
    order_date: values.startDate,
    place_floor_cell: cellId,
    need_agreement: true,
    pay_days: payDays,
    ...(orderNumber ? { order_number: orderNumber } : {}),
  };
}

export { MIN_RENT_DAYS, MAX_PAY_DAYS };
