// Business rules of orders: a rental that ended fully paid is finished, only the first invoice activates
// a signed order, a refused re-booking changes nothing, a wrong lock address is refused, no double billing.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { call, orderNumbered, ruDay, sandboxNow, startSandbox, type Running } from './helpers.ts';

const IND = 'demo-token-individual';
let s: Running;
beforeEach(async () => {
  s = await startSandbox();
});
afterEach(async () => s.close());

const order = (number: number, token = IND) => orderNumbered(s.url, token, number);
const setClock = (iso: string) => call(s.url, 'POST', '/__sandbox/clock', { body: { set: iso } });
const payInvoice = (invoice: string, token = IND) => call(s.url, 'POST', '/__sandbox/pay-invoice', { token, body: { invoice } });
const cellFree = async (cellId: number) =>
  (await call(s.url, 'GET', `/api/places/floors/cell/info?cell=${cellId}`)).body.cell.free as boolean;
const isoOf = (ru: string) => ru.split('.').reverse().join('-');

test('a rental that ended paid to its end is finished (archived as completed), never a debt, fees or termination', async () => {
  const o = await order(1001);
  assert.equal(o.state, 'active');
  // the rental ends on its paid-until day
  s.sb.db.prepare('UPDATE orders SET end_date = paid_until WHERE number = 1001').run();
  const end = isoOf(o.cell.paid_until);
  await setClock(`${end}T20:00:00.000Z`); // 23:00 in Moscow on the last day: still running
  assert.equal((await order(1001)).state, 'active');
  await setClock(`${end}T21:30:00.000Z`); // 00:30 in Moscow the day after
  let x = await order(1001);
  assert.equal(x.state, 'archived');
  assert.equal(x.closed_reason, 'completed');
  assert.equal(x.overdue_days, 0);
  assert.equal(await cellFree(x.cell.cell_id), true);
  for (const days of [14, 25, 31]) {
    await call(s.url, 'POST', '/__sandbox/clock', { body: { set: `${end}T12:00:00.000Z` } });
    await call(s.url, 'POST', '/__sandbox/clock', { body: { advanceDays: days } });
    x = await order(1001);
    assert.equal(x.state, 'archived');
    assert.equal(x.closed_reason, 'completed');
    assert.deepEqual(
      x.invoices.filter((i: any) => i.kind === 'fee'),
      [],
    );
  }
});

test('a rental that ended unpaid still turns into a debt', async () => {
  const o = await order(1001);
  const end = isoOf(o.cell.paid_until);
  // the rental ends 10 days after paid-until: the last 10 days are owed
  s.sb.db.prepare("UPDATE orders SET end_date = date(paid_until, '+10 days') WHERE number = 1001").run();
  await setClock(`${end}T21:30:00.000Z`);
  assert.equal((await order(1001)).state, 'debt');
});

test('only the first invoice (paid period plus deposit) activates a signed, unpaid order', async () => {
  const before = await order(1011);
  assert.equal(before.state, 'not-active');
  const first = before.invoices.find((i: any) => i.kind === 'first');
  assert.equal(first.paid, false);
  // another invoice, for a later period, paid first
  const now = await sandboxNow(s.url);
  const rent = await call(s.url, 'POST', '/api/v1/orders/1011/make-invoice', {
    token: IND,
    body: { days: 30, only_price: false, start_period: ruDay(now, 40) },
  });
  assert.equal(rent.status, 200, JSON.stringify(rent.body));
  assert.equal((await payInvoice(rent.body.invoice.number)).status, 200);
  assert.equal((await order(1011)).state, 'not-active', 'a rent invoice does not activate the order');
  assert.equal((await payInvoice(first.number)).status, 200);
  assert.equal((await order(1011)).state, 'active');
});

