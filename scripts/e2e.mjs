// Playwright against the built cabinet, the sandbox, the static Storybook and nginx. Three runs side by side, each
// printed whole when it ends: the Russian phone pairing (ru-375) on a sandbox and a preview of its own; the English
// desktop pairing (en-1280) with the nginx smoke run on the default ports; the story scan (stateless). A pairing's
// journeys run one after another (they share their sandbox's data); the two pairings never share one.
//   node scripts/e2e.mjs [playwright test arguments]
//   E2E_RUNS=journeys (the two pairings and the nginx smoke run) or E2E_RUNS=stories (the story scan): one part alone
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const part = process.env.E2E_RUNS;
const journeys = part !== 'stories';
const nginx = journeys ? spawnSync('node', ['scripts/nginx.mjs', 'start'], { cwd: root, stdio: 'inherit' }) : null;
if (nginx && nginx.status !== 0) console.error('[e2e] nginx did not start: its smoke run fails');

const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-runs-'));
const env = (name) => process.env[name];
const runs = [
  {
    title: 'the journeys in Russian at 375 px',
    projects: 'ru-375',
    ports: {
      E2E_SANDBOX_PORT: String(Number(env('E2E_SANDBOX_PORT') ?? 8797) + 10),
      E2E_CABINET_PORT: String(Number(env('E2E_CABINET_PORT') ?? 4173) + 10),
    },
  },
  { title: 'the journeys in English at 1280 px, and the nginx smoke run', projects: 'en-1280,nginx', ports: {} },
  { title: 'the story scan (every story once, ru at 375 px and en at 1280 px taking turns)', projects: 'storybook', ports: {} },
].filter((run) => !part || (run.projects === 'storybook') === (part === 'stories'));

function playwright({ title, projects, ports }) {
  const log = path.join(logs, `${projects.replace(/,/g, '+')}.log`);
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', '@sb/e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2)], {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...ports, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_PROJECTS: projects },
    });
    child.on('close', (code) => {
      fs.closeSync(out);
      console.log(`\n[e2e] ${title} (${((Date.now() - started) / 60000).toFixed(1)} min):`);
      console.log(fs.readFileSync(log, 'utf8'));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(runs.map(playwright));
if (nginx?.status === 0) spawnSync('node', ['scripts/nginx.mjs', 'stop'], { cwd: root, stdio: 'inherit' });
const failed = codes.filter((c) => c !== 0).length;
console.log(`playwright runs: ${codes.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
