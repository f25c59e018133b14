import type { ContractDocument } from '@sb/contracts';
import { collectPeriod, periodTotals } from './collect.ts';
import { periodInvoice, periodOrder } from '../test/fixtures.ts';

const invoice = periodInvoice;
const order = periodOrder;

const doc = (number: string, orderNumber: number, signed: string | null, type: 'contract' | 'act' = 'contract'): ContractDocument => ({
  agreement_uuid: `u-${number}`,
  agreement_number: number,
  agreement_status: signed ? 'active' : 'new',
  agreement_signed: signed,
  sign_system: 'eds',
  need_change: false,
  order_number: orderNumber,
  document_type: type,
  place: { code: 'MSK-04', name: 'Склад', cell: { name: `B-${orderNumber}` } },
});

const Q3 = { from: '2026-07-01', to: '2026-09-30' };

describe('collectPeriod', () => {
  it('should take the invoices whose billed period starts inside the period, and the signed files of the orders it touches', () => {
    const orders = [
      order(2001, '15.08.2026', null, [invoice('INV-2001-1', '15.08.2026', '10.02.2027', 9000, true)], '/files/D-2001-signed.html'),
      order(
        2003,
        '01.03.2026',
        '27.08.2026',
        [invoice('INV-2003-5', '28.06.2026', '27.07.2026', 1000, true), invoice('INV-2003-6', '28.07.2026', '27.08.2026', 1000.5, false)],
        '/files/D-2003-signed.html',
      ),
      order(1999, '01.01.2025', '30.06.2025', [invoice('INV-1999-1', '01.01.2025', '30.01.2025', 500, true)], '/files/D-1999-signed.html'),
    ];
    const documents = [
      doc('D-2001', 2001, '/files/D-2001-signed.html'),
      doc('ACT-2001', 2001, '/files/ACT-2001-signed.html', 'act'),
      doc('D-2002', 2002, null),
      doc('D-1999', 1999, '/files/D-1999-signed.html'),
    ];
    const got = collectPeriod({ orders, documents, range: Q3 });
    expect(got.invoices.map((i) => i.number)).toEqual(['INV-2001-1', 'INV-2003-6']);
    expect(got.files.map((f) => `${f.order} ${f.kind} ${f.number}`)).toEqual([
      '2001 act ACT-2001',
      '2001 contract D-2001',
      '2003 contract D-2003',
    ]);
    expect(got.orders).toEqual([2001, 2003]);
    expect(periodTotals(got.invoices)).toEqual({ invoiced: 10000.5, paid: 9000, owed: 1000.5 });
  });

  it('should give nothing for a period before any rental', () => {
    const got = collectPeriod({
      orders: [order(2001, '15.08.2026', null, [invoice('INV-2001-1', '15.08.2026', '10.02.2027', 9000, true)], '/f.html')],
      documents: [],
      range: { from: '2020-01-01', to: '2020-03-31' },
    });
    expect(got).toEqual({ files: [], invoices: [], orders: [] });
  });
});
