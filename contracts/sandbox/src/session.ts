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
  if (new Date(row.session_expires).getTime() <= sb.clock.nowMs()) {
    // a backend may report the expiry in its message under another status (spec 2: a 401 *or* the message); the
    // provider state `the session token has expired (reported in the message)` switches the sandbox to that
    const status = expiredTokenStatus(sb);
    throw new HttpError(status, 'token is expired', status === 401 ? { code: 401 } : {});
  }
  return row;
}

/** The meta switch of the provider state `the session token has expired (reported in the message)`. */
export const EXPIRED_STATUS_META = 'expired_token_status';

function expiredTokenStatus(sb: Sandbox): number {
  const row = sb.db.prepare('SELECT value FROM meta WHERE key = ?').get(EXPIRED_STATUS_META) as { value: string } | undefined;
  const status = row ? Number(row.value) : NaN;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 401;
}
