// What the bench's scripts (scripts/bench.mjs, cls.mjs, repeat-visit.mjs) measure with: a fresh sandbox, `vite preview`
// of a built cabinet, the demo customer's session, and the journeys' Chromium driven by the e2e package's Playwright.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchLaunch } from '../../e2e/chromium.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cabinet = path.join(root, 'cabinet');

/** The demo customer every measure logs in as (docs/sandbox.md). */
export const DEMO = { phone: '79990000001', password: 'Demo12345' };

const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

/** Starts a server for the run (stopped when the run ends). */
export function start(cmd, args, cwd, env) {
  const c = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(c);
  return c;
}

/** Resolves once `url` answers 200 (a minute at most). */
export async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** A sandbox on `port` with freshly seeded data in `db`. */
export async function startSandbox(port, db) {
  fs.rmSync(db, { force: true });
  start(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/main.ts'], path.join(root, 'contracts/sandbox'), {
    SANDBOX_PORT: String(port),
    SANDBOX_DB: db,
    SANDBOX_LOG_SMS: '0',
  });
  await waitFor(`http://127.0.0.1:${port}/__sandbox/health`);
}

/** `vite preview` of a build on `port` (vite itself, not through pnpm, so stopping the child stops the server). */
export async function startPreview({ port, sandboxPort, outDir }) {
  const vite = path.join(path.dirname(createRequire(path.join(cabinet, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  const args = [vite, 'preview', ...(outDir ? ['--outDir', outDir] : []), '--port', String(port), '--strictPort'];
  const server = start(process.execPath, args, cabinet, sandboxPort ? { SANDBOX_PORT: String(sandboxPort) } : {});
  await waitFor(`http://127.0.0.1:${port}/`);
  return server;
}

/** The demo customer's session token from the login call on `origin`. */
export async function demoToken(origin) {
  const login = await fetch(`${origin}/api/v1/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: DEMO.phone, password: DEMO.password }),
  });
  if (!login.ok) throw new Error(`login of ${DEMO.phone} failed: ${login.status}`);
  return (await login.json()).token;
}

/** The e2e package's @playwright/test (CommonJS: Node's import() may expose its API only on `default`). */
export async function loadPlaywright() {
  const requireE2e = createRequire(path.join(root, 'e2e/package.json'));
  const mod = await import(pathToFileURL(requireE2e.resolve('@playwright/test')).href);
  return mod.chromium ? mod : mod.default;
}

/** The bench's Chromium (the full browser a customer has, `benchLaunch`), headless, through Playwright. */
export async function launchChromium() {
  const { chromium } = await loadPlaywright();
  return chromium.launch(benchLaunch);
}
