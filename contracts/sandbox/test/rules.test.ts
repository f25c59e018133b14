// The day-based and timed rules of the spec, driven by the sandbox clock.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { calculate, ceilKop, vatIncluded } from '../src/domain/pricing.ts';
import { call, lastCode, ruDay, startSandbox, type Running } from './helpers.ts';

const IND = 'demo-token-individual';
let s: Running;
beforeEach(async () => {
  s = await startSandbox({ relockSeconds: 30 });
});
afterEach(async () => s.close());

const advanceDays = (days: number) => call(s.url, 'POST', '/__sandbox/clock', { body: { advanceDays: days } });
const order = async (number: number, token = IND) => {
  for (const list of ['active', 'history']) {
    const a = await call(s.url, 'GET', `/api/v1/orders/${list}/orders-list`, { token });
    const o = a.body.orders.find((x: any) => x.number === number);
    if (o) return o;
  }
  return undefined;
};
const cellFree = async (cellId: number) =>
  (await call(s.url, 'GET', `/api/places/floors/cell/info?cell=${cellId}`)).body.cell.free as boolean;

test('prices: per 30 days, VAT 5% included, rounded up to kopecks, discount percent from the difference', () => {
  assert.equal(ceilKop(100.001), 100.01);
  assert.equal(ceilKop(100.1 + 0.2), 100.3);
  assert.equal(vatIncluded(1050), 50);
  assert.equal(vatIncluded(100), 4.77);
  const c = calculate(1000, 7, 7);
  assert.equal(c.sum_without_disount, 233.34);
  assert.equal(c.discount.percent, 0);
  const m = calculate(4500, 60, 30);
  assert.equal(m.sum_without_disount, 4500);
  assert.equal(m.sum_with_discount, 4275);
  assert.equal(m.discount.percent, 5);
  assert.equal(m.deposit_summ, 4500);
  assert.equal(m.total_summ, 8775);
  assert.equal(m.contract_without_discount, 9000);
  assert.equal(m.partial, true);
  assert.equal(calculate(3000, 400, 365).discount.percent, 20);
});

test('a reservation is free for 4 days, then cancelled and its box freed', async () => {
  const before = await order(1013);
  assert.equal(before.state, 'reserved');
  assert.ok(before.reserved_until);
  assert.equal(await cellFree(before.cell.cell_id), false);
  await advanceDays(2);
  assert.equal((await order(1013)).state, 'reserved');
  await advanceDays(1.1);
  const after = await order(1013);
  assert.equal(after.state, 'archived');
  assert.equal(await cellFree(before.cell.cell_id), true);
});

test('a signed order not confirmed by paying within 5 days is cancelled', async () => {
  assert.equal((await order(1011)).state, 'not-active');
  await advanceDays(3.1);
  assert.equal((await order(1011)).state, 'archived');
});

test('late fees of 250 at 14 days and 1000 at 25, termination at 30', async () => {
  const o = await order(1001);
  const [d, m, y] = o.cell.paid_until.split('.');
  const now = (await call(s.url, 'GET', '/__sandbox/health')).body.clock.now as string;
  const paidUntil = Date.parse(`${y}-${m}-${d}T12:00:00Z`);
  const toOverdue = (days: number) =>
    call(s.url, 'POST', '/__sandbox/clock', { body: { set: new Date(paidUntil + days * 86_400_000).toISOString() } });
  assert.ok(paidUntil > Date.parse(now));
  await toOverdue(1);
  let x = await order(1001);
  assert.equal(x.state, 'debt');
  assert.equal(x.invoices.filter((i: any) => i.kind === 'fee').length, 0);
  await toOverdue(14);
  x = await order(1001);
  assert.deepEqual(
    x.invoices.filter((i: any) => i.kind === 'fee').map((i: any) => i.price),
    [250],
  );
  const lock = await call(s.url, 'POST', `/api/v1/lock/cell/open/${encodeURIComponent(x.cell.floor_cell_number)}`, {
    token: IND,
    body: { buBoardUuid: x.cell.lock.BuUuid, cuBoardId: x.cell.lock.CuId, lockNumber: x.cell.lock.Lock },
  });
  assert.equal(lock.status, 400);
  assert.equal(lock.body.message, 'no access to the lock');
  await toOverdue(25);
  x = await order(1001);
  assert.deepEqual(
    x.invoices.filter((i: any) => i.kind === 'fee').map((i: any) => i.price),
    [250, 1000],
  );
  await toOverdue(30);
  x = await order(1001);
  assert.equal(x.state, 'archived');
  assert.equal(x.closed_reason, 'terminated-for-debt');
  assert.equal(await cellFree(x.cell.cell_id), true);
});

