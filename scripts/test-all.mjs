// `npm test`: every suite of the project, each stage printing its runner's summary. Independent stages run in
// parallel lanes; a stage's output is printed whole when it ends. Exits non-zero when any stage fails.
//   node scripts/test-all.mjs [--only stage,stage] [--skip stage,stage]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-test-'));
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1].split(',') : null;
};
const only = arg('--only');
const skip = arg('--skip') ?? [];
const want = (name) => (!only || only.includes(name)) && !skip.includes(name);

/** Installs the system pieces a fresh machine lacks (Debian's chromium, its headless shell, nginx and its brotli module). */
function ensureSystemPackages() {
  const missing = [];
  if (!fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!fs.existsSync('/usr/lib/chromium/chromium-headless-shell')) missing.push('chromium-headless-shell');
  if (!fs.existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (!fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')) missing.push('libnginx-mod-http-brotli-static');
  if (!missing.length) return;
  console.log(`[test] installing ${missing.join(', ')} from Debian's packages`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const update = spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update', '-qq'], {
    stdio: 'inherit',
  });
  if (update.status !== 0) console.warn('[test] apt-get update failed');
  const install = spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) {
    console.error(`[test] could not install ${missing.join(', ')}`);
    process.exit(1);
  }
}

const stages = {
  i18n: { cmd: 'node cabinet/scripts/i18n-check.mjs' },
  typecheck: { cmd: 'node scripts/typecheck.mjs', yields: true },
  lint: {
    cmd: 'eslint --max-warnings=0 . && prettier --check . --log-level warn && echo "prettier: all files formatted" && node --test scripts/test/*.test.mjs',
    yields: true,
  },
  jest: { cmd: 'jest --config jest.config.js' },
  sandbox: { cmd: 'pnpm --filter @sb/sandbox run test' },
  // regenerates the pacts apart and fails when they differ from the committed ones (drift)
  'pact-consumer': { cmd: 'node contracts/scripts/pact-consumer.mjs --check' },
  'pact-provider': { cmd: 'node contracts/sandbox/test/verify-pacts.ts', needs: ['pact-consumer'] },
  // the command docs/contracts.md gives a backend team (npm run pact:verify -- --provider-url ...), against a
  // sandbox started apart on a free port
  'pact-verify': { cmd: 'node scripts/pact-verify-sandbox.mjs', needs: ['pact-consumer'] },
  // the Rust verifier CLI (pact-verifier of @pact-foundation/pact-cli, the engine the JVM, Go and PHP verifiers
  // wrap) with docs/contracts.md's own command lines, against a sandbox started apart
  'pact-verify-native': { cmd: 'node scripts/pact-verify-native.mjs', needs: ['pact-consumer'] },
  'build-cabinet': { cmd: 'pnpm --filter @sb/cabinet run build' },
  'build-storybook': { cmd: 'pnpm --filter @sb/ui-kit run build-storybook', yields: true },
  size: { cmd: 'node scripts/size-check.mjs', needs: ['build-cabinet'] },
  // the journeys (both pairings and the nginx smoke run) start as soon as the cabinet is built: they are the longest
  // lane; the story scan follows the Storybook build beside them
  journeys: { cmd: 'E2E_RUNS=journeys node scripts/e2e.mjs', needs: ['build-cabinet'] },
  stories: { cmd: 'E2E_RUNS=stories node scripts/e2e.mjs', needs: ['build-storybook'], yields: true },
};

// lanes: stages in a lane run one after another (two cores); lanes run side by side. A stage that `yields` runs at a
// lower CPU priority (nice 5): the journeys are the longest lane, and the stages with no clock in their checks take
// the CPU the journeys leave while they wait, rather than slowing them.
const lanes = [
  ['build-cabinet', 'journeys'],
  ['build-storybook', 'stories'],
  ['i18n', 'typecheck', 'lint', 'size'],
  ['jest', 'sandbox', 'pact-consumer', 'pact-provider', 'pact-verify', 'pact-verify-native'],
];

const results = [];
const outcome = new Map();

function runStage(name) {
  const { cmd, yields } = stages[name];
  const log = path.join(logs, `${name}.log`);
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  console.log(`[test] ▶ ${name}: ${cmd}`);
  return new Promise((resolve) => {
    const child = spawn(yields ? 'nice' : 'bash', [...(yields ? ['-n', '5', 'bash'] : []), '-c', cmd], {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.on('close', (code) => {
      fs.closeSync(out);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const text = fs.readFileSync(log, 'utf8');
      const ok = code === 0;
      console.log(`\n[test] ${ok ? '✔' : '✘'} ${name} (${seconds} s) ────────────────────────────────`);
      // the whole log of a failure; the tail (where the runner's summary stands) of a success
      const lines = text.trimEnd().split('\n');
      console.log((ok && lines.length > 60 ? ['…', ...lines.slice(-60)] : lines).join('\n'));
      results.push({ name, ok, seconds });
      resolve(ok);
    });
  });
}

async function waitForOutcome(name) {
  while (!outcome.has(name)) await new Promise((r) => setTimeout(r, 500));
  return outcome.get(name);
}

async function runLane(lane) {
  for (const name of lane) {
    if (!want(name)) continue;
    const needs = (stages[name].needs ?? []).filter(want);
    const ready = (await Promise.all(needs.map(waitForOutcome))).every(Boolean);
    if (!ready) {
      results.push({ name, ok: false, seconds: 0, skipped: true });
      outcome.set(name, false);
      continue;
    }
    outcome.set(name, await runStage(name));
  }
}

ensureSystemPackages();
const started = Date.now();
await Promise.all(lanes.map(runLane));
const failed = results.filter((r) => !r.ok);
console.log('\n[test] summary');
for (const r of results)
  console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(16)} ${r.skipped ? 'not run (an earlier stage failed)' : `${r.seconds} s`}`);
console.log(`[test] ${((Date.now() - started) / 60000).toFixed(1)} min; logs in ${logs}`);
console.log(`stages: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
