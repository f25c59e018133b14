// Runs the Pact consumer tests from scratch: pact files merge across runs, so the folder is cleared first,
// and the tests run in band (parallel workers writing one pact file have dropped interactions silently).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pacts = path.join(here, 'pacts');
fs.rmSync(pacts, { recursive: true, force: true });
fs.mkdirSync(pacts, { recursive: true });
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const r = spawnSync(process.execPath, [jestBin, '--selectProjects', 'pact', '--runInBand', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
});
process.exit(r.status ?? 1);
