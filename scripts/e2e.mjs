// Playwright against the built cabinet, the sandbox, the static Storybook and nginx.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nginx = spawnSync('node', ['scripts/nginx.mjs', 'start'], { cwd: root, stdio: 'inherit' });
const withNginx = nginx.status === 0;
if (!withNginx) console.error('[e2e] nginx did not start: its smoke run fails');
const child = spawn('pnpm', ['--filter', '@sb/e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
child.on('close', (code) => {
  if (withNginx) spawnSync('node', ['scripts/nginx.mjs', 'stop'], { cwd: root, stdio: 'inherit' });
  process.exit(code ?? 1);
});