test('paying the debt and its fee makes the order active again and moves paid-until', async () => {
  const o = await order(1004);
  assert.equal(o.state, 'debt');
  const unpaid = o.invoices.filter((i: any) => !i.paid);
  assert.ok(unpaid.some((i: any) => i.kind === 'fee' && i.price === 250));
  const declined = await call(s.url, 'POST', '/__sandbox/pay-invoice', {
    token: IND,
    body: { invoice: unpaid[0].number, card: '4000 0000 0000 0002' },
  });
  assert.equal(declined.status, 402);
  for (const inv of unpaid)
    assert.equal((await call(s.url, 'POST', '/__sandbox/pay-invoice', { token: IND, body: { invoice: inv.number } })).status, 200);
  // the renewal covers 30 days from the old paid-until; more days are needed to be current again
  const next = await call(s.url, 'POST', '/api/v1/orders/1004/make-invoice', {
    token: IND,
    body: { days: 30, only_price: false, start_period: '01.01.2030' },
  });
  assert.equal(next.status, 200, JSON.stringify(next.body));
  await call(s.url, 'POST', '/__sandbox/pay-invoice', { token: IND, body: { invoice: next.body.invoice.number } });
  const after = await order(1004);
  assert.equal(after.state, 'active');
  assert.equal(after.cell.paid_until, next.body.invoice.endPeriod);
});

test('SMS codes: 6 digits, wrong is 605, expired is 409; registration tokens expire', async () => {
  await call(s.url, 'POST', '/api/v1/retrieve-sms', { body: { action: 'register', phone: '79990000099' } });
  const code = await lastCode(s.url, '79990000099');
  assert.match(code, /^\d{6}$/);
  await call(s.url, 'POST', '/__sandbox/clock', { body: { advanceMs: 6 * 60_000 } });
  const expired = await call(s.url, 'POST', '/api/v1/check-code', { body: { phone: '79990000099', code } });
  assert.equal(expired.status, 409);
  assert.equal(expired.body.code, 409);
  await call(s.url, 'POST', '/api/v1/retrieve-sms', { body: { action: 'register', phone: '79990000099' } });
  const reg = await call(s.url, 'POST', '/api/v1/check-code', {
    body: { phone: '79990000099', code: await lastCode(s.url, '79990000099') },
  });
  assert.equal(reg.status, 200);
  await call(s.url, 'POST', '/__sandbox/clock', { body: { advanceMs: 31 * 60_000 } });
  const late = await call(s.url, 'POST', '/api/v1/set-password', { token: reg.body.token, body: { password: 'Valid12345' } });
  assert.equal(late.status, 401);
  assert.match(late.body.message, /^token is expired/);
  assert.equal(
    (await call(s.url, 'POST', '/api/v1/retrieve-sms', { body: { action: 'register', phone: '79990000001' } })).body.error_code,
    'USER_ALREADY_REGISTERED',
  );
  assert.equal(
    (await call(s.url, 'POST', '/api/v1/retrieve-sms', { body: { action: 'restore', phone: '79990000077' } })).body.error_code,
    'USER_NOT_FOUND',
  );
});

