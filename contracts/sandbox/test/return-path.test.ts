// The payment page sends the customer back only to a path of the cabinet's own origin. A return
// like `/\evil.example` (browsers read `\` as `/`: another host) or `javascript://...` falls back to /orders.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { safeReturn } from '../src/routes/payment.ts';
import { orderNumbered, paymentRef, postForm, startSandbox, type Running } from './helpers.ts';

const IND = 'demo-token-individual';
let s: Running;
beforeEach(async () => {
  s = await startSandbox();
});
afterEach(async () => s.close());

const foreign = [
  '/\\evil.example',
  '/\\/evil.example',
  '//evil.example/orders',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript://localhost/%0aalert(1)',
  'javascript:alert(1)',
  'http://localhost:8080/orders',
  'http://127.0.0.1/orders',
  'https://evil.example/orders',
  'orders',
  ' /orders',
  'data:text/html,<script>alert(1)</script>',
];

test('safeReturn keeps a path of the cabinet origin and refuses every other address', () => {
  for (const value of foreign) assert.equal(safeReturn(value), '/orders', JSON.stringify(value));
  assert.equal(safeReturn(undefined), '/orders');
  assert.equal(safeReturn(''), '/orders');
  assert.equal(safeReturn('/orders'), '/orders');
  assert.equal(safeReturn('/order-view/1005?tab=invoices#pay'), '/order-view/1005?tab=invoices#pay');
  // normalised: what is sent back is what was checked
  assert.equal(safeReturn('/a/../orders'), '/orders');
});

test('the page, its payment and its cancel never send the customer to another origin', async () => {
  const order = await orderNumbered(s.url, IND, 1005);
  const inv = order.invoices.find((i: any) => !i.paid && i.kind !== 'fee');
  const ref = (await paymentRef(s.url, IND, inv.number)).body.ref as string;
  for (const value of ['/\\evil.example', 'javascript://localhost/%0aalert(1)']) {
    const page = await fetch(`${s.url}/__sandbox/pay?ref=${encodeURIComponent(ref)}&return=${encodeURIComponent(value)}`);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.doesNotMatch(html, /evil\.example|javascript:/i, value);
    const cancelled = await postForm(s.url, '/__sandbox/pay/cancel', { ref, return: value });
    assert.equal(cancelled.status, 303);
    assert.match(cancelled.headers.get('location') ?? '', /^\/orders\?payment=cancelled&invoice=/, value);
  }
  const paid = await postForm(s.url, '/__sandbox/pay', { ref, card: '4242 4242 4242 4242', return: '/\\evil.example' });
  assert.equal(paid.status, 303);
  assert.match(paid.headers.get('location') ?? '', /^\/orders\?payment=success&invoice=/);
});
