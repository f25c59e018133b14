// Playwright against the built cabinet, the sandbox, the static Storybook and nginx. Two runs side by side: the
// journeys (one worker, they share the sandbox's data) with the nginx smoke run, and the story scan (stateless),
// whose output is printed when it ends.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nginx = spawnSync('node', ['scripts/nginx.mjs', 'start'], { cwd: root, stdio: 'inherit' });
if (nginx.status !== 0) console.error('[e2e] nginx did not start: its smoke run fails');

function playwright(projects, stdio) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', '@sb/e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2)], {
      cwd: root,
      stdio: ['ignore', stdio, stdio],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_PROJECTS: projects },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const storyLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-stories-')), 'stories.log');
const storyOut = fs.openSync(storyLog, 'w');
const [journeys, stories] = await Promise.all([playwright('ru-375,en-1280,nginx', 'inherit'), playwright('storybook', storyOut)]);
fs.closeSync(storyOut);
console.log('\n[e2e] the story scan (every story, ru at 375 px and en at 1280 px):');
console.log(fs.readFileSync(storyLog, 'utf8'));
if (nginx.status === 0) spawnSync('node', ['scripts/nginx.mjs', 'stop'], { cwd: root, stdio: 'inherit' });
console.log(
  `playwright runs: ${[journeys, stories].filter((c) => c === 0).length} passed, ${[journeys, stories].filter((c) => c !== 0).length} failed`,
);
process.exit(journeys || stories ? 1 : 0);
