import type { Sandbox } from './context.ts';
import { HttpError } from './http.ts';
import { resetData } from './lifecycle.ts';
import { demo } from './seed.ts';
import { plantCode, type SmsPurpose } from './sms.ts';
import { addDays, morningOf, parseDay, ru, today } from './domain/time.ts';
import { ensureFreeCell, ensureOrder, ensureUnpaidInvoice, mouldLock, mouldOrder } from './state-helpers.ts';
import type { OrderRow } from './domain/rows.ts';
import { createInvoice } from './domain/commands.ts';

type StateHandler = (sb: Sandbox, params: Record<string, unknown>, name: string) => Record<string, unknown> | void;

/** The date provider states fix the clock at when they name none: every date-bearing pact uses it. */
export const DEFAULT_STATE_DAY = '2026-03-02';

function setMeta(sb: Sandbox, key: string, value: string): void {
  sb.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

function signingWith(sb: Sandbox, phone: string, orderNumber: number, code: string, attemptsLeft: number): void {
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

/**
 * Provider states named by the pacts (docs/contracts.md lists them). Every state starts from freshly seeded demo
 * data with the clock fixed at DEFAULT_STATE_DAY 09:00 Moscow (or at the date the state names), so
 * date-bearing interactions verify on any day. The seed already holds what most states need.
 */
const P = (params: Record<string, unknown>) => ({
  str: (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined),
  num: (k: string) =>
    typeof params[k] === 'number'
      ? (params[k] as number)
      : typeof params[k] === 'string' && /^\d+$/.test(params[k] as string)
        ? Number(params[k])
        : undefined,
});

function orderFor(sb: Sandbox, params: Record<string, unknown>, fallback: number) {
  const p = P(params);
  return ensureOrder(sb, p.num('orderNumber') ?? fallback, p.str('phone') ?? demo.individual.phone);
}

function lockParams(params: Record<string, unknown>) {
  const p = P(params);
  return {
    floorCellNumber: p.str('floorCellNumber'),
    buBoardUuid: p.str('buBoardUuid'),
    cuBoardId: p.num('cuBoardId'),
    lockNumber: p.num('lockNumber'),
  };
}

/** Moves an order to a free box of the warehouse `placeCode` (its invoices follow: they carry the box's place). */
function inPlace(sb: Sandbox, o: OrderRow, placeCode: string | undefined): OrderRow {
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

function setEds(sb: Sandbox, phone: string, status: string): void {
  sb.db
    .prepare('UPDATE customers SET eds_status = ?, eds_fixed = 1, eds_started_at = ? WHERE phone = ?')
    .run(status, sb.clock.now().toISOString(), phone);
}

/**
 * The states of the order, payment, lock and signing rules (issue 15): each moulds one order of the customer into
 * what its name says, so the interaction checks the provider's rule, not the seed.
 */
const ruleStates: Record<string, StateHandler> = {
  // make-invoice for the next period answers 409 INVOICE_PERIOD_COVERED naming this invoice
  'the individual demo customer has an unpaid invoice covering the next period': (sb, params) => {
    const p = P(params);
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active', { paidUntil: parseDay(params.paidUntil) });
    const number = p.str('invoiceNumber') ?? `INV-${o.number}-9`;
    ensureUnpaidInvoice(sb, o, number, p.num('price'));
    const begin = addDays(o.paid_until ?? today(sb), 1);
    sb.db
      .prepare("UPDATE invoices SET kind = 'rent', begin_period = ?, end_period = ?, days = 30 WHERE number = ?")
      .run(begin, addDays(begin, 29), number);
    return { invoiceNumber: number };
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

export const stateHandlers: Record<string, StateHandler> = {
  'a customer with phone 79990000001 exists': () => undefined,
  'no customer has phone 79995550000': () => undefined,
  'the individual demo customer is logged in': () => undefined,
  'the legal demo customer is logged in': () => undefined,
  'the individual demo customer has signed files': () => undefined,
  'a registration token was issued': () => undefined,
  'the session token has expired': () => undefined,
  'the cargo catalogue exists': () => undefined,
  'the demo warehouses exist': (sb, params) => {
    const p = P(params);
    if (p.num('cellId') !== undefined) ensureFreeCell(sb, p.num('cellId') as number, p.str('placeCode'));
  },
  'the terms of services exist': () => undefined,
  'a legacy login exists': () => undefined,
  'a customer with an agreement exists': () => undefined,
  'an SMS code was sent': () => undefined,
  'the cargo manager service is unavailable': (sb) => setMeta(sb, 'cargo_fault', '405'),
  'the individual demo customer has an order whose contract needs a change': (sb, params) => {
    const o = orderFor(sb, params, demo.orders.needChange);
    if (o.state === 'active' || o.state === 'debt' || o.state === 'archived') mouldOrder(sb, o, 'reserved');
    sb.db
      .prepare(
        "UPDATE agreements SET need_change = 1 WHERE id = (SELECT id FROM agreements WHERE order_id = ? AND kind = 'contract' ORDER BY id DESC LIMIT 1)",
      )
      .run(o.id);
  },
  'a free box can be booked by the individual demo customer': (sb, params) => {
    const p = P(params);
    ensureFreeCell(sb, p.num('cellId') ?? 2001, p.str('placeCode'));
    return bookingValues(sb, p.num('cellId') ?? 2001);
  },
  'the individual demo customer has an active order paid until a date': (sb, params) => {
    const o = orderFor(sb, params, demo.orders.active);
    mouldOrder(sb, o, 'active', { paidUntil: parseDay(params.paidUntil) });
  },
  'the individual demo customer has an unpaid invoice': (sb, params) => {
    const p = P(params);
    const o = mouldOrder(sb, inPlace(sb, orderFor(sb, params, demo.orders.active), p.str('placeCode')), 'active');
    ensureUnpaidInvoice(sb, o, p.str('invoiceNumber') ?? `INV-${o.number}-9`, p.num('price'));
  },
  'the individual demo customer has an order awaiting signature': (sb, params) => {
    const p = P(params);
    mouldOrder(sb, orderFor(sb, params, demo.orders.preSigned), 'pre-signed');
    setEds(sb, p.str('phone') ?? demo.individual.phone, p.str('edsStatus') ?? 'available');
  },
  'signing of an order was started': (sb, params) => {
    const p = P(params);
    const phone = p.str('phone') ?? demo.individual.phone;
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.preSigned), 'pre-signed');
    setEds(sb, phone, 'available');
    signingWith(sb, phone, o.number, p.str('code') ?? '123456', p.num('attemptsLeft') ?? sb.config.signingAttempts);
  },
  'the individual demo customer has an EDS in a status': (sb, params) => {
    const p = P(params);
    setEds(sb, p.str('phone') ?? demo.individual.phone, p.str('status') ?? 'available');
  },
  'the individual demo customer has an order in debt with a lock': (sb, params) => {
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.debt), 'debt');
    mouldLock(sb, o, lockParams(params));
  },
  'the individual demo customer has an active paid order with a lock': (sb, params) => {
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active');
    mouldLock(sb, o, lockParams(params));
  },
  'the lock controller accepts the private key': (sb, params) => {
    const p = P(params);
    if (p.str('key')) setMeta(sb, 'lockers_key', p.str('key') as string);
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active');
    mouldLock(sb, o, lockParams(params));
  },
  'the registration token has expired': () => undefined,
  'the individual demo customer has orders in several states': (sb, params) => {
    const p = P(params);
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active');
    mouldLock(sb, o, lockParams(params));
    ensureUnpaidInvoice(sb, o, p.str('invoiceNumber') ?? `INV-${o.number}-9`, p.num('price'));
    sb.db
      .prepare('UPDATE invoices SET payment_hash = ? WHERE number = ?')
      .run(p.str('paymentHash') ?? 'yk-700001', p.str('invoiceNumber') ?? `INV-${o.number}-9`);
    const phone = p.str('phone') ?? demo.individual.phone;
    mouldOrder(sb, ensureOrder(sb, p.num('reservedOrderNumber') ?? demo.orders.needChange, phone), 'reserved');
    const debt = p.num('debtOrderNumber');
    if (debt !== undefined) mouldOrder(sb, ensureOrder(sb, debt, phone), 'debt');
  },
  'the box was booked by another customer': (sb, params) => {
    const p = P(params);
    const cellId = p.num('cellId') ?? 2001;
    ensureFreeCell(sb, cellId, p.str('placeCode'));
    sb.db.prepare("UPDATE cells SET status = 'ordered' WHERE id = ?").run(cellId);
    return bookingValues(sb, cellId);
  },
  'the individual demo customer has a paid invoice': (sb, params) => {
    const p = P(params);
    const o = mouldOrder(sb, inPlace(sb, orderFor(sb, params, demo.orders.active), p.str('placeCode')), 'active');
    const number = p.str('invoiceNumber') ?? `INV-${o.number}-9`;
    ensureUnpaidInvoice(sb, o, number, p.num('price'));
    sb.db.prepare('UPDATE invoices SET status_id = 3, paid_at = ? WHERE number = ?').run(sb.clock.now().toISOString(), number);
  },
  'the individual demo customer has an active paid order whose lock is out of order': (sb, params) => {
    const o = mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active');
    mouldLock(sb, o, { ...lockParams(params), status: 'error' });
  },
  'the individual demo customer has a signed order': (sb, params) => {
    const p = P(params);
    mouldOrder(sb, orderFor(sb, params, demo.orders.active), 'active');
    setEds(sb, p.str('phone') ?? demo.individual.phone, p.str('edsStatus') ?? 'available');
  },
  ...ruleStates,
};

/** What a booking interaction needs from the provider: the box and a start date inside the booking window. */
function bookingValues(sb: Sandbox, cellId: number): Record<string, unknown> {
  return { cellId, orderDate: ru(addDays(today(sb), 1)) };
}

export function stateNames(): string[] {
  return Object.keys(stateHandlers);
}

/** What the pacts pass as state parameters, applied whatever the state's name. */
function applyParams(sb: Sandbox, state: string, params: Record<string, unknown>): boolean {
  let applied = false;
  const str = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined);
  const num = (k: string) =>
    typeof params[k] === 'number'
      ? (params[k] as number)
      : typeof params[k] === 'string' && /^\d+$/.test(params[k] as string)
        ? Number(params[k])
        : undefined;
  const phone = str('phone');
  const customer = phone ? (sb.db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as { id: number } | undefined) : undefined;
  const token = str('token');
  const registration = /registration token|reg.?token/i.test(state);
  let holder = customer;
  if (token && phone && !holder && registration) {
    sb.db
      .prepare(
        "INSERT INTO customers (phone, password, pin, need_sms, legal_type, fio, birthday, registered, eds_status, created_at) VALUES (?, NULL, NULL, 0, 0, NULL, NULL, 0, 'not-exists', ?)",
      )
      .run(phone, sb.clock.now().toISOString());
    holder = sb.db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as { id: number };
  }
  if (token && holder) {
    const expired = /expired/i.test(state);
    const expires = sb.clock.nowMs() + (expired ? -3_600_000 : registration ? sb.config.regTokenTtlMinutes * 60_000 : 3650 * 86_400_000);
    sb.db
      .prepare(
        'INSERT INTO sessions (token, customer_id, kind, expires_at, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(token) DO UPDATE SET customer_id = excluded.customer_id, kind = excluded.kind, expires_at = excluded.expires_at',
      )
      .run(token, holder.id, registration ? 'registration' : 'session', new Date(expires).toISOString(), sb.clock.now().toISOString());
    applied = true;
  }
  const login = str('login');
  if (login && customer) {
    sb.db.prepare('UPDATE customers SET legacy_login = NULL WHERE upper(legacy_login) = upper(?)').run(login);
    sb.db.prepare('UPDATE customers SET legacy_login = ? WHERE id = ?').run(login, customer.id);
    if (str('password')) sb.db.prepare('UPDATE customers SET password = ? WHERE id = ?').run(str('password') as string, customer.id);
    applied = true;
  }
  const code = str('code');
  if (code && phone && !/sign/i.test(state)) {
    const action = (str('action') ?? 'login') as SmsPurpose;
    const sentAt = str('sentAt');
    const at = sentAt && !Number.isNaN(Date.parse(sentAt)) ? Date.parse(sentAt) : sb.clock.nowMs();
    const expired = /expired/i.test(state) || at + sb.config.smsTtlMinutes * 60_000 <= sb.clock.nowMs();
    plantCodeAt(sb, phone, code, action, at, expired);
    applied = true;
  }
  const agreement = str('agreement');
  if (agreement && customer && !sb.db.prepare('SELECT 1 FROM agreements WHERE number = ?').get(agreement)) {
    const first = sb.db
      .prepare("SELECT id FROM agreements WHERE customer_id = ? AND kind = 'contract' ORDER BY id LIMIT 1")
      .get(customer.id) as { id: number } | undefined;
    if (first) sb.db.prepare('UPDATE agreements SET number = ? WHERE id = ?').run(agreement, first.id);
    applied = true;
  }
  const orderNumber = num('orderNumber') ?? num('order_number') ?? num('orderId');
  if (orderNumber !== undefined && /need\w* a change|need_change/i.test(state)) {
    const o = sb.db.prepare('SELECT id FROM orders WHERE number = ?').get(orderNumber) as { id: number } | undefined;
    if (o)
      sb.db
        .prepare(
          "UPDATE agreements SET need_change = 1 WHERE id = (SELECT id FROM agreements WHERE order_id = ? AND kind = 'contract' ORDER BY id DESC LIMIT 1)",
        )
        .run(o.id);
    applied = true;
  }
  return applied;
}

