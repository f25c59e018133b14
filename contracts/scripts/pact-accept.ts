// A proposal's way to agreement (docs/contracts.md): when the backend teams accept a proposal,
//   npm run pact:accept -- <id> [--dry-run]
// lists the interactions that move from the proposals' pact to the agreed one (same description, the marker gone),
// and the agreed twins they replace; without --dry-run it marks the proposal accepted in
// contracts/test/pact/expectations.ts and regenerates the pacts (node contracts/scripts/pact-consumer.mjs). Then:
// delete the tests of the replaced twins (the merge refuses two interactions of one description and state), move the
// docs item to "Accepted proposals", and run the coverage test, which names anything left to adjust (the table of
// the agreed pacts' states in docs/contracts.md is rewritten here: run prettier on it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plannedMoves, withAccepted } from './lib/accept.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const id = process.argv.slice(2).find((a) => !a.startsWith('--'));
const dryRun = process.argv.includes('--dry-run');
const expectationsFile = path.resolve(here, '../test/pact/expectations.ts');
if (!id) {
  console.error('usage: npm run pact:accept -- <proposal id> [--dry-run]');
  process.exit(2);
}
if (!fs.readFileSync(expectationsFile, 'utf8').includes(`id: '${id}'`)) {
  console.error(`no proposal ${id} in contracts/test/pact/expectations.ts`);
  process.exit(2);
}
const moves = plannedMoves(path.resolve(here, '../pacts'), id);
if (!moves.length) {
  console.error(`no interaction of the committed pacts is marked [proposal: ${id}]`);
  process.exit(1);
}
console.log(`accepting ${id}:`);
for (const m of moves) {
  console.log(`  ${m.provider}: "${m.from}"\n    -> ${m.agreed ? 'the agreed pact' : 'stays a proposal'} as "${m.to}"`);
  if (m.replaces) {
    const tests = path.resolve(here, '../test/pact');
    const where = fs
      .readdirSync(tests)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(tests, f), 'utf8')
          .split('\n')
          .flatMap((line, n) => (line.includes(`uponReceiving('${m.replaces}')`) ? [`contracts/test/pact/${f}:${n + 1}`] : [])),
      );
    console.log(`    replaces the agreed twin "${m.replaces}": delete its test (${where.join(', ') || 'not found by its literal'})`);
  }
}
if (dryRun) process.exit(0);
fs.writeFileSync(expectationsFile, withAccepted(fs.readFileSync(expectationsFile, 'utf8'), id));
console.log(`contracts/test/pact/expectations.ts: ${id} added to acceptedProposals; regenerating the pacts`);
const r = spawnSync(process.execPath, [path.resolve(here, 'pact-consumer.mjs')], { stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
// the agreed pacts' states table of docs/contracts.md follows the moved interactions
process.exit(spawnSync(process.execPath, [path.resolve(here, 'pact-states.ts')], { stdio: 'inherit' }).status ?? 1);
