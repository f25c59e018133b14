// ---------------------------------------------------------------------------------------------------------------
// The paid-until date of an order as an iCalendar event (RFC 5545): an all-day event on the paid-until day with a
// reminder three days before (or on the days left, when fewer are), the order, the box, the warehouse's address and a link to the order. One file, one
// event; its UID is the order's, so importing it again updates the same event instead of adding a second one.
// ---------------------------------------------------------------------------------------------------------------

export interface PaidUntilEvent {
  orderNumber: number;
  /** Paid-until, `dd.MM.yyyy` as the orders list carries it. */
  paidUntil: string;
  /** The event's title, e.g. 'Box A-214: rent paid until 20.12.2026'. */
  summary: string;
  /** The body: the order, the box, the warehouse and what to do. */
  description: string;
  /** The warehouse's name and address. */
  location: string;
  /** The order's page (absolute). */
  url: string;
  /** The reminder's text. */
  alarm: string;
  /** Days before paid-until the reminder comes (3; fewer when fewer are left, so it never falls before today). */
  reminderDays?: number;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** The host part of every UID: stable, so a calendar recognises the event again. */
export const UID_DOMAIN = 'cabinet.boxstorage';

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The UTF-8 length of one character (a code point). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with one space; a UTF-8 character
 * is never split between lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    // the first line holds 75 octets, the following ones 74 after their leading space
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd.MM.yyyy` -> `yyyyMMdd`, and the day after it (an all-day event's DTEND is exclusive). */
function dateValues(ddMMyyyy: string): { start: string; end: string } {
  const [d, m, y] = ddMMyyyy.split('.').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: `${y}${pad(m)}${pad(d)}`,
    end: `${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`,
  };
}

const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** The `.ics` file's text: CRLF line ends, folded lines, escaped text values. */
export function paidUntilIcs(event: PaidUntilEvent): string {
  const { start, end } = dateValues(event.paidUntil);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Box storage//Customer cabinet//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:order-${event.orderNumber}-paid-until@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.alarm)}`,
    `TRIGGER:-P${Math.max(0, Math.floor(event.reminderDays ?? 3))}D`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The file's name: `order-4001-paid-until.ics`. */
export const icsFileName = (orderNumber: number) => `order-${orderNumber}-paid-until.ics`;