test('logins: password, wrong password 405, legacy login (both formats), PIN, an account that needs SMS', async () => {
  assert.equal((await call(s.url, 'POST', '/api/v1/auth', { body: { phone: '79990000001', password: 'Demo12345' } })).body.need_sms, false);
  const wrong = await call(s.url, 'POST', '/api/v1/auth', { body: { phone: '79990000001', password: 'Wrong12345' } });
  assert.equal(wrong.status, 405);
  assert.equal(
    (await call(s.url, 'POST', '/api/v1/auth', { body: { phone: '79990000077', password: 'Demo12345' } })).body.error_code,
    'USER_NOT_FOUND',
  );
  assert.equal((await call(s.url, 'POST', '/api/login', { body: { login: '7701-DEM-00001', password: 'Legacy12345' } })).status, 200);
  assert.equal((await call(s.url, 'POST', '/api/login', { body: { login: '7701-dem-00001', password: 'Legacy12345' } })).status, 200);
  assert.equal((await call(s.url, 'POST', '/api/login', { body: { login: '7701-DEM-00001', password: 'x' } })).status, 400);
  assert.equal((await call(s.url, 'POST', '/api/verify-pin-code', { body: { phone: '79990000001', pinCode: '123456' } })).status, 200);
  const pending = await call(s.url, 'POST', '/api/v1/auth', { body: { phone: '79990000004', password: 'Demo12345' } });
  assert.equal(pending.body.need_sms, true);
  const sms = await call(s.url, 'POST', '/api/verify-sms-code', {
    body: { phone: '79990000004', smsCode: await lastCode(s.url, '79990000004'), isRegistration: false },
  });
  assert.equal(sms.status, 200);
});

test('signing attempts: 3 to start, CONFIRMOPERATION.00007 counts down, NOPAPERPARTNER.10240 blocks at zero', async () => {
  const start = await call(s.url, 'POST', '/api/v1/signature/start-signing', { token: IND, body: { order_id: 1013 } });
  assert.equal(start.body.attemptsLeftSms, 3);
  const code = await lastCode(s.url, '79990000001');
  const wrongCode = code === '999999' ? '999998' : '999999';
  const a1 = await call(s.url, 'POST', '/api/v1/signature/approve-sms', { token: IND, body: { order_id: 1013, code: wrongCode } });
  assert.deepEqual([a1.status, a1.body.error_code, a1.body.attemptsLeftSms], [400, 'CONFIRMOPERATION.00007', 2]);
  const short = await call(s.url, 'POST', '/api/v1/signature/approve-sms', { token: IND, body: { order_id: 1013, code: '1234' } });
  assert.deepEqual([short.status, short.body.isSmsCodeInvalid, short.body.message], [400, true, 'invalid code entered']);
  const a2 = await call(s.url, 'POST', '/api/v1/signature/approve-sms', { token: IND, body: { order_id: 1013, code: wrongCode } });
  assert.equal(a2.body.attemptsLeftSms, 1);
  const a3 = await call(s.url, 'POST', '/api/v1/signature/approve-sms', { token: IND, body: { order_id: 1013, code: wrongCode } });
  assert.deepEqual(
    [a3.status, a3.body.error_code, a3.body.attemptsLeftSms, a3.body.isSmsConfirmBlocked],
    [400, 'NOPAPERPARTNER.10240', 0, true],
  );
  const late = await call(s.url, 'POST', '/api/v1/signature/approve-sms', { token: IND, body: { order_id: 1013, code } });
  assert.equal(late.body.error_code, 'NOPAPERPARTNER.10240');
  // a new start resets the attempts
  assert.equal(
    (await call(s.url, 'POST', '/api/v1/signature/start-signing', { token: IND, body: { order_id: 1013 } })).body.attemptsLeftSms,
    3,
  );
  // signing is refused without an available EDS, and for a contract a manager concludes
  assert.equal(
    (await call(s.url, 'POST', '/api/v1/signature/start-signing', { token: 'demo-token-eds-none', body: { order_id: 4001 } })).status,
    400,
  );
  assert.equal((await call(s.url, 'POST', '/api/v1/signature/start-signing', { token: IND, body: { order_id: 1012 } })).status, 400);
});

