import ICAL from 'ical.js';
import { escapeText, foldLine, icsFileName, paidUntilIcs, type PaidUntilEvent } from './ics.ts';

// The paid-until event read back by a real calendar parser (ical.js), and the RFC 5545 details a parser forgives
// but a strict calendar does not: CRLF line ends, lines of at most 75 octets, escaped text.

/** A string's length in UTF-8 octets. */
const octets = (s: string) => new Blob([s]).size;

const event: PaidUntilEvent = {
  orderNumber: 4001,
  paidUntil: '20.12.2026',
  summary: 'Бокс A-214: аренда оплачена до 20.12.2026',
  description: 'Заказ № 4001, бокс A-214; склад «Нагатинская», Москва, Нагатинская ул., 16. Продлите аренду в личном кабинете.',
  location: 'Склад «Нагатинская», Москва, Нагатинская ул., 16',
  url: 'https://cabinet.example/order-view/4001',
  alarm: 'Через 3 дня заканчивается оплаченный период',
  now: new Date(Date.UTC(2026, 10, 25, 9, 30, 0)),
};

describe('the paid-until event', () => {
  it('should parse as one all-day event on the paid-until date with a reminder 3 days before', () => {
    const calendar = new ICAL.Component(ICAL.parse(paidUntilIcs(event)));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const e = new ICAL.Event(vevent);
    expect(e.startDate.isDate).toBe(true);
    expect(e.startDate.toString()).toBe('2026-12-20');
    expect(e.endDate.toString()).toBe('2026-12-21');
    expect(e.uid).toBe('order-4001-paid-until@cabinet.boxstorage');
    expect(e.summary).toBe(event.summary);
    expect(e.description).toBe(event.description);
    expect(e.location).toBe(event.location);
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toString()).toBe('-P3D');
    expect(trigger.toSeconds()).toBe(-3 * 24 * 3600);
  });

  it('should keep the UID of an order whenever it is made', () => {
    const uid = (text: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!).uid;
    expect(uid(paidUntilIcs({ ...event, paidUntil: '20.01.2027', now: new Date() }))).toBe(uid(paidUntilIcs(event)));
  });

  it('should end every line with CRLF and fold lines longer than 75 octets', () => {
    const text = paidUntilIcs(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    // the long description is folded, and a continuation starts with one space
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });

  it('should escape commas, semicolons, backslashes and line breaks', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
  });

  it('should never split a Cyrillic letter when folding', () => {
    const folded = foldLine(`DESCRIPTION:${'ж'.repeat(100)}`);
    const parts = folded.split('\r\n ');
    expect(parts.join('')).toBe(`DESCRIPTION:${'ж'.repeat(100)}`);
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75);
  });

  it('should be named by the order', () => {
    expect(icsFileName(4001)).toBe('order-4001-paid-until.ics');
  });
});
