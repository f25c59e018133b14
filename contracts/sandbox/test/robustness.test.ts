// Robustness: malformed JSON, oversize bodies, wrong types and unknown routes get a 4xx in
// the contracts' error shape and never crash the process.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { call, startSandbox, type Running } from './helpers.ts';

let s: Running;
before(async () => {
  s = await startSandbox();
});
after(async () => s.close());

function assertErrorShape(a: { status: number; body: any }, label: string): void {
  assert.ok(a.status >= 400 && a.status < 500, `${label}: status ${a.status}`);
  assert.equal(typeof a.body, 'object', `${label}: JSON body`);
  assert.equal(a.body.success, false, label);
  assert.equal(typeof a.body.message, 'string', label);
}

async function alive(): Promise<void> {
  const a = await call(s.url, 'POST', '/api/v1/check-phone', { body: { phone: '79990000001' } });
  assert.equal(a.status, 200);
}

test('malformed JSON', async () => {
  for (const raw of ['{', '{"phone": }', 'null x', '\u0000\u0001', '[1,2', '"unterminated']) {
    assertErrorShape(await call(s.url, 'POST', '/api/v1/check-phone', { raw }), `raw ${JSON.stringify(raw)}`);
  }
  assertErrorShape(await call(s.url, 'POST', '/api/v1/auth', { raw: '[]' }), 'an array body');
  assertErrorShape(await call(s.url, 'POST', '/api/v1/auth', { raw: '42' }), 'a number body');
  assertErrorShape(
    await call(s.url, 'POST', '/api/v1/orders/cell/calc', { token: 'demo-token-individual', raw: '{"days": 1e999, "pay_days": -0}' }),
    'an overflowing number',
  );
  await alive();
});

test('oversize bodies', async () => {
  const big = JSON.stringify({ phone: '79990000001', pad: 'x'.repeat(2 * 1024 * 1024) });
  const a = await call(s.url, 'POST', '/api/v1/check-phone', { raw: big }).catch(() => ({
    status: 413,
    body: { success: false, message: 'connection closed' },
  }));
  assertErrorShape(a, 'oversize');
  await alive();
});

test('wrong types', async () => {
  const cases: Array<[string, string, unknown, string?]> = [
    ['POST', '/api/v1/check-phone', { phone: 79990000001 }],
    ['POST', '/api/v1/auth', { phone: '79990000001', password: ['Demo12345'] }],
    [
      'POST',
      '/api/v1/orders/cell/booking',
      { days: '30', order_date: '02.03.2026', place_floor_cell: 'box', need_agreement: 'yes', pay_days: null },
      'demo-token-individual',
    ],
    [
      'POST',
      '/api/v1/orders/cell/calc',
      { days: -1, order_date: 'tomorrow', place_floor_cell: 2001.5, need_agreement: true, pay_days: 400 },
      'demo-token-individual',
    ],
    ['POST', '/api/v1/signature/approve-sms', { code: { $gt: '' }, order_id: '1008' }, 'demo-token-individual'],
    ['PUT', '/api/v1/client/requisites/legal', { inn: 7707083893, ogrn: true }, 'demo-token-legal'],
    ['POST', '/api/v1/orders/abc/make-invoice', { days: 30, only_price: true, start_period: '01.01.2030' }, 'demo-token-individual'],
    ['POST', '/api/v1/lock/door/open/A-101', { buBoardUuid: 'x', cuBoardId: 1, lockNumber: 1 }, 'demo-token-individual'],
    ['GET', '/api/v1/orders/everything/orders-list', undefined, 'demo-token-individual'],
    ['GET', '/api/places/floors/cell/info?cell=-1', undefined],
    ['GET', '/api/cells/get-photos?low=abc&up=1', undefined],
    ['POST', '/__sandbox/clock', { advanceDays: 'many' }],
  ];
  for (const [method, p, body, token] of cases) {
    assertErrorShape(
      await call(s.url, method, p, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) }),
      `${method} ${p}`,
    );
  }
  await alive();
});

test('unknown routes', async () => {
  for (const [method, p] of [
    ['GET', '/api/v1/nothing'],
    ['POST', '/api/v1/orders/active/orders-list'],
    ['DELETE', '/api/v1/client'],
    ['GET', '/api'],
    ['GET', '/__sandbox/nothing'],
    ['GET', '/files/contracts/unknown/file.html'],
    ['GET', '/static/photos/nowhere.png'],
    ['PATCH', '/api/v1/auth'],
  ] as const) {
    assertErrorShape(await call(s.url, method, p, method === 'GET' ? {} : { body: {} }), `${method} ${p}`);
  }
  await alive();
});

test('a garbage request line does not crash the server', async () => {
  const port = Number(new URL(s.url).port);
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
    socket.on('data', () => undefined);
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  await alive();
});