test('the demo world: every order state, invoices paid/unpaid/pending, an act to sign, sign_system no, one customer per EDS status', async () => {
  const active = (await call(s.url, 'GET', '/api/v1/orders/active/orders-list', { token: IND })).body.orders as any[];
  const history = (await call(s.url, 'GET', '/api/v1/orders/history/orders-list', { token: IND })).body.orders as any[];
  const states = new Set([...active, ...history].map((o) => o.state));
  for (const st of ['active', 'reserved', 'pre-signed', 'debt', 'not-active', 'archived']) assert.ok(states.has(st), st);
  assert.ok(active.length > 6 && history.length > 3);
  const invoices = active.flatMap((o) => o.invoices);
  assert.ok(
    invoices.some((i) => i.paid) && invoices.some((i) => !i.paid && !i.paymentHash) && invoices.some((i) => !i.paid && i.paymentHash),
  );
  const docs = (await call(s.url, 'GET', '/api/v1/orders/active-docs', { token: IND })).body.documents as any[];
  assert.ok(docs.some((d) => d.document_type === 'act' && d.agreement_status === 'new'));
  assert.ok(docs.some((d) => d.sign_system === 'no'));
  assert.ok(docs.some((d) => d.need_change));
  const statuses: string[] = [];
  for (const t of ['none', 'issuance', 'activating', 'available', 'error', 'blocked', 'revoked']) {
    statuses.push((await call(s.url, 'GET', '/api/v1/signature/status', { token: `demo-token-eds-${t}` })).body.status);
  }
  assert.deepEqual(statuses, [
    'not-exists',
    'partner-initialization-start',
    'initialization',
    'available',
    'initialization-err',
    'blocked',
    'revoked',
  ]);
  const places = (await call(s.url, 'GET', '/api/places/list')).body.places as any[];
  assert.ok(places.length >= 8);
  assert.equal(places.filter((p) => p.maps).length, 5);
  assert.deepEqual([...new Set(places.map((p) => p.city_name))], ['Москва', 'Химки', 'Санкт-Петербург', 'Красногорск']);
  const photo = await fetch(`${s.url}${places[0].photo}`);
  assert.equal(photo.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
  const map = await fetch(`${s.url}${places[0].maps.tour}`);
  assert.equal(map.status, 200);
  const sizes = (await call(s.url, 'GET', '/api/places/box/sizes/available')).body.sizes as any[];
  for (const [lo, hi] of [
    [0.02, 0.08],
    [0.5, 6],
    [6, 16],
    [15, 99],
  ])
    assert.ok(sizes.some((x) => x.size >= (lo as number) && x.size <= (hi as number)));
  assert.ok(sizes.some((x) => !x.free));
  const today = ruDay((await call(s.url, 'GET', '/__sandbox/health')).body.clock.now);
  assert.match(today, /^\d{2}\.\d{2}\.\d{4}$/);
});

test('requests are stored and readable: storage (consent required), box, pre-order, support', async () => {
  const storage = {
    place: 'MSK-01',
    request_comment: 'Хочу посмотреть склад',
    request_name: 'Заявка на склад',
    contact_name: 'Анна',
    contact_phone: '+7 (999) 123-45-67',
  };
  assert.equal((await call(s.url, 'POST', '/api/request/simple', { body: { ...storage, is_consent_checked: false } })).status, 400);
  assert.equal((await call(s.url, 'POST', '/api/request/simple', { body: { ...storage, is_consent_checked: true } })).status, 200);
  const box = {
    place: 'MSK-02',
    request_comment: 'Бокс 40 м²',
    request_name: 'Бокс под запрос',
    contact_name: 'Анна',
    contact_phone: '79991234567',
    budget: 30000,
    size: 40,
  };
  assert.equal((await call(s.url, 'POST', '/api/request/simple', { body: box })).status, 200);
  const mine = (await call(s.url, 'GET', '/__sandbox/requests?phone=79991234567')).body as any[];
  assert.deepEqual(
    mine.map((r) => r.kind),
    ['box', 'storage'],
  );
  assert.equal(
    (
      await call(s.url, 'POST', '/api/request/client/simple', {
        token: IND,
        body: { request_name: 'Помощь с заказом', request_comment: 'Вопрос по заказу 1001' },
      })
    ).status,
    200,
  );
  const ind = (await call(s.url, 'GET', '/__sandbox/requests?phone=79990000001&kind=order-help')).body as any[];
  assert.equal(ind.length, 1);
  assert.equal(ind[0].payload.request_comment, 'Вопрос по заказу 1001');
});
