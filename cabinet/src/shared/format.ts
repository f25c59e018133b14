import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toRuDate } from '@sb/contracts';
import { formatRoubles } from '@sb/ui-kit';

/**
 * Money, dates and units in the current language (design.md, "Russian typography and formats").
 * Use `useFormat()` in components; the pure `format*` functions take the language explicitly (for atoms/tests).
 *
 * ru: `1 250,50 ₽`, `05.03.2026`, `12 м²`; en: `RUB 1,250.50`, `05 Mar 2026`... see DATE_PATTERNS.
 * Every space before a currency sign or unit is a non-breaking one (U+00A0).
 */
export type FormatLanguage = 'ru' | 'en';

const NBSP = '\u00A0';

function lang(language: string): FormatLanguage {
  return language.toLowerCase().startsWith('en') ? 'en' : 'ru';
}

/** Normalises every kind of space Intl may emit (U+202F, U+0020) to U+00A0, so "1 250 ₽" never breaks. */
function nbsp(text: string): string {
  return text.replace(/[\u0020\u202F]/g, NBSP);
}

/** Parses an API amount: numbers, "1250.50", "1 250,50"; null for empty or garbage. */
export function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const n = Number(value.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * `1 250,50 ₽` (ru) / `RUB 1,250.50` (en); whole sums without kopecks (`250 ₽`). Empty string for a missing or
 * invalid amount. The words come from ui-kit's `formatRoubles`, the one money formatter of the app and the kit.
 */
export function formatMoney(value: number | string | null | undefined, language: string): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  return formatRoubles(amount, lang(language));
}

/** A plain number with grouping: `12 500` / `12,500`; `maximumFractionDigits` defaults to 2. */
export function formatNumber(value: number | string | null | undefined, language: string, maximumFractionDigits = 2): string {
  const n = toAmount(value);
  if (n === null) return '';
  return nbsp(new Intl.NumberFormat(lang(language) === 'en' ? 'en-US' : 'ru-RU', { maximumFractionDigits }).format(n));
}

/** Square metres: `12,5 м²` / `12.5 m²` (non-breaking space before the unit). */
export function formatArea(value: number | string | null | undefined, language: string): string {
  const n = formatNumber(value, language);
  return n ? `${n}${NBSP}${lang(language) === 'en' ? 'm²' : 'м²'}` : '';
}

/**
 * Dates as the user reads them. ru: `dd.MM.yyyy` (spec); en: `dd MMM yyyy` ("05 Mar 2026", unambiguous for
 * English readers — recorded in docs/decisions.md).
 */
export const DATE_PATTERNS: Record<FormatLanguage, { date: string; dateTime: string; time: string }> = {
  ru: { date: 'dd.MM.yyyy', dateTime: 'dd.MM.yyyy HH:mm', time: 'HH:mm' },
  en: { date: 'dd MMM yyyy', dateTime: 'dd MMM yyyy, HH:mm', time: 'HH:mm' },
};

// Dates are read and written by hand (no date library): the patterns are few and fixed, and date-fns' parse and
// format with both locales weighed 13 kB gzip on every screen that shows a date (docs/performance.md).

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const isValidDate = (d: Date) => !Number.isNaN(d.getTime());
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The API's own layouts (local time), tried before ISO 8601: `dd.MM.yyyy[ HH:mm[:ss]]`, `yyyy-MM-dd[ HH:mm[:ss]]`. */
const API_DATE_FORMS: ReadonlyArray<{ re: RegExp; order: 'dmy' | 'ymd' }> = [
  { re: /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/, order: 'dmy' },
  { re: /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/, order: 'ymd' },
];

