import type { Sandbox } from './context.ts';
import { tx } from './db/database.ts';

export type SmsPurpose = 'login' | 'register' | 'restore' | 'setPassword' | 'signing' | 'changePassword';

/** Sends a 6-digit SMS code: written to the outbox (GET /__sandbox/outbox) and, when enabled, the console. */
export function sendSmsCode(sb: Sandbox, phone: string, purpose: SmsPurpose): string {
  const code = String(Math.floor(100000 + Math.random() * 900000));
  const now = sb.clock.now();
  const expires = new Date(now.getTime() + sb.config.smsTtlMinutes * 60_000);
  const text = `Код подтверждения: ${code}`;
  tx(sb.db, () => {
    sb.db
      .prepare('INSERT INTO sms_outbox (phone, text, code, purpose, at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(phone, text, code, purpose, now.toISOString(), expires.toISOString());
  });
  if (sb.config.logSms) console.log(`[sandbox] SMS to +${phone}: ${text} (${purpose})`);
  return code;
}

export function outbox(sb: Sandbox, phone: string): Array<{ phone: string; text: string; code: string; at: string }> {
  return sb.db
    .prepare('SELECT phone, text, code, at FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 50')
    .all(phone) as Array<{ phone: string; text: string; code: string; at: string }>;
}
