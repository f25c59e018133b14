// Payments: the payment page needs its owner (a session or a signed reference issued to the owner), a
// pending mark is cleared by a cancel and lapses after 15 minutes of the sandbox clock, and confirmtoken/yookassa
// takes only the second provider's place.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { call, orderNumbered, paymentRef, postForm, sandboxNow, startSandbox, type Running } from './helpers.ts';

const IND = 'demo-token-individual';
const LEGAL = 'demo-token-legal';
const EDS = 'demo-token-eds-available';
let s: Running;
beforeEach(async () => {
  s = await startSandbox();
});
afterEach(async () => s.close());

const invoiceOf = async (number: number, token = IND) => {
  const o = await orderNumbered(s.url, token, number);
  return o.invoices.find((i: any) => !i.paid && i.kind !== 'fee');
};
const invoiceNumbered = async (order: number, invoice: string, token = IND) =>
  (await orderNumbered(s.url, token, order)).invoices.find((i: any) => i.number === invoice);
const advanceMinutes = (m: number) => call(s.url, 'POST', '/__sandbox/clock', { body: { advanceMs: m * 60_000 } });
const openPage = (query: string) => fetch(`${s.url}/__sandbox/pay?${query}`);

test('the payment page opens only for its owner: a signed reference issued to the owner session', async () => {
  const inv = await invoiceOf(1005);
  // nobody's reference: the invoice number alone is refused and marks nothing
  const bare = await openPage(`invoice=${encodeURIComponent(inv.number)}&return=/orders`);
  assert.equal(bare.status, 403);
  assert.doesNotMatch(await bare.text(), /<form[^>]*action="\/__sandbox\/pay"/);
  assert.equal((await invoiceNumbered(1005, inv.number)).paymentHash, null);
  const payBare = await postForm(s.url, '/__sandbox/pay', { invoice: inv.number, card: '4242 4242 4242 4242', return: '/orders' });
  assert.equal(payBare.status, 403);
  assert.equal((await invoiceNumbered(1005, inv.number)).paid, false);

  // another customer gets no reference for it, and cannot pay it through the JSON route
  assert.equal((await paymentRef(s.url, LEGAL, inv.number)).status, 404);
  assert.equal((await paymentRef(s.url, 'made-up-token', inv.number)).status, 401);
  assert.equal((await call(s.url, 'POST', '/__sandbox/pay-invoice', { body: { invoice: inv.number } })).status, 403);
  assert.equal((await call(s.url, 'POST', '/__sandbox/pay-invoice', { token: LEGAL, body: { invoice: inv.number } })).status, 404);

  // the owner's reference: unguessable, and a tampered one is refused
  const issued = await paymentRef(s.url, IND, inv.number);
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  const ref = issued.body.ref as string;
  assert.ok(ref.length >= 40, ref);
  assert.notEqual((await paymentRef(s.url, IND, inv.number)).body.ref, undefined);
  const other = (await invoiceOf(1013)).number as string;
  const [payload, sig] = ref.split('.').slice(-2) as [string, string];
  const forgedPayload = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace(inv.number, other)).toString('base64url');
  for (const bad of [`${ref.slice(0, -2)}xx`, ref.replace(payload, forgedPayload), `sbp1.${forgedPayload}.${sig}`]) {
    assert.equal((await openPage(`ref=${encodeURIComponent(bad)}`)).status, 403, bad);
  }
  const page = await openPage(`ref=${encodeURIComponent(ref)}&return=/orders`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), new RegExp(inv.number));
  const paid = await postForm(s.url, '/__sandbox/pay', { ref, card: '4242 4242 4242 4242', return: '/orders' });
  assert.equal(paid.status, 303);
  assert.match(paid.headers.get('location') ?? '', /^\/orders\?payment=success&invoice=/);
  assert.equal((await invoiceNumbered(1005, inv.number)).paid, true);
});

