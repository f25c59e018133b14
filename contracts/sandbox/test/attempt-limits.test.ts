// What a real gateway keeps against guessing (proposals, docs/contracts.md "Attempt limits"):
// wrong passwords, PINs and SMS codes of a phone lock it out after 5 in a row (429 TOO_MANY_ATTEMPTS, Retry-After),
// a success clears the count, an SMS is not sent again within 60 s for the same phone and purpose while its code is
// unused (429 SMS_RESEND_TOO_SOON), codes come from a cryptographic source and open only their own flow, and a body
// that is not JSON is refused (415) so a form posted from another site does nothing.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { call, lastCode, startSandbox, type Running } from './helpers.ts';

const PHONE = '79990000001';
let s: Running;
beforeEach(async () => {
  s = await startSandbox();
});
afterEach(async () => s.close());

const pin = (pinCode: string, phone = PHONE) => call(s.url, 'POST', '/api/verify-pin-code', { body: { phone, pinCode } });
const password = (value: string) => call(s.url, 'POST', '/api/v1/auth', { body: { phone: PHONE, password: value } });
const advanceSeconds = (seconds: number) => call(s.url, 'POST', '/__sandbox/clock', { body: { advanceSeconds: seconds } });

test('five wrong PINs lock the phone out for 15 minutes, the right PIN included; then it logs in', async () => {
  for (let i = 1; i <= 4; i += 1) {
    const wrong = await pin('000000');
    assert.equal(wrong.status, 400, `try ${i}`);
    assert.equal(wrong.body.error_code, 'WRONG_PIN');
  }
  const fifth = await pin('000000');
  assert.equal(fifth.status, 429);
  assert.equal(fifth.body.error_code, 'TOO_MANY_ATTEMPTS');
  assert.equal(fifth.headers.get('retry-after'), '900');
  assert.equal(fifth.body.retry_after, 900);

  const right = await pin('123456');
  assert.equal(right.status, 429, 'the lockout holds for the right PIN too');
  // the lockout is the phone's: its password waits as well, and the wait counts down with the clock
  await advanceSeconds(60);
  const byPassword = await password('Demo12345');
  assert.equal(byPassword.status, 429);
  assert.equal(byPassword.headers.get('retry-after'), '840');

  await advanceSeconds(14 * 60);
  assert.equal((await pin('123456')).status, 200);
});

test('only wrong attempts count and a success clears them: another customer and other phones are not touched', async () => {
  for (let i = 0; i < 4; i += 1) assert.equal((await password('Wrong12345')).status, 405);
  assert.equal((await password('Demo12345')).status, 200);
  for (let i = 0; i < 4; i += 1) assert.equal((await password('Wrong12345')).status, 405, 'the count started again');
  assert.equal((await pin('123456', '79990000002')).status, 200, "another phone's count is its own");
  // a wrong attempt more than the window after the first starts a new count
  await advanceSeconds(15 * 60);
  assert.equal((await password('Wrong12345')).status, 405);
  assert.equal((await password('Demo12345')).status, 200);
});

test('wrong SMS codes and the legacy password count as well', async () => {
  assert.equal((await call(s.url, 'POST', '/api/login-mobile', { body: { phone: PHONE } })).status, 200);
  for (let i = 0; i < 4; i += 1) {
    const r = await call(s.url, 'POST', '/api/verify-sms-code', { body: { phone: PHONE, smsCode: '000000', isRegistration: false } });
    assert.equal(r.body.error_code, 'WRONG_CODE');
  }
  const legacy = await call(s.url, 'POST', '/api/login', { body: { login: '1234-ABC-12345678', password: 'Wrong12345' } });
  assert.equal(legacy.status, 429);
  assert.equal(legacy.body.error_code, 'TOO_MANY_ATTEMPTS');
});

test('the reset clears the lockouts', async () => {
  for (let i = 0; i < 5; i += 1) await pin('000000');
  assert.equal((await pin('123456')).status, 429);
  assert.equal((await call(s.url, 'POST', '/__sandbox/reset')).status, 200);
  assert.equal((await pin('123456')).status, 200);
});

