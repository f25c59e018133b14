/**
 * @jest-environment node
 */
import { BOM, paymentsCsv, type CsvWords } from './csv.ts';
import type { PeriodInvoice } from './collect.ts';

const ru: CsvWords = {
  headers: ['Счёт', 'Заказ', 'Бокс', 'Период с', 'Период по', 'Сумма, ₽', 'НДС, ₽', 'Оплачен'],
  yes: 'да',
  no: 'нет',
};
const invoice = (over: Partial<PeriodInvoice> = {}): PeriodInvoice => ({
  number: 'INV-2001-1',
  order: 2001,
  box: 'B-216',
  from: '2026-10-18',
  to: '2027-04-15',
  amount: 123456.5,
  nds: 5878.88,
  paid: true,
  ...over,
});

describe('payments.csv', () => {
  it('should start with a UTF-8 BOM and separate fields with semicolons, lines with CRLF', () => {
    const csv = paymentsCsv([invoice()], ru);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Счёт;Заказ;Бокс;Период с;Период по;Сумма, ₽;НДС, ₽;Оплачен',
      'INV-2001-1;2001;B-216;18.10.2026;15.04.2027;123456,50;5878,88;да',
      '',
    ]);
  });

  it('should write amounts with a decimal comma, two kopeck digits and no grouping', () => {
    const csv = paymentsCsv([invoice({ amount: 250, nds: 0 }), invoice({ number: 'INV-2', amount: 1000.1, nds: 47.62, paid: false })], ru);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toContain(';250,00;0,00;да');
    expect(lines[2]).toContain(';1000,10;47,62;нет');
  });

  it('should quote a box name holding a semicolon or quotes, doubling the quotes', () => {
    const csv = paymentsCsv([invoice({ box: 'Бокс "Люкс"; 2 этаж' }), invoice({ box: 'A;1' })], ru);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('INV-2001-1;2001;"Бокс ""Люкс""; 2 этаж";18.10.2026;15.04.2027;123456,50;5878,88;да');
    expect(lines[2]).toContain(';"A;1";');
  });

  it('should write the headers in English for an English customer, with the same number formats', () => {
    const en: CsvWords = {
      headers: ['Invoice', 'Order', 'Box', 'Period from', 'Period to', 'Amount, RUB', 'VAT, RUB', 'Paid'],
      yes: 'yes',
      no: 'no',
    };
    const lines = paymentsCsv([invoice({ paid: false })], en)
      .slice(1)
      .split('\r\n');
    expect(lines[0]).toBe('Invoice;Order;Box;Period from;Period to;Amount, RUB;VAT, RUB;Paid');
    expect(lines[1]).toBe('INV-2001-1;2001;B-216;18.10.2026;15.04.2027;123456,50;5878,88;no');
  });
});
