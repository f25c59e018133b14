import { demo } from '../seed.ts';
import { addDays, parseDay, today } from '../domain/time.ts';
import { ensureUnpaidInvoice, mouldLock, mouldOrder } from '../state-helpers.ts';
import { createInvoice } from '../domain/commands.ts';
import { P, lockParams, orderFor, paidPeriod, setEds, type StateHandler } from './moulds.ts';

/**
 * The states of the order, payment, lock and signing rules: each moulds one order of the customer into
 * what its name says, so the interaction checks the provider's rule, not the seed.
 */
export const ruleStates: Record<string, StateHandler> = {
  // make-invoice for the next period answers 409 INVOICE_PERIOD_COVERED naming this invoice
  'the individual demo customer has an unpaid invoice covering the next period': (sb, params) => {
    const p = P(params);
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active', {
      paidUntil: parseDay(params.paidUntil) ?? addDays(today(sb), 29),
    });
    const number = p.str('invoiceNumber') ?? `INV-${o.number}-9`;
    ensureUnpaidInvoice(sb, o, number, p.num('price'));
    const begin = addDays(o.paid_until ?? today(sb), 1);
    sb.db
      .prepare("UPDATE invoices SET kind = 'rent', begin_period = ?, end_period = ?, days = 30 WHERE number = ?")
      .run(begin, addDays(begin, 29), number);
    return { invoiceNumber: number, ...paidPeriod(sb, o) };
  },
  // the rental's end date passed and it is paid to that date: the provider finishes the order (archived, completed)
  'the individual demo customer has an order whose rental ended paid to its end': (sb, params) => {
    const o = orderFor(sb, params, 1021);
    const end = addDays(today(sb), -1);
    const begin = addDays(end, -29);
    sb.db
      .prepare(
        "UPDATE orders SET state = 'active', begin_date = ?, end_date = ?, paid_until = ?, days = 30, pay_days = 30, fee_stage = 0, reserved_until = NULL, confirm_until = NULL, closed_reason = NULL WHERE id = ?",
      )
      .run(begin, end, end, o.id);
    // nothing is owed: every invoice of the order paid, the whole period among them
    sb.db
      .prepare('UPDATE invoices SET status_id = 3, paid_at = ?, payment_hash = NULL WHERE order_id = ? AND status_id != 3')
      .run(sb.clock.now().toISOString(), o.id);
    createInvoice(sb, o, 'first', begin, 30, o.rate, { paid: true });
    sb.db
      .prepare("UPDATE agreements SET status = 'active', need_change = 0 WHERE order_id = ? AND kind = 'contract' AND status = 'new'")
      .run(o.id);
  },
  // a card payment of an unpaid invoice started 3 minutes ago and not confirmed yet: the pending mark with its times
  'the individual demo customer has an invoice with a pending payment': (sb, params) => {
    const p = P(params);
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active');
    mouldLock(sb, o, lockParams(params));
    const number = p.str('invoiceNumber') ?? `INV-${o.number}-9`;
    ensureUnpaidInvoice(sb, o, number, p.num('price'));
    const started = sb.clock.nowMs() - 3 * 60_000;
    const hash = p.str('paymentHash') ?? 'yk-700001';
    sb.db
      .prepare('UPDATE invoices SET payment_hash = ?, payment_started_at = ?, payment_expires_at = ? WHERE number = ?')
      .run(hash, new Date(started).toISOString(), new Date(started + sb.config.paymentPendingMinutes * 60_000).toISOString(), number);
    return { invoiceNumber: number, paymentHash: hash };
  },
  // the cabinet sends the address it was given; the box's lock is now at another one (open lock: 404 LOCK_NOT_FOUND)
  'the individual demo customer has an active paid order whose lock is at another address': (sb, params) => {
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active');
    mouldLock(sb, o, lockParams(params));
    sb.db.prepare('UPDATE cells SET lock_number = lock_number + 100 WHERE id = ?').run(o.cell_id);
  },
  // the box's lock was taken off since the cabinet read its address (open lock: 400 LOCK_UNREGISTERED)
  'the individual demo customer has an active paid order whose lock was unregistered': (sb, params) => {
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active');
    mouldLock(sb, o, { ...lockParams(params), status: 'unregistered' });
  },
  // a contract with sign_system 'no': a manager concludes it (start-signing: 400 MANUAL_SIGNING)
  'the individual demo customer has an order a manager concludes': (sb, params) => {
    const p = P(params);
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.signSystemNo), 'reserved');
    sb.db
      .prepare(
        "UPDATE agreements SET sign_system = 'no' WHERE id = (SELECT id FROM agreements WHERE order_id = ? AND kind = 'contract' ORDER BY id DESC LIMIT 1)",
      )
      .run(o.id);
    setEds(sb, p.str('phone') ?? demo.individual.phone, p.str('edsStatus') ?? 'available');
  },
};
