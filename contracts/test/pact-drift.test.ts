// The drift check of `npm test` (scripts/pact-consumer.mjs --check): regenerated pacts that differ from the
// committed ones fail it, interaction order and key order aside.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { comparePactDirs } from '../scripts/lib/drift.ts';

const committed = path.resolve(__dirname, '../pacts');
const script = path.resolve(__dirname, '../scripts/pact-consumer.mjs');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'drift-'));

function copyWith(
  change: (pact: { interactions: Array<Record<string, any>>; [k: string]: unknown }) => void,
  file = 'storage-cabinet-cabinet-api.json',
): string {
  const dir = tmp();
  for (const f of fs.readdirSync(committed).filter((x) => x.endsWith('.json'))) {
    const pact = JSON.parse(fs.readFileSync(path.join(committed, f), 'utf8'));
    if (f === file) change(pact);
    fs.writeFileSync(path.join(dir, f), JSON.stringify(pact, null, 1));
  }
  return dir;
}

const checkCli = (generated: string) =>
  spawnSync(process.execPath, [script, '--check', '--generated', generated, '--committed', committed], { encoding: 'utf8' });

describe('pact drift', () => {
  it('finds none when only the order of interactions and keys differs', () => {
    const reordered = copyWith((pact) => {
      pact.interactions.reverse();
      pact.interactions = pact.interactions.map((i) => Object.fromEntries(Object.entries(i).reverse()));
      pact.metadata = { 'pact-js': { version: '99.0.0' } };
    });
    expect(comparePactDirs(committed, reordered)).toEqual([]);
    expect(checkCli(reordered).status).toBe(0);
  });

  const ACTIVE_ORDERS = 'a request for the active orders, what each kind adds [proposal: order-fields]';

  it('fails on a planted change of a response, naming the interaction', () => {
    const planted = copyWith((pact) => {
      const i = pact.interactions.find((x) => x.description === ACTIVE_ORDERS)!;
      delete i.response.body.content.orders[0].cell.lock;
    }, 'storage-cabinet-proposals-cabinet-api.json');
    expect(comparePactDirs(committed, planted)).toEqual([
      expect.stringContaining(`storage-cabinet-proposals-cabinet-api.json: changed interaction "${ACTIVE_ORDERS} | given`),
    ]);
    const r = checkCli(planted);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('pact drift');
    expect(r.stderr).toContain(`changed interaction "${ACTIVE_ORDERS}`);
  });

  it('fails on an interaction added or removed', () => {
    const added = copyWith((pact) => {
      pact.interactions.push({ ...pact.interactions[0], description: 'a planted interaction' });
    });
    expect(comparePactDirs(committed, added)).toEqual([expect.stringContaining('added interaction "a planted interaction')]);
    const removed = copyWith((pact) => {
      pact.interactions = pact.interactions.filter((i) => i.description !== 'a token refresh');
    });
    expect(comparePactDirs(committed, removed)).toEqual([expect.stringContaining('removed interaction "a token refresh')]);
  });
});
