import crypto from 'node:crypto';
import type { Sandbox } from './context.ts';
import { HttpError } from './http.ts';
import { tooMany } from './limits.ts';

export type SmsPurpose = 'login' | 'register' | 'restore' | 'set-password' | 'signing' | 'change-password' | 'password';

/**
 * The SMS resend cooldown (a proposal): while a code of the same phone and purpose sent less than
 * `smsResendSeconds` ago is still unused, no new one is sent; the time left, else null. A used code (the flow
 * went through) or one of another purpose does not hold the next one back. Signing codes have their own limit
 * (the signing's attempts, behind the customer's session) and no cooldown.
 */
export function resendWaitMs(sb: Sandbox, phone: string, purpose: SmsPurpose): number | null {
  if (purpose === 'signing') return null;
  const last = sb.db
    .prepare('SELECT at FROM sms_outbox WHERE phone = ? AND purpose = ? AND used = 0 ORDER BY id DESC LIMIT 1')
    .get(phone, purpose) as { at: string } | undefined;
  if (!last) return null;
  const elapsed = sb.clock.nowMs() - Date.parse(last.at);
  const wait = sb.config.smsResendSeconds * 1000 - elapsed;
  return elapsed >= 0 && wait > 0 ? wait : null;
}

/**
 * Sends a 6-digit SMS code (from a cryptographic source, bound to its purpose): written to the outbox
 * (GET /__sandbox/outbox) and, when enabled, the console. Asked again within the cooldown it refuses with 429
 * `SMS_RESEND_TOO_SOON` and `Retry-After`.
 */
export function sendSmsCode(sb: Sandbox, phone: string, purpose: SmsPurpose): string {
  const wait = resendWaitMs(sb, phone, purpose);
  if (wait !== null) throw tooMany('SMS_RESEND_TOO_SOON', 'a code was sent recently, request a new one later', wait);
  const code = String(crypto.randomInt(100000, 1000000));
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
 * Checks the newest unused code of a phone for one of the purposes the calling flow may take (a code sent for
 * another purpose is not a code here): a wrong code is 605 (`WRONG_CODE`), an expired one 409. A right code is
 * used up.
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
