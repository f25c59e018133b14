// Calendar dates of the spec's payloads (dd.MM.yyyy) as whole day numbers, so that bounds like 'today + 3 days'
// are exact whatever the time of day. Every rule that depends on the date takes `today`, so the sandbox clock
// and tests decide what today is.

const DAY_MS = 86_400_000;

/** A calendar day as a day number since 1970-01-01. */
export type DayNumber = number;

/** Parses dd.MM.yyyy into a day number; null when it is not a real date. */
export function parseRuDate(value: string): DayNumber | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / DAY_MS);
}

/** Day number -> dd.MM.yyyy */
export function formatRuDate(day: DayNumber): string {
  const date = new Date(day * DAY_MS);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getUTCFullYear()}`;
}

/** The calendar day of a moment, in the local time zone of the process (the user's day in a browser). */
export function dayOf(moment: Date): DayNumber {
  return Math.round(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / DAY_MS);
}

/** `today` as dd.MM.yyyy */
export function todayRu(today: Date): string {
  return formatRuDate(dayOf(today));
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
