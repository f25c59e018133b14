import { LATE_FEES, type LockStatus } from '@sb/contracts';
import type { CustomerRow, Sandbox } from '../context.ts';
import type { CellRow, OrderRow } from '../domain/rows.ts';
import { createAgreement, createInvoice } from '../domain/commands.ts';
import { calculate, priceFor } from '../domain/pricing.ts';
import { addDays } from '../domain/time.ts';
import type { SeededCustomers } from './customers.ts';
import { KEPT_FREE, demo } from './demo.ts';

// The demo customers' orders: every state of the order list, with their contracts and invoices.

/** `t` is today (yyyy-MM-dd), `now` the instant, `at(days)` an instant that many days from now. */
export function seedOrders(
  sb: Sandbox,
  { ind, legal, legacy, edsCustomers }: SeededCustomers,
  { t, now, at }: { t: string; now: string; at: (days: number) => string },
): void {
  const { db } = sb;
  // --- orders ---
  /**
   * A free box of a place, nearest in size, that no order has held (so no two orders share a box) and whose
   * number none of the customer's orders has (so a customer never sees two boxes of one number).
   */
  const pickCell = (customer: CustomerRow, code: string, size: number, opts: { lock?: LockStatus } = {}): CellRow => {
    const rows = db
      .prepare(
        `SELECT c.* FROM cells c JOIN places p ON p.id = c.place_id
         WHERE p.code = ? AND c.status = 'free' AND c.id NOT IN (SELECT cell_id FROM orders) AND c.id NOT IN (${KEPT_FREE.join(',')})
           AND c.floor_cell_number NOT IN (SELECT c2.floor_cell_number FROM orders o2 JOIN cells c2 ON c2.id = o2.cell_id WHERE o2.customer_id = ?)
         ORDER BY abs(c.size - ?), c.id`,
      )
      .all(code, customer.id, size) as unknown as CellRow[];
    const nearest = rows.filter((r) => r.size === rows[0]?.size);
    const row = nearest.find((r) => (opts.lock ? r.lock_status === opts.lock : r.lock_status === 'locked')) ?? nearest[0];
    if (!row) throw new Error(`seed: no free ${size} m2 box in ${code}`);
    if (opts.lock && row.lock_status !== opts.lock) {
      db.prepare('UPDATE cells SET lock_status = ? WHERE id = ?').run(opts.lock, row.id);
      row.lock_status = opts.lock;
    }
    return row;
  };
  interface OrderSeed {
    number: number;
    customer: CustomerRow;
    cell: CellRow;
    state: string;
    begin: string;
    days: number;
    payDays?: number;
    paidUntil?: string | null;
    reservedUntil?: string | null;
    confirmUntil?: string | null;
    contract?: 'new' | 'active' | 'archived' | 'none';
    signSystem?: string;
    needChange?: boolean;
    closedReason?: string | null;
  }
  const makeOrder = (s: OrderSeed): OrderRow => {
    const payDays = s.payDays ?? 30;
    const calc = calculate(s.cell.month_rate, s.days, payDays);
    db.prepare(
      'INSERT INTO orders (number, customer_id, cell_id, state, begin_date, end_date, paid_until, rate, days, pay_days, discount_percent, deposit, reserved_until, confirm_until, fee_stage, closed_reason, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
    ).run(
      s.number,
      s.customer.id,
      s.cell.id,
      s.state,
      s.begin,
      addDays(s.begin, s.days - 1),
      s.paidUntil ?? null,
      s.cell.month_rate,
      s.days,
      payDays,
      calc.discount_percent,
      calc.deposit_summ,
      s.reservedUntil ?? null,
      s.confirmUntil ?? null,
      0,
      s.closedReason ?? null,
      now,
      now,
    );
    if (s.state !== 'archived') db.prepare("UPDATE cells SET status = 'ordered' WHERE id = ?").run(s.cell.id);
    const o = db.prepare('SELECT * FROM orders WHERE number = ?').get(s.number) as unknown as OrderRow;
    if (s.contract !== 'none') {
      createAgreement(sb, o, {
        status: s.contract ?? 'active',
        signSystem: s.signSystem ?? 'eds',
        needChange: s.needChange ?? false,
        signedAt: s.contract === 'active' || s.contract === 'archived' ? `${s.begin}T10:00:00.000Z` : null,
        seedKey: `agreement-${s.number}`,
      });
    }
    return o;
  };
  /** The first invoice (paid period plus deposit) and monthly renewals up to paid-until. */
  const paidHistory = (o: OrderRow, until: string) => {
    const first = calculate(o.rate, o.days, o.pay_days);
    createInvoice(sb, o, 'first', o.begin_date, o.pay_days, first.total_summ, { paid: true });
    let next = addDays(o.begin_date, o.pay_days);
    while (next <= until) {
      createInvoice(sb, o, 'rent', next, 30, priceFor(o.rate, 30), { paid: true });
      next = addDays(next, 30);
    }
    db.prepare('UPDATE orders SET paid_until = ? WHERE id = ?').run(addDays(next, -1), o.id);
    return addDays(next, -1);
  };
  const activeOrder = (number: number, customer: CustomerRow, cell: CellRow, startedDaysAgo: number, days = 365, payDays = 30) => {
    const begin = addDays(t, -startedDaysAgo);
    const o = makeOrder({ number, customer, cell, state: 'active', begin, days, payDays });
    const until = paidHistory(o, t);
    return { o, until };
  };

  const O = demo.orders;
  activeOrder(O.active, ind, pickCell(ind, 'MSK-01', 3), 10); // paid until +20
  const near = activeOrder(O.activeNearPayment, ind, pickCell(ind, 'MSK-02', 2), 26); // paid until +4: payment notice
  createInvoice(sb, near.o, 'rent', addDays(near.until, 1), 30, priceFor(near.o.rate, 30));
  const pend = activeOrder(O.activePendingPayment, ind, pickCell(ind, 'MSK-03', 4.5), 50); // paid until +10
  const held = createInvoice(sb, pend.o, 'rent', addDays(pend.until, 1), 30, priceFor(pend.o.rate, 30), { hash: 'sandbox-pending-1006' });
  // a payment the provider holds (confirmed, not settled yet): started 3 minutes ago, it does not lapse
  db.prepare('UPDATE invoices SET payment_started_at = ? WHERE id = ?').run(at(-3 / 1440), held.id);
  activeOrder(O.activeNoLock, ind, pickCell(ind, 'KHM-01', 8, { lock: 'unregistered' }), 100);
  activeOrder(O.activeMini, ind, pickCell(ind, 'SPB-01', 0.04), 5);
  activeOrder(O.activeLarge, ind, pickCell(ind, 'MSK-01', 25), 20, 365, 90);
  const withAct = activeOrder(O.activeWithAct, ind, pickCell(ind, 'MSK-04', 6), 200);
  createAgreement(sb, withAct.o, { kind: 'act', status: 'new', seedKey: `act-${O.activeWithAct}` });

  const reservedOrder = (number: number, customer: CustomerRow, cell: CellRow, extra: Partial<OrderSeed> = {}) => {
    const o = makeOrder({
      number,
      customer,
      cell,
      state: 'reserved',
      begin: addDays(t, 1),
      days: 180,
      payDays: 30,
      reservedUntil: at(3),
      confirmUntil: at(4),
      contract: 'new',
      ...extra,
    });
    const calc = calculate(o.rate, o.days, o.pay_days);
    createInvoice(sb, o, 'first', o.begin_date, o.pay_days, calc.total_summ);
    return o;
  };
  reservedOrder(O.reserved, ind, pickCell(ind, 'MSK-01', 1));
  reservedOrder(O.preSigned, ind, pickCell(ind, 'MSK-02', 3), { state: 'pre-signed', reservedUntil: at(4), confirmUntil: at(5) });
  /**
   * An order in debt: begun `begunDaysAgo`, its first two months paid, the renewal after them unpaid, and the late
   * fees of `feeStage` (1: the 14th day's, 2: the 25th day's too) charged.
   */
  const debtOrder = (number: number, cell: CellRow, begunDaysAgo: number, days: number, feeStage: 1 | 2) => {
    const begin = addDays(t, -begunDaysAgo);
    const o = makeOrder({ number, customer: ind, cell, state: 'debt', begin, days, payDays: 30 });
    createInvoice(sb, o, 'first', begin, 30, calculate(o.rate, days, 30).total_summ, { paid: true });
    createInvoice(sb, o, 'rent', addDays(begin, 30), 30, priceFor(o.rate, 30), { paid: true });
    const paidUntil = addDays(begin, 59);
    db.prepare('UPDATE orders SET paid_until = ?, fee_stage = ? WHERE id = ?').run(paidUntil, feeStage, o.id);
    createInvoice(sb, o, 'rent', addDays(paidUntil, 1), 30, priceFor(o.rate, 30));
    for (const fee of LATE_FEES.slice(0, feeStage)) createInvoice(sb, o, 'fee', addDays(paidUntil, fee.day), 0, fee.amount);
  };
  // debt: 16 days overdue, the 250 RUB fee already charged
  debtOrder(O.debt, pickCell(ind, 'MSK-03', 2), 76, 365, 1);
  // not-active: signed, deposit not paid yet
  const na = makeOrder({
    number: O.notActive,
    customer: ind,
    cell: pickCell(ind, 'KRG-01', 10),
    state: 'not-active',
    begin: addDays(t, 1),
    days: 90,
    payDays: 30,
    confirmUntil: at(3),
    contract: 'active',
  });
  createInvoice(sb, na, 'first', na.begin_date, 30, calculate(na.rate, 90, 30).total_summ);
  reservedOrder(O.signSystemNo, ind, pickCell(ind, 'SPB-02', 12.5), { signSystem: 'no', reservedUntil: at(2) });
  reservedOrder(O.needChange, ind, pickCell(ind, 'MSK-03', 8), { needChange: true });
  O.archived.forEach((number, k) => {
    const cell = pickCell(ind, ['MSK-01', 'MSK-02', 'SPB-01', 'KHM-01'][k] as string, [2, 1, 3, 4.5][k] as number);
    const begin = addDays(t, -400 + k * 30);
    const o = makeOrder({
      number,
      customer: ind,
      cell,
      state: 'archived',
      begin,
      days: 180,
      payDays: 30,
      contract: 'archived',
      closedReason: 'closed-by-customer',
    });
    paidHistory(o, addDays(begin, 150));
  });

  // locks that do not answer: error and inactive (the lock refuses with 409, the cabinet says to call the manager)
  activeOrder(O.lockError, ind, pickCell(ind, 'MSK-01', 3, { lock: 'error' }), 12);
  activeOrder(O.lockInactive, ind, pickCell(ind, 'MSK-01', 3, { lock: 'inactive' }), 18);
  // a debt 27 days overdue: both fees charged, the renewal unpaid
  debtOrder(O.debtBothFees, pickCell(ind, 'MSK-01', 10), 86, 180, 2);

  const legalActive = activeOrder(O.legalActive, legal, pickCell(legal, 'MSK-04', 16), 40, 365, 180);
  createAgreement(sb, legalActive.o, {
    kind: 'act',
    status: 'active',
    signedAt: `${addDays(t, -30)}T10:00:00.000Z`,
    seedKey: `act-${O.legalActive}`,
  });
  // the organisation's closed rental: what an accountant's period gathers besides the live order
  const legalBegin = addDays(t, -200);
  const legalArchived = makeOrder({
    number: O.legalArchived,
    customer: legal,
    cell: pickCell(legal, 'MSK-01', 6),
    state: 'archived',
    begin: legalBegin,
    days: 180,
    contract: 'archived',
    closedReason: 'completed',
  });
  paidHistory(legalArchived, addDays(legalBegin, 150));
  // the misspelt state variant some answers carry (spec 1 section 4)
  reservedOrder(O.legalReserved, legal, pickCell(legal, 'MSK-04', 10), { state: 'rezerved' });
  activeOrder(O.legacyActive, legacy, pickCell(legacy, 'SPB-01', 2), 15);
  const edsPlaces = ['MSK-01', 'MSK-02', 'MSK-03', 'SPB-01', 'KHM-01', 'KRG-01', 'KRG-02'];
  edsCustomers.forEach(({ row, order }, k) => reservedOrder(order, row, pickCell(row, edsPlaces[k] as string, k % 2 ? 1 : 2)));
  // the second provider: a signed order at KRG-02 whose first invoice (paid period plus deposit) is to pay
  const edsAvailable = edsCustomers.find((e) => e.order === demo.eds.available.order)?.row as CustomerRow;
  const krg = makeOrder({
    number: O.secondProvider,
    customer: edsAvailable,
    cell: pickCell(edsAvailable, 'KRG-02', 4.5),
    state: 'not-active',
    begin: addDays(t, 1),
    days: 90,
    payDays: 30,
    confirmUntil: at(4),
    contract: 'active',
  });
  createInvoice(sb, krg, 'first', krg.begin_date, 30, calculate(krg.rate, 90, 30).total_summ);
}
