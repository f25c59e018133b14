// Access: every authenticated call refuses a missing, expired or made-up token with 401, and
// one customer's token never reaches another customer's orders, documents, invoices, files or lock.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { allEndpoints, buildPath } from '@sb/contracts';
import { call, startSandbox, type Running } from './helpers.ts';

let s: Running;
before(async () => {
  s = await startSandbox();
});
after(async () => s.close());

const sampleParams: Record<string, string> = { status: 'active', x: 'active', id: '1001', kind: 'cell', orderId: '1001' };

test('every authenticated call refuses a missing, expired or made-up token with 401', async () => {
  const authed = allEndpoints.filter((e) => e.auth);
  assert.ok(authed.length >= 30, `authenticated endpoints: ${authed.length}`);
  const failures: string[] = [];
  for (const e of authed) {
    const p = buildPath(e.path, sampleParams);
    for (const [label, token] of [
      ['missing', undefined],
      ['expired', 'demo-token-expired'],
      ['made-up', 'made-up-token-0000'],
      ['expired registration', 'demo-regtoken-expired'],
    ] as const) {
      const a = await call(s.url, e.method, p, { ...(token ? { token } : {}), ...(e.method !== 'GET' ? { body: {} } : {}) });
      if (a.status !== 401) failures.push(`${e.id} ${label}: ${a.status}`);
      if (a.status === 401) {
        assert.equal(a.body.success, false);
        assert.equal(typeof a.body.message, 'string');
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('an expired token says so, and refresh-token renews it', async () => {
  const a = await call(s.url, 'GET', '/api/v1/client', { token: 'demo-token-expired' });
  assert.equal(a.status, 401);
  assert.equal(a.body.message, 'token is expired');
  const r = await call(s.url, 'POST', '/api/v1/refresh-token', { body: { phone: '79990000001', token: 'demo-token-expired' } });
  assert.equal(r.status, 200);
  assert.equal((await call(s.url, 'GET', '/api/v1/client', { token: r.body.token })).status, 200);
  // the old token is spent; a token of another phone is refused
  assert.equal(
    (await call(s.url, 'POST', '/api/v1/refresh-token', { body: { phone: '79990000001', token: 'demo-token-expired' } })).status,
    401,
  );
  assert.equal((await call(s.url, 'POST', '/api/v1/refresh-token', { body: { phone: '79990000002', token: r.body.token } })).status, 401);
});

test("one customer's token never reaches another customer's orders, documents, invoices, files or lock", async () => {
  const IND = 'demo-token-individual';
  const OTHER = 'demo-token-legal';
  const orders = (await call(s.url, 'GET', '/api/v1/orders/active/orders-list', { token: IND })).body.orders as any[];
  const o = orders.find((x) => x.number === 1001);
  const reserved = orders.find((x) => x.number === 1013);
  const unpaid = orders.flatMap((x) => x.invoices).find((i: any) => !i.paid && !i.paymentHash);

  // lists only hold the caller's own things
  const theirs = (await call(s.url, 'GET', '/api/v1/orders/active/orders-list', { token: OTHER })).body.orders as any[];
  assert.ok(theirs.length > 0 && theirs.every((x) => !orders.some((m) => m.number === x.number)));
  const theirDocs = (await call(s.url, 'GET', '/api/v1/orders/active-docs', { token: OTHER })).body.documents as any[];
  assert.ok(theirDocs.every((d) => d.order_number >= 2000 && d.order_number < 3000));
  const theirFiles = (await call(s.url, 'GET', '/api/v1/client/available/files', { token: OTHER })).body.files as any[];
  assert.ok(theirFiles.every((f) => !f.file.includes(o.agreement.uuid)));

  const refusals: Array<[string, string, string, unknown]> = [
    ['make-invoice', 'POST', '/api/v1/orders/1001/make-invoice', { days: 30, only_price: true, start_period: '01.01.2030' }],
    ['contract-booking', 'POST', '/api/v1/contract/1013/make/contract-booking', undefined],
    ['start-signing', 'POST', '/api/v1/signature/start-signing', { order_id: reserved.number }],
    ['approve-sms', 'POST', '/api/v1/signature/approve-sms', { order_id: reserved.number, code: '123456' }],
    [
      'lock',
      'POST',
      `/api/v1/lock/cell/open/${encodeURIComponent(o.cell.floor_cell_number)}`,
      { buBoardUuid: o.cell.lock.BuUuid, cuBoardId: o.cell.lock.CuId, lockNumber: o.cell.lock.Lock },
    ],
    [
      'contract close',
      'POST',
      '/api/request/client/simple',
      { request_name: 'Расторжение договора', request_comment: `Договор ${o.agreement.uuid}, заказ 1001` },
    ],
  ];
  for (const [label, method, p, body] of refusals) {
    const a = await call(s.url, method, p, { token: OTHER, ...(body !== undefined ? { body } : {}) });
    assert.equal(a.status, 404, `${label}: ${a.status} ${JSON.stringify(a.body)}`);
    assert.equal(a.body.success, false);
  }
  const pay = await call(s.url, 'POST', '/api/v1/confirmtoken/yookassa', {
    token: OTHER,
    body: {
      amount: unpaid.price.toFixed(2),
      aquiring: 'yookassa',
      place: unpaid.place.code,
      description: 'x',
      email: 'a@b.ru',
      invoices: [unpaid.number],
      phone: '79990000002',
      items: [
        {
          description: 'x',
          amount: { value: unpaid.price.toFixed(2), currency: 'RUB' },
          quantity: 1,
          vat_code: 1,
          measure: 'piece',
          payment_mode: 'full_payment',
          payment_subject: 'service',
        },
      ],
    },
  });
  assert.equal(pay.status, 404, `invoice: ${pay.status}`);
  // a file read with another customer's session is not found; the owner reads it
  assert.equal((await call(s.url, 'GET', o.agreement.signed, { token: OTHER })).status, 404);
  assert.equal((await call(s.url, 'GET', o.agreement.signed, { token: IND })).status, 200);
  // nothing changed for the owner
  const after = (await call(s.url, 'GET', '/api/v1/orders/active/orders-list', { token: IND })).body.orders as any[];
  assert.equal(after.find((x) => x.number === 1001).cell.lock.lock_status, 'locked');
});
