// Paid-until rules of spec 1 section 4 and spec 2 section 9: fewer than 7 days left (or past it), the customer is
// told to pay.

/** The payment notice shows when fewer whole days than this remain to paid-until. */
export const PAYMENT_NOTICE_DAYS = 7;

/** How paid-until stands: `warning` (the notice is due), `overdue` (passed) or `normal`. */
export type PaidUntilState = 'normal' | 'warning' | 'overdue';

/** The payment notice is due: fewer than 7 whole days left to paid-until (negative: overdue). */
export function paymentNoticeDue(daysLeft: number): boolean {
  return daysLeft < PAYMENT_NOTICE_DAYS;
}

/** The state for a number of whole days left to paid-until (0 is today, negative is overdue). */
export function paidUntilState(daysLeft: number): PaidUntilState {
  if (daysLeft < 0) return 'overdue';
  return paymentNoticeDue(daysLeft) ? 'warning' : 'normal';
}
