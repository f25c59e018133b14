import { LATE_FEES, TERMINATION_DAYS } from '@sb/contracts';
import type { Sandbox } from '../context.ts';
import { addDays, diffDays, nowIso, today } from './time.ts';
import type { OrderRow } from './rows.ts';
import { archiveOrder, createInvoice } from './commands.ts';
import { expirePendingPayments } from './payments.ts';

// The day-based rules, applied lazily from the sandbox clock before every call. The late fees and the termination
// day are the contracts' (rules/arrears.ts), the ones the cabinet shows.

export function tick(sb: Sandbox): void {
  const now = nowIso(sb);
  const t = today(sb);
  const db = sb.db;
  // locks relock after the configured time
  db.prepare(
    "UPDATE cells SET lock_status = 'locked', relock_at = NULL WHERE lock_status = 'open' AND relock_at IS NOT NULL AND relock_at <= ?",
  ).run(now);
  // an unconfirmed pending payment lapses: Pay is offered again
  expirePendingPayments(sb);
  // a free reservation lasts 4 days; an unconfirmed order (signed and deposit paid) is cancelled after 5 days
  const expired = db
    .prepare(
      "SELECT * FROM orders WHERE (state IN ('reserved','rezerved','pre-signed') AND reserved_until IS NOT NULL AND reserved_until <= ?) OR (state = 'not-active' AND confirm_until IS NOT NULL AND confirm_until <= ?)",
    )
    .all(now, now) as unknown as OrderRow[];
  for (const o of expired) archiveOrder(sb, o, o.state === 'not-active' ? 'not-confirmed' : 'reservation-expired');
  // a rental that ended paid to its end (and owes no fee) is finished: archived as completed, its box freed
  const finished = db
    .prepare(
      "SELECT * FROM orders WHERE state IN ('active','debt') AND end_date < ? AND paid_until IS NOT NULL AND paid_until >= end_date AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = orders.id AND i.kind = 'fee' AND i.status_id != 3)",
    )
    .all(t) as unknown as OrderRow[];
  for (const o of finished) archiveOrder(sb, o, 'completed');
  // paid-until passed before the end: debt
  db.prepare("UPDATE orders SET state = 'debt', updated_at = ? WHERE state = 'active' AND paid_until IS NOT NULL AND paid_until < ?").run(
    now,
    t,
  );
  // late fees (250 ₽ at 14 days, 1000 ₽ at 25), termination at 30
  const debts = db
    .prepare("SELECT * FROM orders WHERE state = 'debt' AND paid_until IS NOT NULL AND paid_until < end_date")
    .all() as unknown as OrderRow[];
  for (const o of debts) {
    const overdue = diffDays(o.paid_until as string, t);
    if (overdue >= TERMINATION_DAYS) {
      archiveOrder(sb, o, 'terminated-for-debt');
      continue;
    }
    // fee_stage counts the fees already charged, in the order of LATE_FEES
    LATE_FEES.forEach((fee, i) => {
      if (overdue < fee.day || o.fee_stage > i) return;
      createInvoice(sb, o, 'fee', addDays(o.paid_until as string, fee.day), 0, fee.amount);
      db.prepare('UPDATE orders SET fee_stage = ? WHERE id = ?').run(i + 1, o.id);
    });
  }
  // EDS issuance progresses with time
  const eds = db
    .prepare(
      "SELECT id, eds_status, eds_started_at FROM customers WHERE eds_fixed = 0 AND eds_status IN ('partner-initialization-start','initialization') AND eds_started_at IS NOT NULL",
    )
    .all() as Array<{ id: number; eds_status: string; eds_started_at: string }>;
  for (const c of eds) {
    const elapsed = (sb.clock.nowMs() - Date.parse(c.eds_started_at)) / 1000;
    const ready = sb.config.edsReadySeconds;
    const status = elapsed >= ready ? 'available' : elapsed >= ready / 2 ? 'initialization' : 'partner-initialization-start';
    if (status !== c.eds_status) db.prepare('UPDATE customers SET eds_status = ? WHERE id = ?').run(status, c.id);
  }
}
