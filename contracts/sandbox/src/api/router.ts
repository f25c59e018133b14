import type http from 'node:http';
import { allEndpoints, matchPath, type Endpoint } from '@sb/contracts';
import type { z } from 'zod/mini';
import type { CustomerRow, Sandbox } from '../context.ts';
import { HttpError, parseJson, readBody, sendJson } from '../http.ts';
import { handlers } from '../handlers/index.ts';
import { authenticate, tokenOf } from '../session.ts';
import { transaction } from '../transaction.ts';
import type { Call } from './handler.ts';

// The two APIs: a route table of the contracts' endpoints, each with its handler, and one dispatch that
// authenticates, validates params, query and body with the endpoint's schemas, and runs the handler in one
// transaction.

type AnyHandler = (call: Call<Endpoint>) => unknown;

export interface ApiRoute {
  endpoint: Endpoint;
  handler: AnyHandler;
}

/** Every endpoint of both APIs with its handler, in the contracts' order (the first matching path wins). */
export const apiRoutes: readonly ApiRoute[] = allEndpoints.map((endpoint) => {
  const handler = (handlers as unknown as Record<string, AnyHandler | undefined>)[endpoint.id];
  if (!handler) throw new Error(`the sandbox has no handler for ${endpoint.id}`);
  return { endpoint, handler };
});

export function findApiRoute(method: string, pathname: string): { route: ApiRoute; params: Record<string, string> } | null {
  for (const route of apiRoutes) {
    if (route.endpoint.method !== method) continue;
    const params = matchPath(route.endpoint.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

function firstIssue(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}` : 'invalid request';
}

/** Parses a part of the request with its schema (400 on the first issue); without a schema it passes as it came. */
function parsed(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, firstIssue(result.error), { errorCode: 'VALIDATION_ERROR' });
  return result.data;
}

const unsupported = () =>
  new HttpError(415, 'the body must be JSON (Content-Type: application/json)', { errorCode: 'UNSUPPORTED_MEDIA_TYPE', code: 415 });
const isJsonType = (type: string) => /^application\/json\s*(;|$)/i.test(type.trim());

/**
 * A body is JSON or nothing: a request with a body must say `Content-Type: application/json` (a charset may follow),
 * so a form posted from another site (urlencoded, multipart or text/plain, which a browser sends cross-site
 * without asking) is refused: at once when it names another type, once read when it names none. A call without a
 * body passes whatever its type says: there is nothing to read.
 */
async function readJsonBody(req: http.IncomingMessage): Promise<unknown> {
  const type = req.headers['content-type'];
  if (type !== undefined && !isJsonType(type) && Number(req.headers['content-length'] ?? 1) !== 0) {
    req.resume();
    throw unsupported();
  }
  const text = await readBody(req);
  if (type === undefined && text.length > 0) throw unsupported();
  return parseJson(text);
}

/** Answers one call of the two APIs. */
export async function handleApi(sb: Sandbox, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const match = findApiRoute(method, url.pathname);
  if (!match) {
    // drain the body so the connection stays usable
    req.resume();
    throw new HttpError(404, `no route ${method} ${url.pathname}`, { errorCode: 'NOT_FOUND' });
  }
  const { endpoint, handler } = match.route;

  // authentication first: a caller without a valid session learns nothing about the payload rules
  const token = tokenOf(req.headers);
  if (endpoint.auth) {
    try {
      authenticate(sb, token);
    } catch (e) {
      req.resume();
      throw e;
    }
  }

  const raw = method === 'GET' ? (req.resume(), undefined) : await readJsonBody(req);
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw)) && endpoint.body) {
    throw new HttpError(400, 'the body must be a JSON object', { errorCode: 'VALIDATION_ERROR' });
  }
  const body = parsed(endpoint.body, raw ?? {});
  const params = parsed(endpoint.params, match.params);
  const query = parsed(endpoint.query, Object.fromEntries(url.searchParams));

  const result = transaction(sb, () => {
    let customer: CustomerRow | null = null;
    if (endpoint.auth) customer = authenticate(sb, token);
    else if (token) {
      try {
        customer = authenticate(sb, token);
      } catch {
        customer = null;
      }
    }
    return handler({ sb, body, params, query, customer, headers: req.headers } as Call<Endpoint>);
  });
  sendJson(res, 200, result ?? { success: true });
}
