import type { PaymentResult } from './usePayment.ts';

/** Whether a payment's result has a notice (a redirect to the payment page has none: its return has one). */
export const shownResult = (result: PaymentResult | null): result is Exclude<PaymentResult, { status: 'redirected' }> =>
  result !== null && result.status !== 'redirected';
