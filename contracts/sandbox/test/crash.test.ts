// A sandbox killed with SIGKILL in the middle of a burst of writes restarts with every
// acknowledged write present and the database intact.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { call, freePort, spawnSandbox } from './helpers.ts';

test('SIGKILL mid-burst: every acknowledged write survives and integrity_check is ok', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-crash-'));
  const db = path.join(dir, 'crash.sqlite');
  const port = await freePort();
  const child = await spawnSandbox(db, port);
  const url = `http://127.0.0.1:${port}`;
  const acknowledged = new Set<string>();
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const marker = `w${w}-${i}`;
      try {
        const a = await call(url, 'POST', '/api/request/client/simple', {
          token: 'demo-token-individual',
          body: { request_name: 'Техническая поддержка', request_comment: marker },
        });
        if (a.status === 200) acknowledged.add(marker);
      } catch {
        return; // the process is gone
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  // kill in the middle of the burst: once enough writes were acknowledged (or after 10 s)
  const started = Date.now();
  while (acknowledged.size < 60 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  await new Promise((r) => (child.exitCode !== null || child.signalCode ? r(undefined) : child.once('exit', r)));
  assert.ok(acknowledged.size >= 10, `acknowledged writes: ${acknowledged.size}`);

  const again = await spawnSandbox(db, port);
  try {
    const stored = await call(url, 'GET', '/__sandbox/requests?kind=support&limit=100000');
    const present = new Set((stored.body as any[]).map((r) => r.payload.request_comment as string));
    const lost = [...acknowledged].filter((m) => !present.has(m));
    assert.deepEqual(lost, []);
    // the demo data is intact too (an existing database is kept, not re-seeded)
    assert.equal((await call(url, 'GET', '/api/v1/orders/active/orders-list', { token: 'demo-token-individual' })).status, 200);
  } finally {
    again.kill('SIGKILL');
    await new Promise((r) => again.once('exit', r));
  }
  const check = new DatabaseSync(db);
  const result = check.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
  check.close();
  assert.equal(result.integrity_check, 'ok');
  fs.rmSync(dir, { recursive: true, force: true });
});