/** A local date from its parts, or null when a part is out of range (31.02, 24:00, 10:60). */
function localDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date | null {
  if (month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const d = new Date(2000, 0, 1, hours, minutes, seconds);
  d.setFullYear(year, month - 1, day);
  return d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}

/** ISO 8601 with a time (`2026-03-05T14:30[:00[.000]][Z|+03:00]`); a time without an offset is local. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads a date the API sends: a Date, a timestamp (ms; seconds when < 1e11), ISO 8601, `yyyy-MM-dd[ HH:mm[:ss]]`
 * or `dd.MM.yyyy[ HH:mm[:ss]]`. Returns null when it cannot.
 */
export function parseApiDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValidDate(value) ? value : null;
  if (typeof value === 'number') {
    const d = new Date(value < 1e11 ? value * 1000 : value);
    return isValidDate(d) ? d : null;
  }
  const text = value.trim();
  for (const { re, order } of API_DATE_FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const [a, b, c, h, min, sec] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p)));
    return order === 'dmy' ? localDate(c!, b!, a!, h, min, sec) : localDate(a!, b!, c!, h, min, sec);
  }
  if (!ISO_DATE_TIME.test(text)) return null;
  const iso = new Date(text.replace(' ', 'T').replace(',', '.'));
  return isValidDate(iso) ? iso : null;
}

function formatParts(d: Date, language: FormatLanguage, kind: 'date' | 'dateTime' | 'time'): string {
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (kind === 'time') return time;
  const year = pad(d.getFullYear(), 4);
  const date =
    language === 'en' ? `${pad(d.getDate())} ${EN_MONTHS[d.getMonth()]} ${year}` : `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${year}`;
  if (kind === 'date') return date;
  return language === 'en' ? `${date}, ${time}` : `${date} ${time}`;
}

function formatWith(value: Date | string | number | null | undefined, language: string, kind: 'date' | 'dateTime' | 'time'): string {
  const d = parseApiDate(value);
  if (!d) return typeof value === 'string' ? value : '';
  return formatParts(d, lang(language), kind);
}

/** `05.03.2026` (ru) / `05 Mar 2026` (en); an unparseable string comes back as is, a missing value as ''. */
export function formatDate(value: Date | string | number | null | undefined, language: string): string {
  return formatWith(value, language, 'date');
}

/** `05.03.2026 14:30` (ru) / `05 Mar 2026, 14:30` (en). */
export function formatDateTime(value: Date | string | number | null | undefined, language: string): string {
  return formatWith(value, language, 'dateTime');
}

/** `14:30`. */
export function formatTime(value: Date | string | number | null | undefined, language: string): string {
  return formatWith(value, language, 'time');
}

/** A moment of the last days, without the year: `25.11, 14:05` (ru) / `25 Nov, 14:05` (en). */
export function formatDayTime(value: Date | string | number | null | undefined, language: string): string {
  const d = parseApiDate(value);
  if (!d) return typeof value === 'string' ? value : '';
  const day = lang(language) === 'en' ? `${pad(d.getDate())} ${EN_MONTHS[d.getMonth()]}` : `${pad(d.getDate())}.${pad(d.getMonth() + 1)}`;
  return `${day}, ${formatParts(d, 'ru', 'time')}`;
}

/** A date for the API: `dd.MM.yyyy` regardless of language (what the requisites and personal endpoints take). */
export function toApiDate(value: Date): string {
  return toRuDate(value);
}

export interface Formatters {
  language: FormatLanguage;
  money: (value: number | string | null | undefined) => string;
  number: (value: number | string | null | undefined, maximumFractionDigits?: number) => string;
  area: (value: number | string | null | undefined) => string;
  date: (value: Date | string | number | null | undefined) => string;
  dateTime: (value: Date | string | number | null | undefined) => string;
  time: (value: Date | string | number | null | undefined) => string;
  dayTime: (value: Date | string | number | null | undefined) => string;
}

/**
 * The formatters for the current language (read from react-intl's locale, so it follows the language switch).
 *
 * ```tsx
 * const f = useFormat();
 * <p>{f.money(order.sum)} · {f.date(order.paid_till)}</p>
 * ```
 */
export function useFormat(): Formatters {
  const { locale } = useIntl();
  return useMemo(() => {
    const l = lang(locale);
    return {
      language: l,
      money: (v) => formatMoney(v, l),
      number: (v, digits) => formatNumber(v, l, digits),
      area: (v) => formatArea(v, l),
      date: (v) => formatDate(v, l),
      dateTime: (v) => formatDateTime(v, l),
      time: (v) => formatTime(v, l),
      dayTime: (v) => formatDayTime(v, l),
    };
  }, [locale]);
}
