import { isoDayToRu } from '@sb/contracts';
import type { PeriodInvoice } from './collect.ts';

// payments.csv the way Excel in Russia opens it: UTF-8 with a BOM (else Excel reads Cyrillic as cp1251), ';'
// between fields (',' is the decimal sign there), amounts with a decimal comma and two kopeck digits, no grouping,
// dates dd.MM.yyyy, CRLF line ends; a field with ';', a quote or a line break is quoted, its quotes doubled.

export const BOM = '\uFEFF';
const SEP = ';';

/** The words of the file in the customer's language: the header row, and 'paid' / 'not paid'. */
export interface CsvWords {
  headers: [string, string, string, string, string, string, string, string];
  yes: string;
  no: string;
}

export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** `1234.5` -> `1234,50`; a negative keeps its minus. */
export function csvAmount(n: number): string {
  return (Math.round(n * 100) / 100).toFixed(2).replace('.', ',');
}

export function paymentsCsv(invoices: PeriodInvoice[], words: CsvWords): string {
  const rows = [
    words.headers,
    ...invoices.map((i) => [
      i.number,
      String(i.order),
      i.box,
      isoDayToRu(i.from) ?? '',
      isoDayToRu(i.to) ?? '',
      csvAmount(i.amount),
      csvAmount(i.nds),
      i.paid ? words.yes : words.no,
    ]),
  ];
  return BOM + rows.map((r) => r.map(csvField).join(SEP)).join('\r\n') + '\r\n';
}
