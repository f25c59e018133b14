import { ruToIsoDay } from '@sb/contracts';

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

/** The first and last day (ISO `yyyy-MM-dd`, both included) of a period. */
export interface PeriodRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The days a choice covers, or null while it is incomplete or the dates are not real or in the wrong order. */
export function periodRange(value: PeriodValue): PeriodRange | null {
  if (value.kind === 'month') {
    const m = /^(\d{4})-(\d{2})$/.exec(value.month);
    if (!m) return null;
    const [year, month] = [Number(m[1]), Number(m[2])];
    return { from: `${m[1]}-${m[2]}-01`, to: `${m[1]}-${m[2]}-${pad(lastDay(year, month))}` };
  }
  if (value.kind === 'quarter') {
    const m = /^(\d{4})-Q([1-4])$/.exec(value.quarter);
    if (!m) return null;
    const first = (Number(m[2]) - 1) * 3 + 1;
    const last = first + 2;
    return { from: `${m[1]}-${pad(first)}-01`, to: `${m[1]}-${pad(last)}-${pad(lastDay(Number(m[1]), last))}` };
  }
  const from = ruToIsoDay(value.from);
  const to = ruToIsoDay(value.to);
  if (!from || !to || from > to) return null;
  return { from, to };
}

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
