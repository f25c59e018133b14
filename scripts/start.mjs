// `npm start`: the sandbox (both APIs on SQLite, seeded when empty, kept otherwise) and the BUILT cabinet served by
// `vite preview` (what production serves: the split bundle, the prerendered /auth), built first only when its
// sources changed since the last build (scripts/build-stamp.mjs). `npm run dev` (`--dev`): the sandbox and the
// Vite dev server with hot reload, for changing the code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const port = process.env.PORT ?? '5173';
const env = { ...process.env, SANDBOX_PORT: sandboxPort, PORT: port };
const children = [];
const dev = process.argv.includes('--dev');

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

// --- what the cabinet's build is made of ---------------------------------------------------------------------

const cabinetDir = path.join(root, 'cabinet');
const outDir = path.resolve(cabinetDir, process.env.CABINET_OUT_DIR ?? 'dist');
const stamp = buildStamp({ root, outDir, appEnv: process.env.APP_ENV ?? 'local' });

function build(hash) {
  console.log("[build] the cabinet's sources changed since its last build (or it has none): building it first (about a minute)…");
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'vite', 'build'], { cwd: cabinetDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => {
      if (code !== 0) {
        console.error(output);
        reject(new Error(`the cabinet's build failed (${code})`));
        return;
      }
      stamp.write(hash);
      console.log('[build] done');
      resolve();
    });
  });
}

// --- start ------------------------------------------------------------------------------------------------------

let ready;
if (!dev) {
  const hash = stamp.hash();
  if (stamp.isCurrent(hash)) console.log("[build] the cabinet's build is up to date with its sources");
  // built while the sandbox starts
  else ready = build(hash);
}
run('sandbox', process.execPath, ['--disable-warning=ExperimentalWarning', 'src/main.ts'], path.join(root, 'contracts/sandbox'));
try {
  await ready;
} catch (error) {
  console.error(`[build] ${error.message}`);
  shutdown(1);
}
await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`);
if (dev) run('cabinet', 'pnpm', ['exec', 'vite', '--port', port, '--strictPort'], cabinetDir);
else run('cabinet', 'pnpm', ['exec', 'vite', 'preview', '--port', port, '--strictPort'], cabinetDir);
await waitFor(`http://127.0.0.1:${port}/`);

console.log(`
  Cabinet:  http://127.0.0.1:${port}/        (sandbox APIs on http://127.0.0.1:${sandboxPort})
  ${
    dev
      ? 'Dev server with hot reload: edits show at once (slower pages: every module is its own request).'
      : 'The built cabinet, as production serves it; it is rebuilt on the next npm start when sources change.\n  Changing the code? npm run dev serves it with hot reload.'
  }

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
