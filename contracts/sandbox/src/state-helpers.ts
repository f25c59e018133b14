import type { Sandbox } from './context.ts';
import type { CellRow, OrderRow } from './domain/rows.ts';
import { contractOf } from './domain/queries.ts';
import { createAgreement, createInvoice, freeCell } from './domain/commands.ts';
import { vatIncluded } from './domain/pricing.ts';
import { addDays, nowIso, parseDay, today } from './domain/time.ts';

/**
 * Helpers that mould the seeded demo world to what a provider state's parameters say (an order number, a box's
 * lock address, a paid-until date...), so the pacts' examples hold whatever the seed numbered.
 */

export function customerIdByPhone(sb: Sandbox, phone: string): number | undefined {
  return (sb.db.prepare('SELECT id FROM customers WHERE phone = ?').get(phone) as { id: number } | undefined)?.id;
}

/** The order with that number, created for the customer (on a free box) when the seed has none. */
export function ensureOrder(sb: Sandbox, number: number, phone: string): OrderRow {
  let o = sb.db.prepare('SELECT * FROM orders WHERE number = ?').get(number) as OrderRow | undefined;
  const customerId = customerIdByPhone(sb, phone);
  if (o && customerId !== undefined && o.customer_id !== customerId) {
    // the number belongs to someone else in the seed: give that order another number
    sb.db.prepare('UPDATE orders SET number = ? WHERE id = ?').run(number + 90000, o.id);
    o = undefined;
  }
  if (!o) {
    if (customerId === undefined) throw new Error(`no customer with phone ${phone}`);
    const cell = sb.db.prepare("SELECT * FROM cells WHERE status = 'free' AND size >= 1 ORDER BY id LIMIT 1").get() as unknown as CellRow;
    const t = today(sb);
    const now = nowIso(sb);
    sb.db
      .prepare(
        "INSERT INTO orders (number, customer_id, cell_id, state, begin_date, end_date, paid_until, rate, days, pay_days, created_at, updated_at) VALUES (?,?,?,'active',?,?,?,?,365,30,?,?)",
      )
      .run(number, customerId, cell.id, addDays(t, -30), addDays(t, 334), addDays(t, 20), cell.month_rate, now, now);
    sb.db.prepare("UPDATE cells SET status = 'ordered' WHERE id = ?").run(cell.id);
    o = sb.db.prepare('SELECT * FROM orders WHERE number = ?').get(number) as unknown as OrderRow;
    createAgreement(sb, o, { status: 'active', signedAt: now });
  }
  return o;
}

/** Puts an order into a state, with a contract and paid-until that fit it. */
export function mouldOrder(
  sb: Sandbox,
  o: OrderRow,
  state: 'active' | 'pre-signed' | 'reserved' | 'debt' | 'not-active',
  opts: { paidUntil?: string | null } = {},
): OrderRow {
  const t = today(sb);
  const nowMs = sb.clock.nowMs();
  let paidUntil: string | null = o.paid_until;
  let reservedUntil: string | null = null;
  let contractStatus = 'active';
  if (state === 'active') paidUntil = opts.paidUntil ?? (o.paid_until && o.paid_until >= t ? o.paid_until : addDays(t, 20));
  if (state === 'debt') paidUntil = opts.paidUntil ?? addDays(t, -5);
  if (state === 'pre-signed' || state === 'reserved') {
    contractStatus = 'new';
    reservedUntil = new Date(nowMs + 4 * 86_400_000).toISOString();
  }
  if (state === 'not-active') paidUntil = null;
  sb.db
    .prepare(
      'UPDATE orders SET state = ?, paid_until = ?, reserved_until = ?, confirm_until = ?, fee_stage = 0, closed_reason = NULL WHERE id = ?',
    )
    .run(
      state,
      paidUntil,
      reservedUntil,
      state === 'not-active' || reservedUntil ? new Date(nowMs + 5 * 86_400_000).toISOString() : null,
      o.id,
    );
  sb.db.prepare("UPDATE cells SET status = 'ordered' WHERE id = ?").run(o.cell_id);
  const contract = contractOf(sb, o.id);
  if (!contract) createAgreement(sb, { ...o, state }, { status: contractStatus });
  else if (contract.status !== contractStatus || contract.sign_system === 'no') {
    sb.db
      .prepare("UPDATE agreements SET status = ?, sign_system = 'eds', need_change = 0, signed_at = ? WHERE id = ?")
      .run(contractStatus, contractStatus === 'active' ? nowIso(sb) : null, contract.id);
    sb.db.prepare('UPDATE agreements SET signed_path = NULL WHERE id = ? AND ? = ?').run(contract.id, contractStatus, 'new');
  }
  if (state === 'active' || state === 'debt') {
    // the first invoice is paid
    sb.db
      .prepare("UPDATE invoices SET status_id = 3, paid_at = ?, payment_hash = NULL WHERE order_id = ? AND kind = 'first'")
      .run(nowIso(sb), o.id);
  }
  return sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(o.id) as unknown as OrderRow;
}

