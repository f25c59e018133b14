// The provider's calendar. Every day rule of both APIs (a booking starts today..today+3, paid-until, the late fees
// at 14 and 25 days) counts Moscow calendar days (UTC+3, no daylight saving since 2014), whatever the time zone
// of the browser. The sandbox and the cabinet both take "today" from here, so they never disagree around midnight.
//
// The one date module of the workspace (the cabinet, the sandbox and, through the cabinet, the ui-kit use it).
// A calendar day has two forms here: an ISO string `yyyy-MM-dd` (IsoDay: the sandbox's storage, a date field's
// bounds) and a whole day number since 1970-01-01 (DayNumber: the field rules' arithmetic, 'today + 3 days'); the
// payloads' and the customer's `dd.MM.yyyy` converts to and from both.

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

// --- day numbers --------------------------------------------------------------------------------------------------

/** A calendar day as a day number since 1970-01-01. */
export type DayNumber = number;

/** Parses `dd.MM.yyyy` into a day number; null when it is not a real date. */
export function parseRuDate(value: string): DayNumber | null {
  const iso = ruToIsoDay(value);
  return iso === null ? null : isoDayToNumber(iso);
}

/** Day number -> `dd.MM.yyyy`. */
export function formatRuDate(day: DayNumber): string {
  return isoDayToRu(dayNumberToIso(day)) as string;
}

/** Day number -> `yyyy-MM-dd`. */
export function dayNumberToIso(day: DayNumber): IsoDay {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` -> day number. */
export function isoDayToNumber(day: IsoDay): DayNumber {
  return Math.round(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** The calendar day of a moment, in the local time zone of the process (the user's day in a browser). */
export function dayOf(moment: Date): DayNumber {
  return Math.round(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / DAY_MS);
}

/** `today` as `dd.MM.yyyy`. */
export function todayRu(today: Date): string {
  return formatRuDate(dayOf(today));
}

/** A moment's local calendar day as `dd.MM.yyyy` (what the requisites and personal endpoints take). */
export function toRuDate(moment: Date): string {
  return formatRuDate(dayOf(moment));
}

/** Full years between a birth date and a day (birthday counted on its day; 29 Feb counts on 1 Mar). */
export function ageOn(birth: DayNumber, on: DayNumber): number {
  const b = new Date(birth * DAY_MS);
  const t = new Date(on * DAY_MS);
  let age = t.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday = t.getUTCMonth() < b.getUTCMonth() || (t.getUTCMonth() === b.getUTCMonth() && t.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

// --- a typed date against its bounds ------------------------------------------------------------------------------

/** What is wrong with a typed date, and the bound it broke (`dd.MM.yyyy`) for `min`/`max`. */
export interface DateCheck {
  problem: 'invalid' | 'min' | 'max';
  /** The bound as the customer reads it (`dd.MM.yyyy`), for `min` and `max`. */
  date?: string;
}

/**
 * Checks a typed `dd.MM.yyyy` against inclusive bounds given as `yyyy-MM-dd` (or `dd.MM.yyyy`): null when empty
 * or fine, else the problem. A date field shows the words; the form's own rules may say more.
 */
export function checkRuDate(text: string, { min, max }: { min?: string | null; max?: string | null } = {}): DateCheck | null {
  if (!text || text.replace(/[\s._]/g, '') === '') return null;
  const iso = ruToIsoDay(text);
  if (!iso) return { problem: 'invalid' };
  const bound = (b: string) => (/^\d{2}\.\d{2}\.\d{4}$/.test(b) ? ruToIsoDay(b) : b.slice(0, 10));
  const lo = min ? bound(min) : null;
  const hi = max ? bound(max) : null;
  if (lo && iso < lo) return { problem: 'min', date: isoDayToRu(lo) as string };
  if (hi && iso > hi) return { problem: 'max', date: isoDayToRu(hi) as string };
  return null;
}
