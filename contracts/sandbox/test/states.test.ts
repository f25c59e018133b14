// Every provider state docs/contracts.md lists, and every state the pact files name, has its own set-up here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { stateHandlers, applyState } from '../src/states.ts';
import { call, here, startSandbox } from './helpers.ts';

function documentedStates(): string[] {
  const file = path.resolve(here, '../../../docs/contracts.md');
  if (!fs.existsSync(file)) return [];
  const names = new Set<string>();
  let inStates = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^## /.test(line)) inStates = /provider states/i.test(line);
    const m = /^\| `([^`]+)` \|/.exec(line);
    if (inStates && m) names.add(m[1] as string);
  }
  return [...names];
}

function pactStates(): string[] {
  const dir = path.resolve(here, '../../pacts');
  if (!fs.existsSync(dir)) return [];
  const names = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) {
    const pact = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
      interactions: Array<{ providerStates?: Array<{ name: string }> }>;
    };
    for (const i of pact.interactions) for (const st of i.providerStates ?? []) names.add(st.name);
  }
  return [...names];
}

test('every provider state the pact files name has a handler (documented ones are reported)', (t) => {
  const missing = pactStates().filter((n) => !stateHandlers[n]);
  assert.deepEqual(missing, []);
  const undocumented = documentedStates().filter((n) => !stateHandlers[n]);
  if (undocumented.length) t.diagnostic(`documented in docs/contracts.md without a set-up here: ${undocumented.join('; ')}`);
});

test('a state resets the data and fixes the clock at its now', async () => {
  const s = await startSandbox();
  try {
    const r = applyState(s.sb, 'the individual demo customer is logged in', {
      phone: '79990000001',
      token: 'demo-token-individual',
      now: '2026-03-02T09:00:00Z',
    });
    assert.equal(r.today, '2026-03-02');
    assert.equal(s.sb.clock.now().toISOString(), '2026-03-02T09:00:00.000Z');
    applyState(s.sb, 'the session token has expired', { phone: '79990000001', token: 'expired-token', now: '2026-03-02T09:00:00Z' });
    const row = s.sb.db.prepare("SELECT expires_at FROM sessions WHERE token = 'expired-token'").get() as { expires_at: string };
    assert.ok(Date.parse(row.expires_at) < s.sb.clock.nowMs());
  } finally {
    await s.close();
  }
});

test('an expired session reported in the message: the token is refused with 400 and a message starting "token is expired"', async () => {
  const s = await startSandbox();
  try {
    const params = { phone: '79990000001', token: 'expired-token', now: '2026-03-02T09:00:00Z' };
    applyState(s.sb, 'the session token has expired (reported in the message)', params);
    const a = await call(s.url, 'GET', '/api/v1/client', { token: 'expired-token' });
    assert.equal(a.status, 400);
    assert.match(a.body.message, /^token is expired/);
    // the next state is the plain one again: a 401
    applyState(s.sb, 'the session token has expired', params);
    assert.equal((await call(s.url, 'GET', '/api/v1/client', { token: 'expired-token' })).status, 401);
  } finally {
    await s.close();
  }
});
