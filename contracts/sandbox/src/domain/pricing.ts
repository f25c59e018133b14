/**
 * Prices (spec 2 section 9): the box rate is per 30 days, VAT 5% is included, amounts are rounded UP to kopecks,
 * the discount percent is rounded from the difference. Sandbox choices (docs/decisions.md D20, D21): a discount for
 * paying a period at once (30+ days 5%, 90+ days 10%, 180+ days 15%, 365 days 20%); a deposit of one 30-day rate.
 */

/** Rounds up to kopecks, ignoring binary noise below 1e-6 kopeck. */
export function ceilKop(rub: number): number {
  const kop = Math.round(rub * 100 * 1e6) / 1e6;
  return Math.ceil(kop) / 100;
}

export const VAT_PERCENT = 5;

/** The VAT included in a gross amount (5/105 of it), rounded up to kopecks. */
export function vatIncluded(gross: number): number {
  return ceilKop((gross * VAT_PERCENT) / (100 + VAT_PERCENT));
}

export interface Discount {
  percent: number;
  name: string | null;
}

export function discountFor(payDays: number): Discount {
  if (payDays >= 365) return { percent: 20, name: '20% за оплату года' };
  if (payDays >= 180) return { percent: 15, name: '15% за оплату от 6 месяцев' };
  if (payDays >= 90) return { percent: 10, name: '10% за оплату от 3 месяцев' };
  if (payDays >= 30) return { percent: 5, name: '5% за оплату месяца' };
  return { percent: 0, name: null };
}

/** The price of `days` days at a 30-day `rate`, without discount. */
export function priceFor(rate: number, days: number): number {
  return ceilKop((rate * days) / 30);
}

export function withDiscount(sum: number, percent: number): number {
  return ceilKop((sum * (100 - percent)) / 100);
}

export function depositFor(rate: number): number {
  return ceilKop(rate);
}

export interface Calculation {
  /** price of the paid period without discount */
  sum_without_disount: number;
  /** price of the paid period with the discount */
  sum_with_discount: number;
  discount: { name: string | null; percent: number };
  discount_name: string | null;
  discount_percent: number;
  /** the first payment: the paid period with discount plus the deposit */
  total_summ: number;
  contract_without_discount: number;
  contract_with_discount: number;
  deposit_summ: number;
  nds: number;
  days: number;
  pay_days: number;
  partial: boolean;
  price_per_30_days: number;
}

export function calculate(rate: number, days: number, payDays: number, withDeposit = true): Calculation {
  const d = discountFor(payDays);
  const sumWithout = priceFor(rate, payDays);
  const sumWith = withDiscount(sumWithout, d.percent);
  const contractWithout = priceFor(rate, days);
  const contractWith = withDiscount(contractWithout, d.percent);
  const deposit = withDeposit ? depositFor(rate) : 0;
  const percent = sumWithout > 0 ? Math.round((1 - sumWith / sumWithout) * 100) : 0;
  const total = ceilKop(sumWith + deposit);
  return {
    sum_without_disount: sumWithout,
    sum_with_discount: sumWith,
    discount: { name: d.name, percent },
    discount_name: d.name,
    discount_percent: percent,
    total_summ: total,
    contract_without_discount: contractWithout,
    contract_with_discount: contractWith,
    deposit_summ: deposit,
    nds: vatIncluded(total),
    days,
    pay_days: payDays,
    partial: payDays < days,
    price_per_30_days: rate,
  };
}
