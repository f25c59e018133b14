import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allEndpoints, matchPath, type Endpoint } from '@sb/contracts';
import type { CustomerRow, Handler, Sandbox } from './context.ts';
import { HttpError, readJson, sendJson } from './http.ts';
import { handlers, handlerKey } from './handlers/index.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { transaction } from './transaction.ts';

function firstIssue(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}` : 'invalid request';
}

function parseQuery(search: URLSearchParams): Record<string, string> {
  const q: Record<string, string> = {};
  for (const [k, v] of search) q[k] = v;
  return q;
}

/** Finds the customer behind a session (or registration) token, or refuses with 401. */
export function authenticate(sb: Sandbox, token: string | undefined): CustomerRow {
  if (!token) throw new HttpError(401, 'token is missing', { code: 401 });
  const row = sb.db
    .prepare('SELECT c.*, s.expires_at AS session_expires FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE s.token = ?')
    .get(token) as (CustomerRow & { session_expires: string }) | undefined;
  if (!row) throw new HttpError(401, 'token is invalid', { code: 401 });
  if (new Date(row.session_expires).getTime() <= sb.clock.nowMs()) throw new HttpError(401, 'token is expired', { code: 401 });
  return row;
}

interface Route {
  endpoint: Endpoint | null;
  key: string;
  auth: boolean;
  params: Record<string, string>;
}

/** Calls of endpoints.tsv the contracts have not defined (yet): routed with the auth flag of the spec. */
const fallbackAuth = new Set(
  Object.keys(handlers).filter(
    (k) =>
      !/\/(auth|refresh-token|check-code|check-phone|retrieve-sms|login|forgot|make-password|login-mobile|register-mobile|send-verification-code|verify-sms-code|verify-pin-code|get-terms-of-services|universe-lockers\/openLock)$|\/api\/places\/|\/api\/cells\/|\/api\/cargo\/(moving-types|services|timing)$|\/api\/request\/simple$/.test(
        k,
      ),
  ),
);

function route(method: string, pathname: string): Route | null {
  for (const endpoint of allEndpoints) {
    if (endpoint.method !== method) continue;
    const params = matchPath(endpoint.path, pathname);
    if (params) return { endpoint, key: handlerKey(endpoint.method, endpoint.path), auth: endpoint.auth, params };
  }
  for (const key of Object.keys(handlers)) {
    const [m, template] = key.split(' ') as [string, string];
    if (m !== method) continue;
    const params = matchPath(template, pathname);
    if (params) return { endpoint: null, key, auth: fallbackAuth.has(key), params };
  }
  return null;
}

async function handle(sb: Sandbox, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const method = (req.method ?? 'GET').toUpperCase();

  if (url.pathname.startsWith('/__sandbox/') || url.pathname.startsWith('/files/') || url.pathname.startsWith('/static/')) {
    const routed = await sandboxRoutes(sb, req, res, url);
    if (routed) return;
    throw new HttpError(404, `no route ${method} ${url.pathname}`, { errorCode: 'NOT_FOUND' });
  }

  const match = route(method, url.pathname);
  if (!match) {
    // drain the body so the connection stays usable
    req.resume();
    throw new HttpError(404, `no route ${method} ${url.pathname}`, { errorCode: 'NOT_FOUND' });
  }
  const { endpoint } = match;
  const handler: Handler | undefined = handlers[match.key] ?? (endpoint ? handlers[endpoint.id] : undefined);
  if (!handler) throw new HttpError(501, `${endpoint?.id ?? match.key} is not simulated`, { errorCode: 'NOT_IMPLEMENTED' });

  // authentication first: a caller without a valid session learns nothing about the payload rules
  const tokenHeader = req.headers['x-sb-api-key'];
  const token = Array.isArray(tokenHeader) ? tokenHeader[0] : tokenHeader;
  if (match.auth) {
    try {
      authenticate(sb, token);
    } catch (e) {
      req.resume();
      throw e;
    }
  }

  const raw = method === 'GET' ? (req.resume(), undefined) : await readJson(req);
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw)) && endpoint?.body) {
    throw new HttpError(400, 'the body must be a JSON object', { errorCode: 'VALIDATION_ERROR' });
  }
  const body = endpoint?.body ? endpoint.body.safeParse(raw ?? {}) : { success: true as const, data: raw ?? {} };
  if (!body.success) throw new HttpError(400, firstIssue(body.error), { errorCode: 'VALIDATION_ERROR' });
  const params = endpoint?.params ? endpoint.params.safeParse(match.params) : { success: true as const, data: match.params };
  if (!params.success) throw new HttpError(400, firstIssue(params.error), { errorCode: 'VALIDATION_ERROR' });
  const queryRaw = parseQuery(url.searchParams);
  const query = endpoint?.query ? endpoint.query.safeParse(queryRaw) : { success: true as const, data: queryRaw };
  if (!query.success) throw new HttpError(400, firstIssue(query.error), { errorCode: 'VALIDATION_ERROR' });

  const result = transaction(sb, () => {
    let customer: CustomerRow | null = null;
    if (match.auth) customer = authenticate(sb, token);
    else if (token) {
      try {
        customer = authenticate(sb, token);
      } catch {
        customer = null;
      }
    }
    return handler({ sb, body: body.data, params: params.data, query: query.data, customer, headers: req.headers });
  });
  sendJson(res, 200, (await result) ?? { success: true });
}

export function createServer(sb: Sandbox): http.Server {
  const server = http.createServer((req, res) => {
    handle(sb, req, res).catch((e: unknown) => {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (e instanceof HttpError) {
        if (e.status === 413) res.setHeader('Connection', 'close');
        sendJson(res, e.status, e.toBody());
        return;
      }
      console.error('[sandbox] unexpected failure', e);
      sendJson(res, 500, { success: false, message: 'internal sandbox error', error_code: 'INTERNAL' });
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable)
      socket.end(
        'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"success":false,"message":"bad request"}',
      );
    else socket.destroy();
  });
  return server;
}

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
