import {
  bookingBounds,
  bookingDays,
  bookingDaysRule,
  bookingForm,
  clampInvoiceDays,
  invoiceDaysField,
  invoiceStartDate,
} from '../../src/index.ts';
import { messageAt, messages, TODAY } from './helpers.ts';

// TODAY is 02.03.2026.
const form = bookingForm(TODAY);
const base = { startDate: '02.03.2026', endDate: '08.03.2026', partialPayment: false };

describe('booking days', () => {
  it('should need days of at least 7', () => {
    expect(messages(bookingDaysRule, { days: 6, payDays: 7 })).toEqual(['orderModal.dataError']);
    expect(messages(bookingDaysRule, { days: 7, payDays: 7 })).toEqual([]);
  });

  it('should need payDays between 7 and 365', () => {
    expect(messages(bookingDaysRule, { days: 30, payDays: 6 })).toEqual(['orderModal.dataError']);
    expect(messages(bookingDaysRule, { days: 400, payDays: 365 })).toEqual([]);
    expect(messages(bookingDaysRule, { days: 400, payDays: 366 })).toEqual(['orderModal.dataError']);
  });
});

describe('booking form', () => {
  it('should accept a start from today to today + 3', () => {
    expect(form.safeParse(base).success).toBe(true);
    expect(form.safeParse({ ...base, startDate: '05.03.2026', endDate: '11.03.2026' }).success).toBe(true);
  });

  it('should refuse a start before today or after today + 3', () => {
    expect(messageAt(form, { ...base, startDate: '01.03.2026' }, 'startDate')).toBe('bookingStartRange');
    expect(messageAt(form, { ...base, startDate: '06.03.2026', endDate: '12.03.2026' }, 'startDate')).toBe('bookingStartRange');
  });

  it('should need the end at start + 6 or later', () => {
    expect(messageAt(form, { ...base, endDate: '07.03.2026' }, 'endDate')).toBe('bookingEndMin');
    expect(messageAt(form, { ...base, endDate: '08.03.2026' }, 'endDate')).toBeUndefined();
    expect(messageAt(form, { ...base, endDate: '01.03.2026' }, 'endDate')).toBe('bookingEndMin');
  });

  it('should count days inclusively', () => {
    expect(bookingDays(base)).toEqual({ days: 7, payDays: 7 });
    expect(bookingDays({ ...base, endDate: '01.04.2026', partialPayment: true, paymentDate: '15.03.2026' })).toEqual({
      days: 31,
      payDays: 14,
    });
  });

  it('should need a partial payment date between start + 6 and start + 364', () => {
    const long = { ...base, endDate: '30.06.2027', partialPayment: true };
    expect(messageAt(form, { ...long, paymentDate: '07.03.2026' }, 'paymentDate')).toBe('bookingPaymentDateRange');
    expect(messageAt(form, { ...long, paymentDate: '08.03.2026' }, 'paymentDate')).toBeUndefined();
    expect(messageAt(form, { ...long, paymentDate: '01.03.2027' }, 'paymentDate')).toBeUndefined(); // start + 364
    expect(messageAt(form, { ...long, paymentDate: '02.03.2027' }, 'paymentDate')).toBe('bookingPaymentDateRange'); // start + 365
    expect(messageAt(form, { ...long }, 'paymentDate')).toBe('fieldRequired');
  });

  it('should force a partial payment when the rental is over 365 days', () => {
    expect(messageAt(form, { ...base, endDate: '01.03.2027' }, 'partialPayment')).toBeUndefined(); // 365 days
    expect(messageAt(form, { ...base, endDate: '02.03.2027' }, 'partialPayment')).toBe('bookingPartialRequired'); // 366 days
  });

  it('should offer the bounds of the date pickers', () => {
    expect(bookingBounds(TODAY)).toEqual({
      startMin: '02.03.2026',
      startMax: '05.03.2026',
      endMin: '08.03.2026',
      paymentMin: '08.03.2026',
      paymentMax: '01.03.2027',
    });
  });
});

describe('new invoice', () => {
  it('should need days between 7 and 365', () => {
    expect(messages(invoiceDaysField, 6)).toEqual(['invoiceDays']);
    expect(messages(invoiceDaysField, 7)).toEqual([]);
    expect(messages(invoiceDaysField, 365)).toEqual([]);
    expect(messages(invoiceDaysField, 366)).toEqual(['invoiceDays']);
  });

  it('should clamp on blur', () => {
    expect(clampInvoiceDays(3)).toBe(7);
    expect(clampInvoiceDays(400)).toBe(365);
    expect(clampInvoiceDays(30)).toBe(30);
    expect(clampInvoiceDays(Number.NaN)).toBe(7);
  });

  it('should start the day after paid-until, or today and editable without one', () => {
    expect(invoiceStartDate('31.03.2026', TODAY)).toEqual({ value: '01.04.2026', editable: false });
    expect(invoiceStartDate(null, TODAY)).toEqual({ value: '02.03.2026', editable: true });
  });
});
