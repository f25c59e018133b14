import type { IncomingHttpHeaders } from 'node:http';
import type { CustomerRow, Sandbox } from './context.ts';
import { HttpError } from './http.ts';

/** The session (or registration) token a request carries in `X-SB-API-KEY`. */
export function tokenOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['x-sb-api-key'];
  return Array.isArray(header) ? header[0] : header;
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
