import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allEndpoints, matchPath, type Endpoint } from '@sb/contracts';
import type { CustomerRow, Handler, Sandbox } from './context.ts';
import { HttpError, readJson, sendJson } from './http.ts';
import { handlers } from './handlers/index.ts';
import { sandboxRoutes } from './sandbox-routes.ts';

function firstIssue(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}` : 'invalid request';
}

function parseQuery(search: URLSearchParams): Record<string, string> {
  const q: Record<string, string> = {};
  for (const [k, v] of search) q[k] = v;
  return q;
}

/** Finds the customer behind a session token, or refuses with 401. */
export function authenticate(sb: Sandbox, token: string | undefined): CustomerRow {
  if (!token) throw new HttpError(401, 'token is missing', { code: 401 });
  const row = sb.db
    .prepare('SELECT c.*, s.expires_at AS session_expires FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE s.token = ?')
    .get(token) as (CustomerRow & { session_expires: string }) | undefined;
  if (!row) throw new HttpError(401, 'token is invalid', { code: 401 });
  if (new Date(row.session_expires).getTime() <= sb.clock.nowMs()) throw new HttpError(401, 'token is expired', { code: 401 });
  return row;
}

async function handle(sb: Sandbox, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const method = (req.method ?? 'GET').toUpperCase();

  if (url.pathname.startsWith('/__sandbox/') || url.pathname.startsWith('/files/') || url.pathname.startsWith('/static/')) {
    const routed = await sandboxRoutes(sb, req, res, url);
    if (routed) return;
  }

  let match: { endpoint: Endpoint; params: Record<string, string> } | null = null;
  for (const endpoint of allEndpoints) {
    if (endpoint.method !== method) continue;
    const params = matchPath(endpoint.path, url.pathname);
    if (params) {
      match = { endpoint, params };
      break;
    }
  }
  if (!match) throw new HttpError(404, `no route ${method} ${url.pathname}`, { errorCode: 'NOT_FOUND' });
  const { endpoint } = match;
  const handler: Handler | undefined = handlers[endpoint.id];
  if (!handler) throw new HttpError(501, `${endpoint.id} is not simulated`, { errorCode: 'NOT_IMPLEMENTED' });

  const raw = method === 'GET' ? undefined : await readJson(req);
  const body = endpoint.body ? endpoint.body.safeParse(raw ?? {}) : { success: true as const, data: raw };
  if (!body.success) throw new HttpError(400, firstIssue(body.error), { errorCode: 'VALIDATION_ERROR' });
  const params = endpoint.params ? endpoint.params.safeParse(match.params) : { success: true as const, data: match.params };
  if (!params.success) throw new HttpError(400, firstIssue(params.error), { errorCode: 'VALIDATION_ERROR' });
  const queryRaw = parseQuery(url.searchParams);
  const query = endpoint.query ? endpoint.query.safeParse(queryRaw) : { success: true as const, data: queryRaw };
  if (!query.success) throw new HttpError(400, firstIssue(query.error), { errorCode: 'VALIDATION_ERROR' });

  const token = req.headers['x-sb-api-key'];
  const customer = endpoint.auth ? authenticate(sb, Array.isArray(token) ? token[0] : token) : null;
  const result = await handler({ sb, body: body.data, params: params.data, query: query.data, customer, headers: req.headers });
  sendJson(res, 200, result ?? { success: true });
}

export function createServer(sb: Sandbox): http.Server {
  return http.createServer((req, res) => {
    handle(sb, req, res).catch((e: unknown) => {
      if (e instanceof HttpError) {
        sendJson(res, e.status, e.toBody());
        return;
      }
      console.error('[sandbox] unexpected failure', e);
      if (!res.headersSent) sendJson(res, 500, { success: false, message: 'internal sandbox error', error_code: 'INTERNAL' });
      else res.end();
    });
  });
}

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
