import type { Sandbox } from './context.ts';
import { HttpError } from './http.ts';

// What a real gateway keeps against guessing (a proposal: docs/contracts.md "Attempt limits"): a phone's wrong
// passwords, PINs and SMS codes are counted, and the `loginAttempts`-th wrong one within `lockoutMinutes` locks the
// phone out for `lockoutMinutes`: every try then answers 429 TOO_MANY_ATTEMPTS with `Retry-After` (seconds), even
// a right one. Only wrong attempts count; a success clears the phone's count. The counts live in the database, so
// `npm run sandbox:reset` and every provider state clear them.

/** A wrong attempt's refusal: a wrong password, PIN or SMS code (not an expired code, not an unknown phone). */
const wrongGuess = (e: HttpError): boolean =>
  e.errorCode === 'WRONG_CODE' || e.errorCode === 'WRONG_PIN' || e.errorCode === 'WRONG_CREDENTIALS' || e.code === 405;

/** The refusal of a phone that is locked out, or of an SMS asked for again too soon. */
export function tooMany(errorCode: 'TOO_MANY_ATTEMPTS' | 'SMS_RESEND_TOO_SOON', message: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, message, {
    errorCode,
    code: 429,
    extra: { retry_after: seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

interface LimitRow {
  key: string;
  failures: number;
  first_at: string;
  locked_until: string | null;
}

const lockedOut = (left: number) => tooMany('TOO_MANY_ATTEMPTS', 'too many attempts, try again later', left);

function saveCount(sb: Sandbox, phone: string, failures: number, firstAtMs: number, lockedUntilMs: number | null): void {
  sb.db
    .prepare(
      'INSERT INTO attempt_limits (key, failures, first_at, locked_until) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, first_at = excluded.first_at, locked_until = excluded.locked_until',
    )
    .run(
      `phone:${phone}`,
      failures,
      new Date(firstAtMs).toISOString(),
      lockedUntilMs === null ? null : new Date(lockedUntilMs).toISOString(),
    );
}

/**
 * Runs a check of a secret (`check` throws the wrong attempt's refusal) under the limits of `phone`: refused at
 * once while the phone is locked out; a wrong attempt is counted (kept though the call is refused), the last
 * allowed one locks the phone out; a success clears the count.
 */
export function limited<T>(sb: Sandbox, phone: string, check: () => T): T {
  const now = sb.clock.nowMs();
  const key = `phone:${phone}`;
  const row = sb.db.prepare('SELECT * FROM attempt_limits WHERE key = ?').get(key) as LimitRow | undefined;
  if (row?.locked_until && Date.parse(row.locked_until) > now) throw lockedOut(Date.parse(row.locked_until) - now);
  let result: T;
  try {
    result = check();
  } catch (e) {
    if (!(e instanceof HttpError) || !wrongGuess(e)) throw e;
    const windowMs = sb.config.lockoutMinutes * 60_000;
    const fresh = !row || row.locked_until !== null || now - Date.parse(row.first_at) >= windowMs || now < Date.parse(row.first_at);
    const failures = fresh ? 1 : row.failures + 1;
    const locks = failures >= sb.config.loginAttempts;
    saveCount(sb, phone, failures, fresh ? now : Date.parse(row.first_at), locks ? now + windowMs : null);
    if (locks) throw lockedOut(windowMs).kept();
    throw e.kept();
  }
  if (row) sb.db.prepare('DELETE FROM attempt_limits WHERE key = ?').run(key);
  return result;
}

/** Locks a phone out for the whole window, as its last allowed wrong attempt does (provider states, tests). */
export function lockOut(sb: Sandbox, phone: string): void {
  const now = sb.clock.nowMs();
  saveCount(sb, phone, sb.config.loginAttempts, now, now + sb.config.lockoutMinutes * 60_000);
}