test('an SMS is not sent again within 60 s for the same phone and purpose while its code is unused', async () => {
  const first = await call(s.url, 'POST', '/api/login-mobile', { body: { phone: PHONE } });
  assert.equal(first.status, 200);
  const again = await call(s.url, 'POST', '/api/send-verification-code', { body: { phone: PHONE } });
  assert.equal(again.status, 429);
  assert.equal(again.body.error_code, 'SMS_RESEND_TOO_SOON');
  assert.equal(again.headers.get('retry-after'), '60');
  assert.equal((await call(s.url, 'GET', `/__sandbox/outbox?phone=${PHONE}`)).body.length, 1, 'no second SMS');
  // another purpose is another flow
  assert.equal((await call(s.url, 'POST', '/api/v1/retrieve-sms', { body: { action: 'restore', phone: PHONE } })).status, 200);

  await advanceSeconds(45);
  assert.equal((await call(s.url, 'POST', '/api/login-mobile', { body: { phone: PHONE } })).headers.get('retry-after'), '15');
  await advanceSeconds(15);
  assert.equal((await call(s.url, 'POST', '/api/send-verification-code', { body: { phone: PHONE } })).status, 200);

  // a code that was used ends its flow: the next login may ask at once
  const code = await lastCode(s.url, PHONE);
  const login = await call(s.url, 'POST', '/api/verify-sms-code', { body: { phone: PHONE, smsCode: code, isRegistration: false } });
  assert.equal(login.status, 200);
  assert.equal((await call(s.url, 'POST', '/api/login-mobile', { body: { phone: PHONE } })).status, 200);
});

test('a password login that confirms by SMS still answers within the cooldown (the code sent is the one to type)', async () => {
  const phone = '79990000004';
  const body = { phone, password: 'Demo12345' };
  assert.equal((await call(s.url, 'POST', '/api/v1/auth', { body })).body.need_sms, true);
  const again = await call(s.url, 'POST', '/api/v1/auth', { body });
  assert.equal(again.status, 200);
  assert.equal((await call(s.url, 'GET', `/__sandbox/outbox?phone=${phone}`)).body.length, 1);
});

test('SMS codes come from a cryptographic source, not Math.random', async () => {
  const random = Math.random;
  Math.random = () => 0.5;
  try {
    const codes = new Set<string>();
    for (const phone of ['79990000001', '79990000002', '79990000003']) {
      await call(s.url, 'POST', '/api/login-mobile', { body: { phone } });
      codes.add(await lastCode(s.url, phone));
    }
    assert.equal(codes.size, 3, [...codes].join(' '));
  } finally {
    Math.random = random;
  }
});

test('a code opens only the flow it was sent for', async () => {
  await call(s.url, 'POST', '/api/login-mobile', { body: { phone: PHONE } });
  const loginCode = await lastCode(s.url, PHONE);
  // check-code gives a token that sets a new password: a login code is not a code there
  const asRestore = await call(s.url, 'POST', '/api/v1/check-code', { body: { phone: PHONE, code: loginCode } });
  assert.equal(asRestore.status, 400);
  assert.equal(asRestore.body.error_code, 'WRONG_CODE');
  const asRegistration = await call(s.url, 'POST', '/api/verify-sms-code', {
    body: { phone: PHONE, smsCode: loginCode, isRegistration: true },
  });
  assert.equal(asRegistration.body.error_code, 'WRONG_CODE');
  // still good for its own flow
  const login = await call(s.url, 'POST', '/api/verify-sms-code', { body: { phone: PHONE, smsCode: loginCode, isRegistration: false } });
  assert.equal(login.status, 200);
});

test('a body that is not JSON is refused with 415 before it is read (a form posted from another site)', async () => {
  const post = (type: string, body: string) =>
    fetch(`${s.url}/api/v1/auth`, { method: 'POST', headers: { 'Content-Type': type }, body }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { error_code?: string },
    }));
  const json = JSON.stringify({ phone: PHONE, password: 'Demo12345' });
  for (const [type, body] of [
    ['application/x-www-form-urlencoded', `phone=${PHONE}&password=Demo12345`],
    ['text/plain', json],
    ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="phone"\r\n\r\n${PHONE}\r\n--x--`],
  ] as const) {
    const r = await post(type, body);
    assert.equal(r.status, 415, type);
    assert.equal(r.body.error_code, 'UNSUPPORTED_MEDIA_TYPE');
  }
  const noType = await fetch(`${s.url}/api/v1/auth`, { method: 'POST', body: new Blob([json]) });
  assert.equal(noType.status, 415, 'a body without a type');
  assert.equal((await post('application/json; charset=utf-8', json)).status, 200);
  // a call without a body needs no type
  const bare = await fetch(`${s.url}/api/v1/signature/create`, { method: 'POST', headers: { 'X-SB-API-KEY': 'demo-token-eds-none' } });
  assert.notEqual(bare.status, 415);
});
