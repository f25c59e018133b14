// `npm start`: the sandbox (both APIs on SQLite, seeded when empty, kept otherwise) and the cabinet's dev server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const port = process.env.PORT ?? '5173';
const env = { ...process.env, SANDBOX_PORT: sandboxPort, PORT: port };
const children = [];

function run(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  child.stdout.on('data', (c) => console.log(prefix(c)));
  child.stderr.on('data', (c) => console.error(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited (${code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

run('sandbox', process.execPath, ['--disable-warning=ExperimentalWarning', 'src/main.ts'], path.join(root, 'contracts/sandbox'));
await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`);
run('cabinet', 'pnpm', ['exec', 'vite', '--port', port, '--strictPort'], path.join(root, 'cabinet'));
await waitFor(`http://127.0.0.1:${port}/`);

console.log(`
  Cabinet:  http://127.0.0.1:${port}/        (sandbox APIs on http://127.0.0.1:${sandboxPort})

  Demo customers (password Demo12345, PIN 123456; docs/sandbox.md lists every account and state):
    individual with orders in every state   +7 999 000-00-01   legacy login 1234-ABC-12345678
    legal entity                            +7 999 000-00-02
    legacy customer                         +7 999 000-00-03   legacy login 7701-DEM-00001 / Legacy12345
    no EDS yet                              +7 999 000-00-21
    EDS ready; order 4008 at KRG-02 to pay  +7 999 000-00-24   paid through the second provider (confirmtoken/yookassa)
    fresh phone, ready to register          +7 999 000-00-99
  SMS codes are printed here as [sandbox] SMS lines, and readable at
    http://127.0.0.1:${port}/__sandbox/outbox?phone=79990000001
  Reset the demo data: npm run sandbox:reset    Stop: Ctrl+C
`);
