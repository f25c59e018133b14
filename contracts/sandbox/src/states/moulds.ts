import type { Sandbox } from '../context.ts';
import { demo } from '../seed.ts';
import { plantCode } from '../sms.ts';
import { addDays, ru, today } from '../domain/time.ts';
import { ensureOrder } from '../state-helpers.ts';
import type { OrderRow } from '../domain/rows.ts';

// The small moulds the provider states share: reading a state's params, finding its order, setting the EDS, the
// meta switches and a started signing.

/** A provider state: moulds the fresh demo data; answers the values the interaction takes from the state. */
export type StateHandler = (sb: Sandbox, params: Record<string, unknown>, name: string) => Record<string, unknown> | void;

export function setMeta(sb: Sandbox, key: string, value: string): void {
  sb.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

export function signingWith(sb: Sandbox, phone: string, orderNumber: number, code: string, attemptsLeft: number): void {
  const c = sb.db.prepare('SELECT id FROM customers WHERE phone = ?').get(phone) as { id: number };
  const o = sb.db.prepare('SELECT id FROM orders WHERE number = ?').get(orderNumber) as { id: number };
  const a = sb.db.prepare("SELECT id FROM agreements WHERE order_id = ? AND status = 'new' ORDER BY id DESC LIMIT 1").get(o.id) as
    { id: number } | undefined;
  if (!a) return;
  sb.db.prepare('UPDATE signing_sessions SET done = 1 WHERE customer_id = ?').run(c.id);
  sb.db
    .prepare(
      'INSERT INTO signing_sessions (customer_id, order_number, agreement_id, code, attempts_left, expires_at, created_at) VALUES (?,?,?,?,?,?,?)',
    )
    .run(c.id, orderNumber, a.id, code, attemptsLeft, new Date(sb.clock.nowMs() + 3_600_000).toISOString(), sb.clock.now().toISOString());
  plantCode(sb, phone, code, 'signing');
}

/** A state's params read as a string or a whole number (`'1021'` counts), undefined otherwise. */
export const P = (params: Record<string, unknown>) => ({
  str: (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined),
  num: (k: string) =>
    typeof params[k] === 'number'
      ? (params[k] as number)
      : typeof params[k] === 'string' && /^\d+$/.test(params[k] as string)
        ? Number(params[k])
        : undefined,
});

export function orderFor(sb: Sandbox, params: Record<string, unknown>, fallback: number) {
  const p = P(params);
  return ensureOrder(sb, p.num('orderNumber') ?? fallback, p.str('phone') ?? demo.individual.phone);
}

export function lockParams(params: Record<string, unknown>) {
  const p = P(params);
  return {
    floorCellNumber: p.str('floorCellNumber'),
    buBoardUuid: p.str('buBoardUuid'),
    cuBoardId: p.num('cuBoardId'),
    lockNumber: p.num('lockNumber'),
  };
}

/** Moves an order to a free box of the warehouse `placeCode` (its invoices follow: they carry the box's place). */
export function inPlace(sb: Sandbox, o: OrderRow, placeCode: string | undefined): OrderRow {
  if (!placeCode) return o;
  const cell = sb.db
    .prepare("SELECT c.id FROM cells c JOIN places p ON p.id = c.place_id WHERE p.code = ? AND c.status = 'free' ORDER BY c.id LIMIT 1")
    .get(placeCode) as { id: number } | undefined;
  if (!cell) throw new Error(`no free box at ${placeCode}`);
  sb.db.prepare("UPDATE cells SET status = 'free' WHERE id = ?").run(o.cell_id);
  sb.db.prepare('UPDATE orders SET cell_id = ? WHERE id = ?').run(cell.id, o.id);
  sb.db.prepare("UPDATE cells SET status = 'ordered' WHERE id = ?").run(cell.id);
  return sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(o.id) as unknown as OrderRow;
}

export function setEds(sb: Sandbox, phone: string, status: string): void {
  sb.db
    .prepare('UPDATE customers SET eds_status = ?, eds_fixed = 1, eds_started_at = ? WHERE phone = ?')
    .run(status, sb.clock.now().toISOString(), phone);
}

/** What a booking interaction needs from the provider: the box and a start date inside the booking window. */
export function bookingValues(sb: Sandbox, cellId: number): Record<string, unknown> {
  return { cellId, orderDate: ru(addDays(today(sb), 1)) };
}

/** What the paid-until states answer: the order's paid-until day and the first day after it (a new invoice's start). */
export function paidPeriod(sb: Sandbox, o: { paid_until: string | null }): Record<string, unknown> {
  const until = o.paid_until ?? today(sb);
  return { paidUntil: ru(until), startPeriod: ru(addDays(until, 1)) };
}
