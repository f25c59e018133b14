import type http from 'node:http';
import type { Sandbox } from '../context.ts';
import { HttpError } from '../http.ts';

/** What a sandbox-only route is called with; `match` holds the groups of a pattern path. */
export interface RouteCall {
  sb: Sandbox;
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  match: RegExpExecArray | null;
}

/** A sandbox-only route (never part of a real backend): an exact path or a pattern, and what answers it. */
export interface SandboxRoute {
  method: 'GET' | 'POST';
  path: string | RegExp;
  handle(call: RouteCall): void | Promise<void>;
}

export function noRoute(method: string, pathname: string): HttpError {
  return new HttpError(404, `no route ${method} ${pathname}`, { errorCode: 'NOT_FOUND' });
}

export function sendText(res: http.ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(body);
}
