import { bookingForm, formatRuDate, dayOf } from '@sb/contracts';
import { bookingLimits, bookingPayload, bookingToday, forcedPartial } from './bounds.ts';

const today = new Date(2026, 10, 22, 15, 30); // 22.11.2026
const day = (offset: number) => formatRuDate(dayOf(today) + offset);
const errorsOf = (values: { startDate: string; endDate: string; partialPayment: boolean; paymentDate?: string }) => {
  const r = bookingForm(today).safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('given the booking start date', () => {
  it('should accept today + 3 days and refuse today + 4', () => {
    expect(errorsOf({ startDate: day(3), endDate: day(3 + 29), partialPayment: false })).toEqual({});
    expect(errorsOf({ startDate: day(4), endDate: day(4 + 29), partialPayment: false })).toEqual({ startDate: 'bookingStartRange' });
  });

  it('should refuse yesterday', () => {
    expect(errorsOf({ startDate: day(-1), endDate: day(29), partialPayment: false })).toEqual({ startDate: 'bookingStartRange' });
  });

  it('should offer today..today+3 as the start range', () => {
    expect(bookingLimits(today, { startDate: day(0), endDate: day(29) })).toMatchObject({
      startMin: '2026-11-22',
      startMax: '2026-11-25',
      endMin: '2026-11-28',
    });
  });
});

describe('given the rental length', () => {
  it('should accept 7 days (end = start + 6) and refuse 6', () => {
    expect(errorsOf({ startDate: day(0), endDate: day(6), partialPayment: false })).toEqual({});
    expect(errorsOf({ startDate: day(0), endDate: day(5), partialPayment: false })).toEqual({ endDate: 'bookingEndMin' });
    expect(bookingPayload({ startDate: day(0), endDate: day(6), partialPayment: false }, 7)).toEqual({
      days: 7,
      order_date: day(0),
      place_floor_cell: 7,
      need_agreement: true,
      pay_days: 7,
    });
  });
});

describe('given the paid days', () => {
  it('should pay 365 days at once', () => {
    const v = { startDate: day(0), endDate: day(364), partialPayment: false };
    expect(errorsOf(v)).toEqual({});
    expect(forcedPartial(v)).toBeNull();
    expect(bookingPayload(v, 7)).toMatchObject({ days: 365, pay_days: 365 });
  });

  it('should force the partial payment at 366 days and cap its date at start + 364', () => {
    const v = { startDate: day(0), endDate: day(365), partialPayment: false, paymentDate: '' };
    expect(errorsOf(v)).toEqual({ partialPayment: 'bookingPartialRequired' });
    const change = forcedPartial(v);
    expect(change).toEqual({ partialPayment: true, paymentDate: day(364) });
    const forced = { ...v, ...change };
    expect(errorsOf(forced)).toEqual({});
    expect(bookingPayload(forced, 7)).toMatchObject({ days: 366, pay_days: 365 });
    expect(bookingLimits(today, forced)).toMatchObject({ partialForced: true, paymentMax: '2027-11-21' });
  });

  it('should cap a later payment date and keep an earlier one', () => {
    expect(forcedPartial({ startDate: day(0), endDate: day(500), partialPayment: true, paymentDate: day(400) })).toEqual({
      paymentDate: day(364),
    });
    expect(forcedPartial({ startDate: day(0), endDate: day(500), partialPayment: true, paymentDate: day(100) })).toBeNull();
  });

  it('should keep the partial payment date between start + 6 and start + 364', () => {
    const base = { startDate: day(0), endDate: day(500), partialPayment: true };
    expect(errorsOf({ ...base, paymentDate: day(6) })).toEqual({});
    expect(errorsOf({ ...base, paymentDate: day(5) })).toEqual({ paymentDate: 'bookingPaymentDateRange' });
    expect(errorsOf({ ...base, paymentDate: day(364) })).toEqual({});
    expect(errorsOf({ ...base, paymentDate: day(365) })).toEqual({ paymentDate: 'bookingPaymentDateRange' });
  });
});

describe("given the provider's calendar", () => {
  it('should take the Moscow day as today, whatever the zone of the browser', () => {
    // 21:30 UTC on 1 March is 00:30 on 2 March in Moscow: 16:30 in New York, 21:30 in London, still the 1st there
    const moment = new Date('2026-03-01T21:30:00Z');
    expect(formatRuDate(dayOf(bookingToday(moment)))).toBe('02.03.2026');
    expect(bookingLimits(bookingToday(moment), { startDate: '02.03.2026', endDate: '31.03.2026' })).toMatchObject({
      startMin: '2026-03-02',
      startMax: '2026-03-05',
    });
  });
});
