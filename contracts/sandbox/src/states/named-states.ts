import { demo } from '../seed.ts';
import { lockOut } from '../limits.ts';
import { EXPIRED_STATUS_META } from '../session.ts';
import { SMS_REFUSAL_META } from '../sms.ts';
import { addDays, parseDay, today } from '../domain/time.ts';
import { ensureFreeCell, ensureOrder, ensureUnpaidInvoice, mouldLock, mouldOrder } from '../state-helpers.ts';
import { P, bookingValues, inPlace, lockParams, orderFor, paidPeriod, setEds, setMeta, signingWith, type StateHandler } from './moulds.ts';

/**
 * Provider states named by the pacts (docs/contracts.md lists them). The seed already holds what most states
 * need; the others mould one order, lock, EDS or signing into what their name says.
 */
export const namedStates: Record<string, StateHandler> = {
  'a customer with phone 79990000001 exists': () => undefined,
  'no customer has phone 79995550000': () => undefined,
  // check-phone's documented branch: a 200 without a name, SMS needed (the cabinet says the user is not found)
  'a customer without a name must confirm by SMS': (sb, params) => {
    sb.db.prepare('UPDATE customers SET fio = NULL, need_sms = 1 WHERE phone = ?').run(P(params).str('phone') ?? demo.individual.phone);
  },
  'the individual demo customer is logged in': () => undefined,
  'the legal demo customer is logged in': () => undefined,
  'the individual demo customer has signed files': () => undefined,
  'a registration token was issued': () => undefined,
  'the session token has expired': () => undefined,
  // the other way spec 2 documents: a message starting 'token is expired' under a status other than 401
  'the session token has expired (reported in the message)': (sb) => setMeta(sb, EXPIRED_STATUS_META, '400'),
  'the cargo catalogue exists': () => undefined,
  'the demo warehouses exist': (sb, params) => {
    const p = P(params);
    if (p.num('cellId') !== undefined) ensureFreeCell(sb, p.num('cellId') as number, p.str('placeCode'));
  },
  'the terms of services exist': () => undefined,
  'a legacy login exists': () => undefined,
  'a customer with an agreement exists': () => undefined,
  // the attempt limits (proposal attempt-limits): every try of the phone answers 429 until the lockout ends
  'the phone of a customer is locked out after wrong attempts': (sb, params) =>
    lockOut(sb, P(params).str('phone') ?? demo.individual.phone),
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
    return paidPeriod(sb, mouldOrder(sb, o, 'active', { paidUntil: parseDay(params.paidUntil) ?? addDays(today(sb), 29) }));
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
    // the signing service answers a wrong code with a 200 whose counters refuse it
    if (params.refusedWithOk === true) setMeta(sb, SMS_REFUSAL_META, '1');
    // the code sent lapsed before it was entered
    if (params.codeExpired === true)
      sb.db
        .prepare('UPDATE signing_sessions SET expires_at = ? WHERE order_number = ? AND done = 0')
        .run(new Date(sb.clock.nowMs() - 60_000).toISOString(), o.number);
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
};
