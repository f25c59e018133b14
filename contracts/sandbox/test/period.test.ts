// What the accountant's period download meets in the demo world, and the sandbox-only fault that breaks
// one stored file so the cabinet's README of missing files can be tested.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demo } from '../src/seed.ts';
import { call, startSandbox, type Running } from './helpers.ts';

let s: Running;
before(async () => {
  s = await startSandbox();
});
after(async () => s.close());

const token = demo.legal.token;

test('the organisation has a closed rental with its signed contract and paid invoices, and a signed act', async () => {
  const history = (await call(s.url, 'GET', '/api/v1/orders/history/orders-list', { token })).body.orders;
  const archived = history.find((o: { number: number }) => o.number === demo.orders.legalArchived);
  assert.ok(archived, 'order 2003 in the archive');
  assert.ok(archived.agreement.signed, 'its signed contract');
  assert.ok(archived.invoices.length >= 5 && archived.invoices.every((i: { paid: boolean }) => i.paid));
  const docs = (await call(s.url, 'GET', '/api/v1/orders/active-docs', { token })).body.documents;
  const act = docs.find((d: { agreement_number: string }) => d.agreement_number === `ACT-${demo.orders.legalActive}`);
  assert.equal(act?.agreement_status, 'active');
  assert.ok(act.agreement_signed);
});

test('a file the test told the sandbox to fail answers 500 until the fault is cleared', async () => {
  const history = (await call(s.url, 'GET', '/api/v1/orders/history/orders-list', { token })).body.orders;
  const file: string = history.find((o: { number: number }) => o.number === demo.orders.legalArchived).agreement.signed;
  assert.equal((await call(s.url, 'GET', file, { token })).status, 200);
  assert.equal((await call(s.url, 'POST', '/__sandbox/faults', { body: { file } })).status, 200);
  assert.equal((await call(s.url, 'GET', file, { token })).status, 500);
  assert.equal((await call(s.url, 'POST', '/__sandbox/faults', { body: { file: 'https://elsewhere/x' } })).status, 400);
  assert.equal((await call(s.url, 'POST', '/__sandbox/faults', { body: { file: null } })).status, 200);
  assert.equal((await call(s.url, 'GET', file, { token })).status, 200);
});