/** Gives an order's box the lock address (and floor cell number) a pact names. */
export function mouldLock(
  sb: Sandbox,
  o: OrderRow,
  lock: { floorCellNumber?: string; buBoardUuid?: string; cuBoardId?: number; lockNumber?: number; status?: string },
): void {
  const cell = sb.db.prepare('SELECT * FROM cells WHERE id = ?').get(o.cell_id) as unknown as CellRow;
  if (lock.floorCellNumber) {
    // free the name and the lock address in the seed first
    sb.db
      .prepare(
        "UPDATE cells SET floor_cell_number = floor_cell_number || '-x', name = name || '-x' WHERE floor_cell_number = ? AND id != ?",
      )
      .run(lock.floorCellNumber, cell.id);
    sb.db.prepare('UPDATE cells SET floor_cell_number = ?, name = ? WHERE id = ?').run(lock.floorCellNumber, lock.floorCellNumber, cell.id);
  }
  if (lock.buBoardUuid !== undefined && lock.cuBoardId !== undefined && lock.lockNumber !== undefined) {
    sb.db
      .prepare(
        "UPDATE cells SET lock_bu_uuid = NULL, lock_cu_id = NULL, lock_number = NULL, lock_status = 'unregistered' WHERE lock_bu_uuid = ? AND lock_cu_id = ? AND lock_number = ? AND id != ?",
      )
      .run(lock.buBoardUuid, lock.cuBoardId, lock.lockNumber, cell.id);
    sb.db
      .prepare('UPDATE cells SET lock_bu_uuid = ?, lock_cu_id = ?, lock_number = ? WHERE id = ?')
      .run(lock.buBoardUuid, lock.cuBoardId, lock.lockNumber, cell.id);
  }
  sb.db.prepare('UPDATE cells SET lock_status = ?, relock_at = NULL WHERE id = ?').run(lock.status ?? 'locked', cell.id);
}

/** An unpaid invoice with that number and price on an order. */
export function ensureUnpaidInvoice(sb: Sandbox, o: OrderRow, number: string, price: number | undefined): void {
  const existing = sb.db.prepare('SELECT id FROM invoices WHERE number = ?').get(number) as { id: number } | undefined;
  if (existing) {
    sb.db
      .prepare('UPDATE invoices SET order_id = ?, customer_id = ?, status_id = 1, payment_hash = NULL, paid_at = NULL WHERE id = ?')
      .run(o.id, o.customer_id, existing.id);
    if (price !== undefined)
      sb.db.prepare('UPDATE invoices SET price = ?, nds = ? WHERE id = ?').run(price, vatIncluded(price), existing.id);
    return;
  }
  const begin = o.paid_until ? addDays(o.paid_until, 1) : today(sb);
  const inv = createInvoice(sb, o, 'rent', begin, 30, price ?? o.rate);
  sb.db.prepare('UPDATE invoices SET number = ? WHERE id = ?').run(number, inv.id);
}

/** Frees a box for booking: an order holding it moves to another free box. */
export function ensureFreeCell(sb: Sandbox, cellId: number, placeCode?: string): void {
  const holder = sb.db.prepare("SELECT * FROM orders WHERE cell_id = ? AND state != 'archived'").get(cellId) as OrderRow | undefined;
  if (holder) {
    const other = sb.db.prepare("SELECT id FROM cells WHERE status = 'free' AND id != ? ORDER BY id LIMIT 1").get(cellId) as { id: number };
    sb.db.prepare('UPDATE orders SET cell_id = ? WHERE id = ?').run(other.id, holder.id);
    sb.db.prepare("UPDATE cells SET status = 'ordered' WHERE id = ?").run(other.id);
  }
  freeCell(sb, cellId);
  if (placeCode) {
    const place = sb.db.prepare('SELECT id FROM places WHERE code = ?').get(placeCode) as { id: number } | undefined;
    if (place) sb.db.prepare('UPDATE cells SET place_id = ? WHERE id = ?').run(place.id, cellId);
  }
}

export function ruOrIso(value: unknown): string | null {
  return parseDay(value);
}
