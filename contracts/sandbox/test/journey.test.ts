// The scripted API journey of a customer: register an individual, create the EDS, book a free box with its
// calculation, sign with an SMS code, pay the invoice, open the lock, request contract close.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, freePort, lastCode, ruDay, spawnSandbox } from './helpers.ts';

// against a running sandbox process (`node src/main.ts`), or the one SANDBOX_URL names (started with
// SANDBOX_EDS_READY_SECONDS=6 SANDBOX_FILES_DELAY_SECONDS=3 SANDBOX_RELOCK_SECONDS=30 and reset)
let s: { url: string };
let child: ChildProcess | null = null;
let dir = '';
before(async () => {
  if (process.env.SANDBOX_URL) {
    s = { url: process.env.SANDBOX_URL };
    return;
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-journey-'));
  const port = await freePort();
  child = await spawnSandbox(path.join(dir, 'journey.sqlite'), port, {
    SANDBOX_EDS_READY_SECONDS: '6',
    SANDBOX_FILES_DELAY_SECONDS: '3',
    SANDBOX_RELOCK_SECONDS: '30',
  });
  s = { url: `http://127.0.0.1:${port}` };
});
after(async () => {
  if (child) {
    child.kill('SIGTERM');
    await new Promise((r) => (child?.exitCode !== null ? r(undefined) : child.once('exit', r)));
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const PHONE = '79990000099';

test('register, EDS, book, sign, pay, open the lock, close the contract', async () => {
  const u = s.url;
  const now = (await call(u, 'GET', '/__sandbox/health')).body.clock.now as string;

  // 1. registration: phone, SMS code, password, base data, passport
  assert.equal((await call(u, 'POST', '/api/v1/check-phone', { body: { phone: PHONE } })).status, 404);
  assert.equal((await call(u, 'POST', '/api/v1/retrieve-sms', { body: { action: 'register', phone: PHONE } })).body.message, 'otp stored');
  const code = await lastCode(u, PHONE);
  assert.match(code, /^\d{6}$/);
  const wrong = await call(u, 'POST', '/api/v1/check-code', { body: { phone: PHONE, code: code === '111111' ? '222222' : '111111' } });
  assert.equal(wrong.status, 400);
  assert.equal(wrong.body.code, 605);
  assert.equal(wrong.body.error_code, 'WRONG_CODE');
  const reg = await call(u, 'POST', '/api/v1/check-code', { body: { phone: PHONE, code } });
  assert.equal(reg.status, 200);
  const regToken = reg.body.token as string;
  assert.equal((await call(u, 'POST', '/api/v1/set-password', { token: regToken, body: { password: 'short' } })).status, 400);
  assert.equal((await call(u, 'POST', '/api/v1/set-password', { token: regToken, body: { password: 'Journey12345' } })).status, 200);
  const base = await call(u, 'POST', '/api/v1/client-physical-base', {
    token: regToken,
    body: {
      birthdate: '15.05.1990',
      fio: 'Журнев Пётр Петрович',
      confirmDigitalSignatureUserAgreement: true,
      confirmPolicyConfidential: true,
    },
  });
  assert.equal(base.status, 200, JSON.stringify(base.body));
  const token = base.body.token as string;
  const passport = await call(u, 'PUT', '/api/v1/client/requisites/peronal', {
    token,
    body: {
      document_name: 'passportRf',
      division_code: '770-001',
      document_number: '45 01 765432',
      issued: '15.03.2015',
      issuer: 'ГУ МВД России по городу Москве',
      adress: 'Москва, улица Тверская, дом 1',
      fact_address: 'Москва, улица Тверская, дом 1',
    },
  });
  assert.equal(passport.status, 200, JSON.stringify(passport.body));
  const login = await call(u, 'POST', '/api/v1/auth', { body: { phone: PHONE, password: 'Journey12345' } });
  assert.equal(login.status, 200);
  assert.equal((await call(u, 'POST', '/api/v1/check-phone', { body: { phone: PHONE } })).body.name, 'Журнев Пётр Петрович');

  // 2. the EDS: not created, then issuance -> activating -> available as the clock moves
  assert.equal((await call(u, 'GET', '/api/v1/signature/status', { token })).body.status, 'not-exists');
  assert.equal((await call(u, 'POST', '/api/v1/signature/create', { token })).status, 200);
  assert.equal((await call(u, 'GET', '/api/v1/signature/status', { token })).body.status, 'partner-initialization-start');
  await call(u, 'POST', '/__sandbox/clock', { body: { advanceSeconds: 3 } });
  assert.equal((await call(u, 'GET', '/api/v1/signature/status', { token })).body.status, 'initialization');
  await call(u, 'POST', '/__sandbox/clock', { body: { advanceSeconds: 3 } });
  assert.equal((await call(u, 'GET', '/api/v1/signature/status', { token })).body.status, 'available');

  // 3. a free box, its price, the booking
  const boxes = await call(u, 'GET', '/api/places/catalog/box?place_code=MSK-04');
  const box = boxes.body.boxes.find((b: any) => b.free && b.lock && b.size >= 1);
  assert.ok(box, 'a free box with a lock');
  const order = { days: 60, order_date: ruDay(now), place_floor_cell: box.cell_id, need_agreement: true, pay_days: 30 };
  const calc = await call(u, 'POST', '/api/v1/orders/cell/calc', { token, body: order });
  assert.equal(calc.status, 200);
  assert.equal(calc.body.sum_without_disount, Math.ceil(box.month_rate * 100) / 100);
  assert.equal(calc.body.discount.percent, 5);
  assert.equal(calc.body.total_summ, Math.round((calc.body.sum_with_discount + calc.body.deposit_summ) * 100) / 100);
  const booked = await call(u, 'POST', '/api/v1/orders/cell/booking', { token, body: order });
  assert.equal(booked.status, 200, JSON.stringify(booked.body));
  const number = booked.body.lastOrderId as number;
  let list = await call(u, 'GET', '/api/v1/orders/active/orders-list', { token });
  let mine = list.body.orders.find((o: any) => o.number === number);
  assert.equal(mine.state, 'reserved');
  assert.equal(mine.invoices.length, 1);
  assert.equal(mine.invoices[0].price, calc.body.total_summ);
  assert.equal((await call(u, 'GET', `/api/places/floors/cell/info?cell=${box.cell_id}`)).body.cell.free, false);

  // 4. signing with an SMS code: a wrong code spends an attempt, the right one signs
  const start = await call(u, 'POST', '/api/v1/signature/start-signing', { token, body: { order_id: number } });
  assert.equal(start.body.attemptsLeftSms, 3);
  const sms = await lastCode(u, PHONE);
  const bad = await call(u, 'POST', '/api/v1/signature/approve-sms', {
    token,
    body: { order_id: number, code: sms === '000000' ? '000001' : '000000' },
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error_code, 'CONFIRMOPERATION.00007');
  assert.equal(bad.body.attemptsLeftSms, 2);
  const ok = await call(u, 'POST', '/api/v1/signature/approve-sms', { token, body: { order_id: number, code: sms } });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  let docs = await call(u, 'GET', '/api/v1/orders/active-docs?onlyAgreement', { token });
  let doc = docs.body.documents.find((d: any) => d.order_number === number);
  assert.equal(doc.agreement_status, 'active');
  assert.equal(doc.agreement_signed, null, 'the signed link appears a few seconds later');
  await call(u, 'POST', '/__sandbox/clock', { body: { advanceSeconds: 4 } });
  docs = await call(u, 'GET', '/api/v1/orders/active-docs?onlyAgreement', { token });
  doc = docs.body.documents.find((d: any) => d.order_number === number);
  assert.match(doc.agreement_signed, /^\/files\//);
  const file = await fetch(`${u}${doc.agreement_signed}`);
  assert.equal(file.status, 200);
  assert.match(await file.text(), /Подписано/);
  list = await call(u, 'GET', '/api/v1/orders/active/orders-list', { token });
  mine = list.body.orders.find((o: any) => o.number === number);
  assert.equal(mine.state, 'not-active');

  // the lock stays shut until the deposit is paid
  const lockBody = { buBoardUuid: mine.cell.lock.BuUuid, cuBoardId: mine.cell.lock.CuId, lockNumber: mine.cell.lock.Lock };
  const refused = await call(u, 'POST', `/api/v1/lock/cell/open/${encodeURIComponent(mine.cell.floor_cell_number)}`, {
    token,
    body: lockBody,
  });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.message, 'no access to the lock');

  // 5. payment: a declined card, then the test card that succeeds (the HTML page)
  // the page opens with a payment reference issued to the owner's session, as the cabinet does
  const invoice = mine.invoices[0].number as string;
  const issued = await call(u, 'POST', '/__sandbox/pay/start', { token, body: { invoice, return: '/orders' } });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  const ref = issued.body.ref as string;
  const page = await fetch(`${u}${issued.body.payment_page}`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<form/);
  list = await call(u, 'GET', '/api/v1/orders/active/orders-list', { token });
  assert.ok(
    list.body.orders.find((o: any) => o.number === number).invoices[0].paymentHash,
    'a pending payment hash while the page is open',
  );
  const declined = await fetch(`${u}/__sandbox/pay`, {
    method: 'POST',
    body: new URLSearchParams({ ref, card: '4000 0000 0000 0002', return: '/orders' }),
    redirect: 'manual',
  });
  assert.equal(declined.status, 402);
  const paid = await fetch(`${u}/__sandbox/pay`, {
    method: 'POST',
    body: new URLSearchParams({ ref, card: '4242 4242 4242 4242', return: '/orders' }),
    redirect: 'manual',
  });
  assert.equal(paid.status, 303);
  assert.match(paid.headers.get('location') ?? '', /^\/orders\?payment=success/);
  list = await call(u, 'GET', '/api/v1/orders/active/orders-list', { token });
  mine = list.body.orders.find((o: any) => o.number === number);
  assert.equal(mine.state, 'active');
  assert.equal(mine.invoices[0].paid, true);
  assert.equal(mine.cell.paid_until, ruDay(now, 29));

  // 6. the lock opens, then relocks by itself
  const opened = await call(u, 'POST', `/api/v1/lock/cell/open/${encodeURIComponent(mine.cell.floor_cell_number)}`, {
    token,
    body: lockBody,
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  assert.equal(opened.body.message, 'command to open the lock sent');
  list = await call(u, 'GET', '/api/v1/orders/active/orders-list', { token });
  assert.equal(list.body.orders.find((o: any) => o.number === number).cell.lock.lock_status, 'open');
  await call(u, 'POST', '/__sandbox/clock', { body: { advanceSeconds: 31 } });
  list = await call(u, 'GET', '/api/v1/orders/active/orders-list', { token });
  assert.equal(list.body.orders.find((o: any) => o.number === number).cell.lock.lock_status, 'locked');

  // 7. contract close request, stored and readable by tests
  const close = await call(u, 'POST', '/api/request/client/simple', {
    token,
    body: { request_name: 'Расторжение договора', request_comment: `Прошу расторгнуть договор ${mine.agreement.uuid}, заказ ${number}` },
  });
  assert.equal(close.status, 200);
  const stored = await call(u, 'GET', `/__sandbox/requests?kind=contract-close&phone=${PHONE}`);
  assert.equal(stored.body.length, 1);
  assert.match(stored.body[0].payload.request_comment, new RegExp(String(number)));

  // the signed contract is among the available files (each answer signs its links: the same file, by its path)
  const files = await call(u, 'GET', '/api/v1/client/available/files', { token });
  const pathOf = (link: string) => link.split('?')[0];
  assert.ok(files.body.files.some((f: any) => pathOf(f.file) === pathOf(doc.agreement_signed)));
});
