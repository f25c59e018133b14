// The `npm test` stage `pact-verify`: the command docs/contracts.md gives a backend team, run as they would run it
// against a provider of their own: the sandbox started apart on a free port, then
//   npm run pact:verify -- --provider-url http://127.0.0.1:<port> --proposals
// and the sandbox stopped. (The stage `pact-provider` verifies the sandbox in process; this one goes over HTTP,
// the state-change endpoint included.)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = Number(process.env.SANDBOX_PORT) || (await freePort());
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pact-verify-'));
const sandbox = spawn(process.execPath, ['contracts/sandbox/src/main.ts', '--reset'], {
  cwd: root,
  env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DB: path.join(dir, 'sandbox.sqlite') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const started = await new Promise((resolve) => {
  let out = '';
  sandbox.stdout.on('data', (d) => {
    out += d;
    if (out.includes('[sandbox] both APIs on')) resolve(true);
  });
  sandbox.on('exit', () => resolve(false));
  setTimeout(() => resolve(false), 60_000);
});

let status = 1;
if (!started) console.error(`[pact-verify] the sandbox did not start on port ${port}`);
else {
  const args = ['run', 'pact:verify', '--', '--provider-url', `http://127.0.0.1:${port}`, '--proposals'];
  console.log(`[pact-verify] npm ${args.join(' ')}`);
  status = spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status ?? 1;
}
sandbox.kill('SIGTERM');
fs.rmSync(dir, { recursive: true, force: true });
process.exit(status);
