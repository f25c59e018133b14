import { ruToIsoDay } from '@sb/contracts';
import type { PeriodValue } from '@sb/ui-kit';
import type { DayRange } from './collect.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The days a choice of the period picker covers, or null while it is incomplete or its dates are unreal or reversed. */
export function periodRange(value: PeriodValue): DayRange | null {
  if (value.kind === 'month') {
    const m = /^(\d{4})-(\d{2})$/.exec(value.month);
    if (!m) return null;
    return { from: `${m[1]}-${m[2]}-01`, to: `${m[1]}-${m[2]}-${pad(lastDay(Number(m[1]), Number(m[2])))}` };
  }
  if (value.kind === 'quarter') {
    const m = /^(\d{4})-Q([1-4])$/.exec(value.quarter);
    if (!m) return null;
    const last = Number(m[2]) * 3;
    return { from: `${m[1]}-${pad(last - 2)}-01`, to: `${m[1]}-${pad(last)}-${pad(lastDay(Number(m[1]), last))}` };
  }
  const from = ruToIsoDay(value.from);
  const to = ruToIsoDay(value.to);
  return from && to && from <= to ? { from, to } : null;
}

/** The label of a period in the archive's name: `2026-11`, `2026-Q3` or `2026-07-01_2026-09-30`. */
export function periodLabel(value: PeriodValue, range: DayRange): string {
  if (value.kind === 'month') return value.month;
  if (value.kind === 'quarter') return value.quarter;
  return `${range.from}_${range.to}`;
}
