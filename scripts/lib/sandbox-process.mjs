// Starts the sandbox apart (its own process, database and free port) for the verification stages of `npm test`,
// as a backend team would run its provider: `startSandbox()` resolves once both APIs listen, `stop()` ends it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** @returns {Promise<{ port: number, url: string, stop: () => void } | null>} null when it did not start */
export async function startSandbox(root, label) {
  const port = Number(process.env.SANDBOX_PORT) || (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const sandbox = spawn(process.execPath, ['contracts/sandbox/src/main.ts', '--reset'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DB: path.join(dir, 'sandbox.sqlite') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    sandbox.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const started = await new Promise((resolve) => {
    let out = '';
    sandbox.stdout.on('data', (d) => {
      out += d;
      if (out.includes('[sandbox] both APIs on')) resolve(true);
    });
    sandbox.on('exit', () => resolve(false));
    setTimeout(() => resolve(false), 60_000);
  });
  if (!started) {
    console.error(`[${label}] the sandbox did not start on port ${port}`);
    stop();
    return null;
  }
  return { port, url: `http://127.0.0.1:${port}`, stop };
}
