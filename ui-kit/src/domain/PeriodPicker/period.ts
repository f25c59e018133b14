/**
 * What the customer chose: a month (`2026-11`), a quarter (`2026-Q4`) or two dates as typed (`dd.mm.yyyy`); the
 * three are kept side by side so switching the kind back keeps what was chosen before.
 */
export interface PeriodValue {
  kind: 'month' | 'quarter' | 'range';
  month: string;
  quarter: string;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month and the quarter `today` (ISO) falls in: the picker's starting choice. */
export function currentPeriod(today: string): PeriodValue {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return {
    kind: 'quarter',
    month: `${year}-${pad(month)}`,
    quarter: `${year}-Q${Math.ceil(month / 3)}`,
    from: '',
    to: '',
  };
}

/** The `count` months up to today's, newest first (`2026-11`, `2026-10`, ...). */
export function recentMonths(today: string, count = 24): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, k) => {
    const n = year * 12 + (month - 1) - k;
    return `${Math.floor(n / 12)}-${pad((n % 12) + 1)}`;
  });
}

/** The `count` quarters up to today's, newest first (`2026-Q4`, `2026-Q3`, ...). */
export function recentQuarters(today: string, count = 8): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, k) => {
    const n = year * 4 + Math.ceil(month / 3) - 1 - k;
    return `${Math.floor(n / 4)}-Q${(n % 4) + 1}`;
  });
}
