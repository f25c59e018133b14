// The demo data holds every state a customer can meet, and one customer's orders never share a box.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demo } from '../src/seed.ts';
import { call, startSandbox, type Running } from './helpers.ts';

let s: Running;
before(async () => {
  s = await startSandbox();
});
after(async () => s.close());

async function ordersOf(token: string): Promise<any[]> {
  const out: any[] = [];
  for (const list of ['active', 'history'])
    out.push(...(await call(s.url, 'GET', `/api/v1/orders/${list}/orders-list`, { token })).body.orders);
  return out;
}

const tokens = () => [
  demo.individual.token,
  demo.legal.token,
  demo.legacy.token,
  demo.needSms.token,
  demo.noOrders.token,
  ...Object.values(demo.eds).map((e) => e.token),
];

test('live orders whose lock is in error and inactive', async () => {
  const live = (await ordersOf(demo.individual.token)).filter((o) => o.state !== 'archived');
  const byLock = (status: string) => live.filter((o) => o.state === 'active' && o.cell.lock.lock_status === status).map((o) => o.number);
  assert.deepEqual(byLock('error'), [demo.orders.lockError]);
  assert.deepEqual(byLock('inactive'), [demo.orders.lockInactive]);
});

test('a debt past 25 days with both fees charged', async () => {
  const o = (await ordersOf(demo.individual.token)).find((x) => x.number === demo.orders.debtBothFees);
  assert.equal(o.state, 'debt');
  assert.ok(o.overdue_days > 25 && o.overdue_days < 30, `overdue ${o.overdue_days}`);
  assert.deepEqual(
    o.invoices.filter((i: any) => i.kind === 'fee').map((i: any) => [i.price, i.paid]),
    [
      [250, false],
      [1000, false],
    ],
  );
});

test('a payable order at KRG-02 (the second provider) for a customer whose EDS is available', async () => {
  const token = demo.eds.available.token;
  assert.equal((await call(s.url, 'GET', '/api/v1/signature/status', { token })).body.status, 'available');
  const o = (await ordersOf(token)).find((x) => x.number === demo.orders.secondProvider);
  assert.equal(o.place.code, 'KRG-02');
  assert.equal(o.state, 'not-active');
  assert.equal(o.agreement.status, 'active');
  const first = o.invoices.find((i: any) => i.kind === 'first');
  assert.deepEqual([first.paid, first.paymentHash, first.place.code], [false, null, 'KRG-02']);
  const places = (await call(s.url, 'GET', '/api/places/list')).body.places as any[];
  assert.equal(places.find((p) => p.code === 'KRG-02').payment_provider, 'yookassa');
});

test("one customer's orders never share a box: neither the same box nor one of the same number", async () => {
  for (const token of tokens()) {
    const orders = await ordersOf(token);
    const cells = orders.map((o) => o.cell.cell_id);
    const names = orders.map((o) => o.cell.floor_cell_number);
    assert.equal(new Set(cells).size, cells.length, `${token}: ${cells.join(', ')}`);
    assert.equal(new Set(names).size, names.length, `${token}: ${names.join(', ')}`);
  }
  // and no two live orders of anybody hold one box
  const shared = s.sb.db.prepare("SELECT cell_id, count(*) AS n FROM orders WHERE state != 'archived' GROUP BY cell_id HAVING n > 1").all();
  assert.deepEqual(shared, []);
});
