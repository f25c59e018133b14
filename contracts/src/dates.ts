// The provider's calendar. Every day rule of both APIs (a booking starts today..today+3, paid-until, the late fees
// at 14 and 25 days) counts Moscow calendar days (UTC+3, no daylight saving since 2014), whatever the time zone
// of the browser. The sandbox and the cabinet both take "today" from here, so they never disagree around midnight.
//
// Days are ISO strings `yyyy-MM-dd`; the payloads' `dd.MM.yyyy` converts both ways.

/** Moscow: UTC+3 all year. */
export const PROVIDER_UTC_OFFSET_MS = 3 * 3_600_000;
export const PROVIDER_TIME_ZONE = 'Europe/Moscow';

const DAY_MS = 86_400_000;

/** A calendar day, `yyyy-MM-dd`. */
export type IsoDay = string;

function toMs(moment: Date | number): number {
  return typeof moment === 'number' ? moment : moment.getTime();
}

/** The provider's (Moscow) calendar day of a moment: what "today" is for the provider. */
export function providerDay(moment: Date | number = Date.now()): IsoDay {
  return new Date(toMs(moment) + PROVIDER_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The provider's today as a local `Date` (noon of that calendar day in the process's own zone), for rules that
 * read a date's local calendar fields (`dayOf` of the field rules): in a browser west of Moscow at 23:30 this is
 * already tomorrow, as it is for the provider.
 */
export function providerToday(moment: Date | number = Date.now()): Date {
  const [y, m, d] = providerDay(moment).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12, 0, 0, 0);
}

/** A real calendar day? (`2026-02-30` is not.) */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** `dd.MM.yyyy` -> `yyyy-MM-dd`; null when it is not a real date. */
export function ruToIsoDay(ru: string): IsoDay | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(ru.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDay(iso) ? iso : null;
}

/** `yyyy-MM-dd` (or a timestamp starting with it) -> `dd.MM.yyyy`; null for nothing. */
export function isoDayToRu(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** The day `n` days after (before, when negative) a day. */
export function addIsoDays(day: IsoDay, n: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: IsoDay, b: IsoDay): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The instant a provider day starts at `hh:mm` Moscow time. */
export function providerInstant(day: IsoDay, hours = 0, minutes = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - PROVIDER_UTC_OFFSET_MS + (hours * 60 + minutes) * 60_000);
}