test('re-making a booking on a box that is taken is refused and changes nothing', async () => {
  const old = await order(1002);
  assert.equal(old.state, 'reserved');
  const taken = (await order(1001)).cell.cell_id as number;
  const now = await sandboxNow(s.url);
  const body = { days: 30, order_date: ruDay(now), place_floor_cell: taken, need_agreement: true, pay_days: 30, order_number: 1002 };
  const refused = await call(s.url, 'POST', '/api/v1/orders/cell/booking', { token: IND, body });
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error_code, 'CELL_NOT_FREE');
  const after = await order(1002);
  assert.equal(after.state, 'reserved');
  assert.equal(after.agreement.number, old.agreement.number);
  assert.equal(after.agreement.status, 'new');
  assert.equal(await cellFree(old.cell.cell_id), false, 'the old box stays booked');
  const docs = (await call(s.url, 'GET', '/api/v1/orders/active-docs', { token: IND })).body.documents as any[];
  assert.ok(docs.some((d) => d.agreement_number === old.agreement.number));

  // re-making it on its own box goes through
  const same = await call(s.url, 'POST', '/api/v1/orders/cell/booking', {
    token: IND,
    body: { ...body, place_floor_cell: old.cell.cell_id },
  });
  assert.equal(same.status, 200, JSON.stringify(same.body));
  assert.equal((await order(1002)).closed_reason, 'recreated');
  assert.equal((await order(same.body.lastOrderId)).cell.cell_id, old.cell.cell_id);
});

test('the lock command refuses a wrong lock address instead of opening another box of that number', async () => {
  const o = await order(1001);
  const lock = o.cell.lock;
  const wrong = await call(s.url, 'POST', `/api/v1/lock/cell/open/${encodeURIComponent(o.cell.floor_cell_number)}`, {
    token: IND,
    body: { buBoardUuid: lock.BuUuid, cuBoardId: lock.CuId, lockNumber: lock.Lock + 100 },
  });
  assert.equal(wrong.status, 404);
  assert.equal(wrong.body.error_code, 'LOCK_NOT_FOUND');
  assert.equal((await order(1001)).cell.lock.lock_status, 'locked');
  const right = await call(s.url, 'POST', `/api/v1/lock/cell/open/${encodeURIComponent(o.cell.floor_cell_number)}`, {
    token: IND,
    body: { buBoardUuid: lock.BuUuid, cuBoardId: lock.CuId, lockNumber: lock.Lock },
  });
  assert.equal(right.status, 200, JSON.stringify(right.body));
});

test('a new invoice for a period an unpaid invoice already covers is refused (INVOICE_PERIOD_COVERED)', async () => {
  const o = await order(1005);
  const unpaid = o.invoices.find((i: any) => !i.paid && i.kind === 'rent');
  assert.ok(unpaid, 'an unpaid renewal');
  for (const onlyPrice of [true, false]) {
    const a = await call(s.url, 'POST', '/api/v1/orders/1005/make-invoice', {
      token: IND,
      body: { days: 30, only_price: onlyPrice, start_period: '01.01.2030' },
    });
    assert.equal(a.status, 409, JSON.stringify(a.body));
    assert.equal(a.body.error_code, 'INVOICE_PERIOD_COVERED');
    assert.equal(a.body.invoice, unpaid.number);
  }
  assert.equal((await order(1005)).invoices.length, o.invoices.length, 'no invoice was issued');
  // once it is paid, the next period can be billed
  assert.equal((await payInvoice(unpaid.number)).status, 200);
  const next = await call(s.url, 'POST', '/api/v1/orders/1005/make-invoice', {
    token: IND,
    body: { days: 30, only_price: false, start_period: '01.01.2030' },
  });
  assert.equal(next.status, 200, JSON.stringify(next.body));
  assert.equal(next.body.start_period, ruDay(`${isoOf(unpaid.endPeriod)}T12:00:00.000Z`, 1));
});

test('a contract made again (contract-booking) leaves its order pre-signed: awaiting the signature of the new contract', async () => {
  assert.equal((await order(1002)).state, 'reserved');
  const made = await call(s.url, 'POST', '/api/v1/contract/1002/make/contract-booking', { token: IND });
  assert.equal(made.status, 200);
  const o = await order(1002);
  assert.equal(o.state, 'pre-signed');
  assert.equal(o.agreement.number, made.body.agreement_number);
  assert.equal(o.agreement.signed ?? null, null);
  // a contract made again is held as a reservation for 4 days, and the order and its document say until when
  const held = new Date(Date.parse(await sandboxNow(s.url)) + 4 * 86_400_000).toISOString().slice(0, 10);
  assert.equal(o.reserved_until, held.split('-').reverse().join('.'));
  const docs = (await call(s.url, 'GET', '/api/v1/orders/active-docs', { token: IND })).body.documents as Array<Record<string, unknown>>;
  assert.equal(docs.find((d) => d.agreement_number === made.body.agreement_number)?.reserved_until, o.reserved_until);
});
