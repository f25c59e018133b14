import type { Sandbox } from '../context.ts';

/** Every day-based rule of the sandbox counts Moscow calendar days (UTC+3, no daylight saving). */
export const MSK_OFFSET_MS = 3 * 3_600_000;
export const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of a moment, in Moscow. */
export function isoDay(ms: number): string {
  return new Date(ms + MSK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today (Moscow) on the sandbox clock. */
export function today(sb: Sandbox): string {
  return isoDay(sb.clock.nowMs());
}

export function nowIso(sb: Sandbox): string {
  return sb.clock.now().toISOString();
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b - a). */
export function diffDays(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** `yyyy-MM-dd` -> `dd.MM.yyyy` */
export function ru(day: string | null | undefined): string | null {
  if (!day) return null;
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** Reads `yyyy-MM-dd`, `dd.MM.yyyy` or a full ISO timestamp into `yyyy-MM-dd` (Moscow), or null. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return valid(`${m[1]}-${m[2]}-${m[3]}`);
  m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (m) return valid(`${m[3]}-${m[2]}-${m[1]}`);
  const t = Date.parse(value);
  if (!Number.isNaN(t) && /^\d{4}-\d{2}-\d{2}T/.test(value)) return isoDay(t);
  return null;
}

function valid(day: string): string | null {
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day) return null;
  return day;
}

/** The instant 09:00 Moscow of a day: what clock-fixing provider states set. */
export function morningOf(day: string): string {
  return new Date(Date.parse(`${day}T09:00:00Z`) - MSK_OFFSET_MS).toISOString();
}
