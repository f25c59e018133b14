import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSandbox, createServer, listen, type Sandbox, type SandboxConfig } from '../src/index.ts';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const mainScript = path.resolve(here, '../src/main.ts');

export interface Running {
  url: string;
  sb: Sandbox;
  close(): Promise<void>;
}

/** A freshly seeded sandbox in this process, on a random port. */
export async function startSandbox(config: Partial<SandboxConfig> = {}): Promise<Running> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const sb = createSandbox(path.join(dir, 'test.sqlite'), { logSms: false, ...config });
  const server = createServer(sb);
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    sb,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      sb.db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** A JSON call; `body` undefined sends none. */
export async function call(
  base: string,
  method: string,
  p: string,
  opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(opts.headers ?? {}) };
  if (opts.token) headers['X-SB-API-KEY'] = opts.token;
  let payload: string | undefined;
  if (opts.raw !== undefined) payload = opts.raw;
  else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
  if (payload !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${p}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

/** The newest SMS code sent to a phone. */
export async function lastCode(base: string, phone: string): Promise<string> {
  const a = await call(base, 'GET', `/__sandbox/outbox?phone=${phone}`);
  return a.body[0].code as string;
}

/** `dd.MM.yyyy` of the Moscow day `offset` days from the sandbox's now. */
export function ruDay(nowIso: string, offset = 0): string {
  const d = new Date(Date.parse(nowIso) + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const [y, m, dd] = d.split('-');
  return `${dd}.${m}.${y}`;
}

/** Starts `node src/main.ts` as a child process on a database file; resolves once it listens. */
export async function spawnSandbox(dbFile: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, SANDBOX_DB: dbFile, SANDBOX_PORT: String(port), SANDBOX_LOG_SMS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${out}`)), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('both APIs on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited (${code}): ${out}`));
    });
  });
  return child;
}

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** An order of a customer from the active or the history list. */
export async function orderNumbered(base: string, token: string, number: number): Promise<any> {
  for (const list of ['active', 'history']) {
    const a = await call(base, 'GET', `/api/v1/orders/${list}/orders-list`, { token });
    const o = a.body.orders.find((x: any) => x.number === number);
    if (o) return o;
  }
  return undefined;
}

/** The sandbox clock's now. */
export async function sandboxNow(base: string): Promise<string> {
  return (await call(base, 'GET', '/__sandbox/health')).body.clock.now as string;
}

/** A signed payment reference for an invoice, issued to its owner's session (what the cabinet does locally). */
export async function paymentRef(base: string, token: string, invoice: string): Promise<Answer> {
  return call(base, 'POST', '/__sandbox/pay/start', { token, body: { invoice } });
}

/** Posts a form of the payment page (urlencoded, no redirect followed). */
export async function postForm(base: string, p: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}${p}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}
