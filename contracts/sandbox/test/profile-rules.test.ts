// The personal profile save follows the contracts' request schema: a save without a birthday (the cabinet hides
// the field in production and sends none when none is stored) keeps the stored one; an e-mail with a Cyrillic
// domain is an e-mail address like any other.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { call, startSandbox, type Running } from './helpers.ts';

const IND = 'demo-token-individual';
let s: Running;
beforeEach(async () => {
  s = await startSandbox();
});
afterEach(async () => s.close());

test('a personal save without a birthday keeps the stored one', async () => {
  const before = await call(s.url, 'GET', '/api/v1/client', { token: IND });
  const saved = await call(s.url, 'PUT', '/api/v1/client/personal', {
    token: IND,
    body: { fio: 'Иванов Иван Петрович', phones: [], emails: ['ivanov@почта.рф'] },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const after = await call(s.url, 'GET', '/api/v1/client', { token: IND });
  assert.equal(after.body.personal.fio, 'Иванов Иван Петрович');
  assert.equal(after.body.personal.birthday, before.body.personal.birthday);
  assert.deepEqual(after.body.emails, ['ivanov@почта.рф']);
});

test('an empty birthday is refused', async () => {
  const refused = await call(s.url, 'PUT', '/api/v1/client/personal', {
    token: IND,
    body: { fio: 'Иванов Иван Петрович', birthday: '', phones: [], emails: [] },
  });
  assert.equal(refused.status, 400);
});
