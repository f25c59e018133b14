import { ruToIsoDay, type ContractDocument, type Order } from '@sb/contracts';

// What the accountant's period gathers (a proposal beyond the spec, docs/decisions.md): from the customer's own
// calls (orders-list active and history, active-contracts active and history, active-docs), for every order whose
// rental overlaps the period, its signed contracts and acts whose files exist, and the invoices whose billed period
// starts inside it (each invoice belongs to exactly one period, so consecutive statements add up).

/** The first and last day of the period, ISO `yyyy-MM-dd`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** One file to put in the archive, in its order's folder. */
export interface PeriodFile {
  order: number;
  kind: 'contract' | 'act';
  /** agreement number */
  number: string;
  url: string;
}

/** One invoice of the period: a row of payments.csv and of the statement. */
export interface PeriodInvoice {
  number: string;
  order: number;
  box: string;
  /** ISO days of the billed period */
  from: string;
  to: string;
  amount: number;
  /** VAT amount as the invoice's `nds` says */
  nds: number;
  paid: boolean;
}

export interface PeriodContents {
  files: PeriodFile[];
  invoices: PeriodInvoice[];
  /** the orders the period touches, by number */
  orders: number[];
}

const FAR_FUTURE = '9999-12-31';

function rentalOverlaps(order: Order, range: DayRange): boolean {
  const begin = ruToIsoDay(order.cell.begin);
  const end = ruToIsoDay(order.cell.end ?? '') ?? ruToIsoDay(order.cell.paid_until ?? '') ?? FAR_FUTURE;
  return Boolean(begin) && (begin as string) <= range.to && end >= range.from;
}

/** The files and invoices of `range` among the customer's orders (active and archive) and documents. */
export function collectPeriod({
  orders,
  documents,
  range,
}: {
  orders: Order[];
  documents: ContractDocument[];
  range: DayRange;
}): PeriodContents {
  const byNumber = new Map<number, Order>();
  for (const o of orders) if (!byNumber.has(o.number)) byNumber.set(o.number, o);
  const invoices: PeriodInvoice[] = [];
  const touched = new Set<number>();
  for (const o of byNumber.values()) {
    for (const inv of o.invoices) {
      const from = ruToIsoDay(inv.beginPeriod);
      if (!from || from < range.from || from > range.to) continue;
      touched.add(o.number);
      invoices.push({
        number: inv.number,
        order: o.number,
        box: o.cell.name,
        from,
        to: ruToIsoDay(inv.endPeriod) ?? from,
        amount: inv.price,
        nds: inv.nds,
        paid: inv.paid,
      });
    }
  }
  const files: PeriodFile[] = [];
  const seen = new Set<string>();
  for (const d of documents) {
    const order = byNumber.get(d.order_number);
    if (!d.agreement_signed || seen.has(d.agreement_number) || !order || !rentalOverlaps(order, range)) continue;
    seen.add(d.agreement_number);
    touched.add(order.number);
    files.push({
      order: order.number,
      kind: d.document_type === 'act' ? 'act' : 'contract',
      number: d.agreement_number,
      url: d.agreement_signed,
    });
  }
  // an order's contract that no documents call listed (the order carries its signed link too)
  for (const o of byNumber.values()) {
    const a = o.agreement;
    if (!a?.signed || seen.has(a.number) || !rentalOverlaps(o, range)) continue;
    seen.add(a.number);
    touched.add(o.number);
    files.push({ order: o.number, kind: 'contract', number: a.number, url: a.signed });
  }
  files.sort((a, b) => a.order - b.order || a.kind.localeCompare(b.kind) || a.number.localeCompare(b.number));
  invoices.sort((a, b) => a.order - b.order || a.from.localeCompare(b.from) || a.number.localeCompare(b.number));
  return { files, invoices, orders: [...touched].sort((a, b) => a - b) };
}

/** The totals of the statement: invoiced, paid and owed (roubles, kopecks kept exact). */
export function periodTotals(invoices: PeriodInvoice[]): { invoiced: number; paid: number; owed: number } {
  const cents = (n: number) => Math.round(n * 100);
  const invoiced = invoices.reduce((s, i) => s + cents(i.amount), 0);
  const paid = invoices.filter((i) => i.paid).reduce((s, i) => s + cents(i.amount), 0);
  return { invoiced: invoiced / 100, paid: paid / 100, owed: (invoiced - paid) / 100 };
}