test("the invoice answer carries the owner's payment page; the JSON route takes the owner's session", async () => {
  const inv = await invoiceOf(1005);
  assert.match(inv.payment_page, /^\/__sandbox\/pay\?ref=/);
  assert.equal((await fetch(`${s.url}${inv.payment_page}`)).status, 200);
  const paid = await call(s.url, 'POST', '/__sandbox/pay-invoice', { token: IND, body: { invoice: inv.number } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal((await invoiceNumbered(1005, inv.number)).paid, true);
});

test('opening the page sets the pending mark with its start; cancel clears it', async () => {
  const inv = await invoiceOf(1005);
  assert.deepEqual([inv.paymentHash, inv.paymentStartedAt, inv.paymentExpiresAt], [null, null, null]);
  const ref = (await paymentRef(s.url, IND, inv.number)).body.ref as string;
  const now = await sandboxNow(s.url);
  assert.equal((await openPage(`ref=${encodeURIComponent(ref)}&return=/orders`)).status, 200);
  let x = await invoiceNumbered(1005, inv.number);
  assert.ok(x.paymentHash);
  assert.ok(Math.abs(Date.parse(x.paymentStartedAt) - Date.parse(now)) < 5_000, `${x.paymentStartedAt} vs ${now}`);
  assert.equal(Date.parse(x.paymentExpiresAt) - Date.parse(x.paymentStartedAt), 15 * 60_000);

  const cancelled = await postForm(s.url, '/__sandbox/pay/cancel', { ref, return: '/orders' });
  assert.equal(cancelled.status, 303);
  assert.equal(cancelled.headers.get('location'), `/orders?payment=cancelled&invoice=${encodeURIComponent(inv.number)}`);
  x = await invoiceNumbered(1005, inv.number);
  assert.deepEqual([x.paymentHash, x.paymentStartedAt, x.paymentExpiresAt, x.paid], [null, null, null, false]);
  // a cancel needs the reference too
  await openPage(`ref=${encodeURIComponent(ref)}`);
  assert.equal((await postForm(s.url, '/__sandbox/pay/cancel', { invoice: inv.number, return: '/orders' })).status, 403);
  assert.ok((await invoiceNumbered(1005, inv.number)).paymentHash);
});

test('an unconfirmed pending mark lapses after 15 minutes of the sandbox clock', async () => {
  const inv = await invoiceOf(1005);
  const ref = (await paymentRef(s.url, IND, inv.number)).body.ref as string;
  await openPage(`ref=${encodeURIComponent(ref)}`);
  await advanceMinutes(14);
  assert.ok((await invoiceNumbered(1005, inv.number)).paymentHash, 'still pending at 14 minutes');
  await advanceMinutes(1.5);
  const x = await invoiceNumbered(1005, inv.number);
  assert.deepEqual([x.paymentHash, x.paymentStartedAt, x.paymentExpiresAt, x.paid], [null, null, null, false]);
  // the page opened again marks it again
  await openPage(`ref=${encodeURIComponent(ref)}`);
  assert.ok((await invoiceNumbered(1005, inv.number)).paymentHash);
});

test('the pending time is configurable (SANDBOX_PAYMENT_PENDING_MINUTES)', async () => {
  await s.close();
  s = await startSandbox({ paymentPendingMinutes: 5 });
  const inv = await invoiceOf(1005);
  const ref = (await paymentRef(s.url, IND, inv.number)).body.ref as string;
  await openPage(`ref=${encodeURIComponent(ref)}`);
  const x = await invoiceNumbered(1005, inv.number);
  assert.equal(Date.parse(x.paymentExpiresAt) - Date.parse(x.paymentStartedAt), 5 * 60_000);
  await advanceMinutes(5.5);
  assert.equal((await invoiceNumbered(1005, inv.number)).paymentHash, null);
});

test('the demo payment the provider holds keeps its mark (no expiry)', async () => {
  const held = (await orderNumbered(s.url, IND, 1006)).invoices.find((i: any) => i.paymentHash);
  assert.ok(held.paymentStartedAt);
  assert.equal(held.paymentExpiresAt, null);
  await advanceMinutes(60);
  assert.ok((await invoiceNumbered(1006, held.number)).paymentHash);
});

function yookassaBody(inv: any, place: string) {
  const amount = inv.price.toFixed(2);
  return {
    amount,
    aquiring: 'yookassa',
    place,
    description: `Оплата счёта ${inv.number}`,
    email: 'a@example.ru',
    invoices: [inv.number],
    phone: '79990000024',
    items: [
      {
        description: 'Аренда бокса',
        amount: { value: amount, currency: 'RUB' },
        quantity: 1,
        vat_code: 7,
        measure: 'piece',
        payment_mode: 'full_payment',
        payment_subject: 'service',
      },
    ],
  };
}

test("confirmtoken/yookassa takes only the second provider's place (KRG-02) and its invoices", async () => {
  const card = await invoiceOf(1005);
  for (const place of [card.place.code, 'KRG-02']) {
    const a = await call(s.url, 'POST', '/api/v1/confirmtoken/yookassa', { token: IND, body: yookassaBody(card, place) });
    assert.equal(a.status, 400, `${place}: ${JSON.stringify(a.body)}`);
    assert.equal(a.body.error_code, 'PAYMENT_PLACE_MISMATCH');
  }
  assert.equal((await invoiceNumbered(1005, card.number)).paymentHash, null);

  const krg = (await call(s.url, 'GET', '/api/v1/orders/active/orders-list', { token: EDS })).body.orders.find(
    (o: any) => o.place.code === 'KRG-02' && o.invoices.some((i: any) => !i.paid),
  );
  assert.ok(krg, 'a payable order at KRG-02');
  const inv = krg.invoices.find((i: any) => !i.paid);
  const ok = await call(s.url, 'POST', '/api/v1/confirmtoken/yookassa', { token: EDS, body: yookassaBody(inv, 'KRG-02') });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.ok(ok.body.payment_id && ok.body.confirmation_token);
  const pending = await invoiceNumbered(krg.number, inv.number, EDS);
  assert.equal(pending.paymentHash, ok.body.payment_id);
  assert.ok(pending.paymentStartedAt && pending.paymentExpiresAt);

  // the confirmation token opens the provider's page for its owner; paying it activates the order (first invoice)
  assert.equal((await openPage(`ref=${encodeURIComponent(ok.body.confirmation_token)}`)).status, 200);
  const paid = await postForm(s.url, '/__sandbox/pay', { ref: ok.body.confirmation_token, card: '4242 4242 4242 4242', return: '/orders' });
  assert.equal(paid.status, 303);
  const after = await orderNumbered(s.url, EDS, krg.number);
  assert.equal(after.invoices.find((i: any) => i.number === inv.number).paid, true);
  assert.equal(after.state, 'active');
  const rows = s.sb.db.prepare('SELECT status FROM payments WHERE payment_id = ?').all(ok.body.payment_id) as Array<{ status: string }>;
  assert.deepEqual(
    rows.map((r) => r.status),
    ['succeeded'],
  );
});