function plantCodeAt(sb: Sandbox, phone: string, code: string, purpose: SmsPurpose, atMs: number, expired: boolean): void {
  const expires = expired
    ? Math.min(atMs + sb.config.smsTtlMinutes * 60_000, sb.clock.nowMs() - 1000)
    : atMs + sb.config.smsTtlMinutes * 60_000;
  sb.db
    .prepare('INSERT INTO sms_outbox (phone, text, code, purpose, at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(phone, `Код подтверждения: ${code}`, code, purpose, new Date(atMs).toISOString(), new Date(expires).toISOString());
}

/** A state-change call for a state this provider does not know: an error, never a silent no-op. */
export class UnknownStateError extends HttpError {
  constructor(state: string) {
    super(400, `unknown provider state: ${JSON.stringify(state)} (GET /__sandbox/states lists the known ones)`, {
      errorCode: 'UNKNOWN_PROVIDER_STATE',
    });
  }
}

/**
 * Sets up a provider state: fresh demo data, the clock at the state's `now`, then what the state and its params
 * say. Answers the values the interactions take from the state (`fromProviderState`): every param, `today`, and
 * `token` (the token the interaction sends: the param's, else the individual demo customer's session).
 */
export function applyState(sb: Sandbox, state: string, params: Record<string, unknown>): Record<string, unknown> {
  const handler = stateHandlers[state];
  if (!handler) throw new UnknownStateError(state);
  const named = /(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})/.exec(state);
  const nowParam = typeof params.now === 'string' && !Number.isNaN(Date.parse(params.now)) ? new Date(params.now).toISOString() : null;
  const day = (named && parseDay(named[1])) ?? (typeof params.today === 'string' ? parseDay(params.today) : null) ?? DEFAULT_STATE_DAY;
  resetData(sb, nowParam ?? morningOf(day));
  applyParams(sb, state, params);
  return {
    ...params,
    today: day,
    token: typeof params.token === 'string' ? params.token : demo.individual.token,
    ...(handler(sb, params, state) ?? {}),
  };
}

/**
 * The state-change contract (docs/contracts.md): `POST { state, params, action }` with action `setup` (the default)
 * or `teardown`. Setup answers the state's values; teardown answers `{}`; an unknown state is a 400 either way.
 */
export function stateChange(sb: Sandbox, body: { state?: unknown; params?: unknown; action?: unknown }): Record<string, unknown> {
  if (typeof body.state !== 'string' || !body.state) throw new HttpError(400, 'state is required', { errorCode: 'VALIDATION_ERROR' });
  const action = body.action ?? 'setup';
  if (action !== 'setup' && action !== 'teardown')
    throw new HttpError(400, 'action must be setup or teardown', { errorCode: 'VALIDATION_ERROR' });
  if (!stateHandlers[body.state]) throw new UnknownStateError(body.state);
  if (action === 'teardown') return {};
  const params =
    body.params && typeof body.params === 'object' && !Array.isArray(body.params) ? (body.params as Record<string, unknown>) : {};
  return applyState(sb, body.state, params);
}
