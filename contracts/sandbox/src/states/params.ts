import type { Sandbox } from '../context.ts';
import type { SmsPurpose } from '../sms.ts';

/** What the pacts pass as state parameters, applied whatever the state's name. */
export function applyParams(sb: Sandbox, state: string, params: Record<string, unknown>): boolean {
  let applied = false;
  const str = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined);
  const num = (k: string) =>
    typeof params[k] === 'number'
      ? (params[k] as number)
      : typeof params[k] === 'string' && /^\d+$/.test(params[k] as string)
        ? Number(params[k])
        : undefined;
  const phone = str('phone');
  const customer = phone ? (sb.db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as { id: number } | undefined) : undefined;
  const token = str('token');
  const registration = /registration token|reg.?token/i.test(state);
  let holder = customer;
  if (token && phone && !holder && registration) {
    sb.db
      .prepare(
        "INSERT INTO customers (phone, password, pin, need_sms, legal_type, fio, birthday, registered, eds_status, created_at) VALUES (?, NULL, NULL, 0, 0, NULL, NULL, 0, 'not-exists', ?)",
      )
      .run(phone, sb.clock.now().toISOString());
    holder = sb.db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as { id: number };
  }
  if (token && holder) {
    const expired = /expired/i.test(state);
    const expires = sb.clock.nowMs() + (expired ? -3_600_000 : registration ? sb.config.regTokenTtlMinutes * 60_000 : 3650 * 86_400_000);
    sb.db
      .prepare(
        'INSERT INTO sessions (token, customer_id, kind, expires_at, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(token) DO UPDATE SET customer_id = excluded.customer_id, kind = excluded.kind, expires_at = excluded.expires_at',
      )
      .run(token, holder.id, registration ? 'registration' : 'session', new Date(expires).toISOString(), sb.clock.now().toISOString());
    applied = true;
  }
  const login = str('login');
  if (login && customer) {
    sb.db.prepare('UPDATE customers SET legacy_login = NULL WHERE upper(legacy_login) = upper(?)').run(login);
    sb.db.prepare('UPDATE customers SET legacy_login = ? WHERE id = ?').run(login, customer.id);
    if (str('password')) sb.db.prepare('UPDATE customers SET password = ? WHERE id = ?').run(str('password') as string, customer.id);
    applied = true;
  }
  const code = str('code');
  if (code && phone && !/sign/i.test(state)) {
    const action = (str('action') ?? 'login') as SmsPurpose;
    // `sentMinutesAgo` (the pacts: no literal instant), or an instant `sentAt`
    const sentAt = str('sentAt');
    const ago = num('sentMinutesAgo');
    const at =
      ago !== undefined
        ? sb.clock.nowMs() - ago * 60_000
        : sentAt && !Number.isNaN(Date.parse(sentAt))
          ? Date.parse(sentAt)
          : sb.clock.nowMs();
    const expired = /expired/i.test(state) || at + sb.config.smsTtlMinutes * 60_000 <= sb.clock.nowMs();
    plantCodeAt(sb, phone, code, action, at, expired);
    applied = true;
  }
  const agreement = str('agreement');
  if (agreement && customer && !sb.db.prepare('SELECT 1 FROM agreements WHERE number = ?').get(agreement)) {
    const first = sb.db
      .prepare("SELECT id FROM agreements WHERE customer_id = ? AND kind = 'contract' ORDER BY id LIMIT 1")
      .get(customer.id) as { id: number } | undefined;
    if (first) sb.db.prepare('UPDATE agreements SET number = ? WHERE id = ?').run(agreement, first.id);
    applied = true;
  }
  const orderNumber = num('orderNumber') ?? num('order_number') ?? num('orderId');
  if (orderNumber !== undefined && /need\w* a change|need_change/i.test(state)) {
    const o = sb.db.prepare('SELECT id FROM orders WHERE number = ?').get(orderNumber) as { id: number } | undefined;
    if (o)
      sb.db
        .prepare(
          "UPDATE agreements SET need_change = 1 WHERE id = (SELECT id FROM agreements WHERE order_id = ? AND kind = 'contract' ORDER BY id DESC LIMIT 1)",
        )
        .run(o.id);
    applied = true;
  }
  return applied;
}

function plantCodeAt(sb: Sandbox, phone: string, code: string, purpose: SmsPurpose, atMs: number, expired: boolean): void {
  const expires = expired
    ? Math.min(atMs + sb.config.smsTtlMinutes * 60_000, sb.clock.nowMs() - 1000)
    : atMs + sb.config.smsTtlMinutes * 60_000;
  sb.db
    .prepare('INSERT INTO sms_outbox (phone, text, code, purpose, at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(phone, `Код подтверждения: ${code}`, code, purpose, new Date(atMs).toISOString(), new Date(expires).toISOString());
}
