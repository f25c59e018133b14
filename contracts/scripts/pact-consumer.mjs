// Runs the Pact consumer tests from scratch: pact files merge across runs, so the output folder is cleared first,
// and the tests run in band (parallel workers writing one pact file have dropped interactions silently).
//   node contracts/scripts/pact-consumer.mjs            regenerate contracts/pacts (then commit them)
//   node contracts/scripts/pact-consumer.mjs --check    regenerate into a temporary folder and fail when the result
//                                                       differs from the committed contracts/pacts (npm test)
//   node contracts/scripts/pact-consumer.mjs --check --generated <dir> [--committed <dir>]
//                                                       compare two folders only (no test run)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { comparePactDirs, mergeParts } from './lib/drift.ts';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  options: { check: { type: 'boolean' }, generated: { type: 'string' }, committed: { type: 'string' } },
  allowPositionals: true,
  strict: false,
});
const committed = path.resolve(typeof values.committed === 'string' ? values.committed : path.join(here, 'pacts'));

function generate(outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
  const r = spawnSync(process.execPath, [jestBin, '--selectProjects', 'pact', '--runInBand', ...positionals], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true', PACT_OUTPUT_DIR: outDir },
  });
  if (r.status !== 0) return r.status ?? 1;
  const duplicates = mergeParts(outDir);
  for (const d of duplicates) console.error(`pact: ${d}`);
  return duplicates.length ? 1 : 0;
}

if (!values.check) process.exit(generate(committed));

let generated = typeof values.generated === 'string' ? path.resolve(values.generated) : null;
let scratch = null;
if (!generated) {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pacts-'));
  generated = scratch;
  const status = generate(generated);
  if (status !== 0) process.exit(status);
}
const diffs = comparePactDirs(committed, generated);
if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
if (diffs.length) {
  console.error(
    `pact drift: the consumer tests write pacts that differ from the committed ${path.relative(process.cwd(), committed) || '.'}:`,
  );
  for (const d of diffs) console.error(`  - ${d}`);
  console.error('regenerate them with `node contracts/scripts/pact-consumer.mjs` and commit contracts/pacts with the change.');
  process.exit(1);
}
console.log('pact drift: none (the committed pacts are what the consumer tests write)');
