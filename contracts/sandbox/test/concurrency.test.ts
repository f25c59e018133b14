// Of simultaneous bookings of one box exactly one wins, in one process and across two
// processes sharing the database file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { call, freePort, ruDay, spawnSandbox, startSandbox } from './helpers.ts';

const TOKENS = [
  'demo-token-individual',
  'demo-token-legal',
  'demo-token-noorders',
  'demo-token-eds-available',
  'demo-token-legacy',
  'demo-token-needsms',
];

async function freeBox(base: string): Promise<number> {
  const boxes = await call(base, 'GET', '/api/places/catalog/box?place_code=SPB-01');
  return boxes.body.boxes.find((b: any) => b.free).cell_id as number;
}

test('simultaneous bookings of one box in one process: exactly one wins', async () => {
  const s = await startSandbox();
  try {
    const now = (await call(s.url, 'GET', '/__sandbox/health')).body.clock.now as string;
    const cell = await freeBox(s.url);
    const body = { days: 30, order_date: ruDay(now), place_floor_cell: cell, need_agreement: true, pay_days: 30 };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(s.url, 'POST', '/api/v1/orders/cell/booking', { token: TOKENS[i % TOKENS.length] as string, body }),
      ),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 1);
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.error_code === 'CELL_NOT_FREE'));
    const live = s.sb.db.prepare("SELECT count(*) AS n FROM orders WHERE cell_id = ? AND state != 'archived'").get(cell) as { n: number };
    assert.equal(Number(live.n), 1);
  } finally {
    await s.close();
  }
});

test('simultaneous bookings of one box from two processes on one database: exactly one wins', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-race-'));
  const db = path.join(dir, 'race.sqlite');
  const [p1, p2] = [await freePort(), await freePort()];
  const a = await spawnSandbox(db, p1);
  const b = await spawnSandbox(db, p2);
  try {
    const u1 = `http://127.0.0.1:${p1}`;
    const u2 = `http://127.0.0.1:${p2}`;
    const now = (await call(u1, 'GET', '/__sandbox/health')).body.clock.now as string;
    for (let round = 0; round < 3; round++) {
      const cell = await freeBox(u1);
      const body = { days: 30, order_date: ruDay(now), place_floor_cell: cell, need_agreement: true, pay_days: 30 };
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(i % 2 ? u2 : u1, 'POST', '/api/v1/orders/cell/booking', { token: TOKENS[i % TOKENS.length] as string, body }),
        ),
      );
      assert.equal(answers.filter((x) => x.status === 200).length, 1, JSON.stringify(answers.map((x) => x.status)));
      assert.ok(
        answers.every((x) => x.status === 200 || x.status === 409),
        JSON.stringify(answers.map((x) => [x.status, x.body?.message])),
      );
    }
  } finally {
    a.kill('SIGKILL');
    b.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
