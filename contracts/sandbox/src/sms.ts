import type { Sandbox } from './context.ts';
import { HttpError } from './http.ts';

export type SmsPurpose = 'login' | 'register' | 'restore' | 'set-password' | 'signing' | 'change-password' | 'password';

/** Sends a 6-digit SMS code: written to the outbox (GET /__sandbox/outbox) and, when enabled, the console. */
export function sendSmsCode(sb: Sandbox, phone: string, purpose: SmsPurpose): string {
  const code = String(Math.floor(100000 + Math.random() * 900000));
  const now = sb.clock.now();
  const expires = new Date(now.getTime() + sb.config.smsTtlMinutes * 60_000);
  const text = `Код подтверждения: ${code}`;
  sb.db
    .prepare('INSERT INTO sms_outbox (phone, text, code, purpose, at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(phone, text, code, purpose, now.toISOString(), expires.toISOString());
  if (sb.config.logSms) console.log(`[sandbox] SMS to +${phone}: ${text} (${purpose})`);
  return code;
}

export function outbox(sb: Sandbox, phone: string): Array<{ phone: string; text: string; code: string; at: string }> {
  return sb.db.prepare('SELECT phone, text, code, at FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 50').all(phone) as Array<{
    phone: string;
    text: string;
    code: string;
    at: string;
  }>;
}

/**
 * Checks the newest unused code of a phone for one of the purposes: a wrong code is 605 (`WRONG_CODE`), an
 * expired one 409. A right code is used up.
 */
export function verifyCode(sb: Sandbox, phone: string, code: string, purposes: SmsPurpose[]): SmsPurpose {
  const marks = purposes.map(() => '?').join(',');
  const row = sb.db
    .prepare(
      `SELECT id, code, purpose, expires_at FROM sms_outbox WHERE phone = ? AND used = 0 AND purpose IN (${marks}) ORDER BY id DESC LIMIT 1`,
    )
    .get(phone, ...purposes) as { id: number; code: string; purpose: SmsPurpose; expires_at: string } | undefined;
  if (!row || row.code !== code) throw new HttpError(400, 'incorrect code', { errorCode: 'WRONG_CODE', code: 605 });
  if (Date.parse(row.expires_at) <= sb.clock.nowMs()) throw new HttpError(409, 'code expired, request a new one', { code: 409 });
  sb.db.prepare('UPDATE sms_outbox SET used = 1 WHERE id = ?').run(row.id);
  return row.purpose;
}

/** Writes a known code (provider states and tests). */
export function plantCode(sb: Sandbox, phone: string, code: string, purpose: SmsPurpose, expired = false): void {
  const now = sb.clock.nowMs();
  const at = new Date(expired ? now - (sb.config.smsTtlMinutes + 1) * 60_000 : now).toISOString();
  const expires = new Date(expired ? now - 60_000 : now + sb.config.smsTtlMinutes * 60_000).toISOString();
  sb.db
    .prepare('INSERT INTO sms_outbox (phone, text, code, purpose, at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(phone, `Код подтверждения: ${code}`, code, purpose, at, expires);
}

/** The meta switch of `refusedWithOk` (provider state `signing of an order was started`): a wrong signing code is
 * refused in a 200 whose counters say so, as a signing service may answer (spec 2 section 7). */
export const SMS_REFUSAL_META = 'sms_refusal_with_ok';
