import type { CustomerRow, Sandbox } from '../context.ts';
import { HttpError } from '../http.ts';
import { nowIso } from '../domain/time.ts';
import { token } from '../domain/rows.ts';
import { birthDateField, fullNameField, passwordField } from '@sb/contracts';
import { applyRule } from '../validate.ts';

export function findByPhone(sb: Sandbox, phone: string): CustomerRow | undefined {
  return sb.db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as CustomerRow | undefined;
}

export function registeredByPhone(sb: Sandbox, phone: string): CustomerRow | undefined {
  const c = findByPhone(sb, phone);
  return c && (c as CustomerRow & { registered: number }).registered === 1 ? c : undefined;
}

/** The customer of an authenticated call (the router has checked the token). */
export function me(ctx: { customer: CustomerRow | null }): CustomerRow {
  if (!ctx.customer) throw new HttpError(401, 'token is missing', { code: 401 });
  return ctx.customer;
}

export function issueSession(sb: Sandbox, customerId: number, kind: 'session' | 'registration' = 'session'): string {
  const ttl = kind === 'session' ? sb.config.sessionTtlMinutes : sb.config.regTokenTtlMinutes;
  const value = token(kind === 'session' ? 'sess' : 'reg');
  const now = sb.clock.nowMs();
  sb.db
    .prepare('INSERT INTO sessions (token, customer_id, kind, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(value, customerId, kind, new Date(now + ttl * 60_000).toISOString(), nowIso(sb));
  return value;
}

export function storeRequest(sb: Sandbox, kind: string, customerId: number | null, endpoint: string, payload: unknown): number {
  const r = sb.db
    .prepare('INSERT INTO requests (kind, customer_id, endpoint, payload, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .get(kind, customerId, endpoint, JSON.stringify(payload ?? {}), nowIso(sb)) as { id: number };
  return Number(r.id);
}

export function customerJson(c: CustomerRow): Record<string, any> {
  try {
    return JSON.parse(c.data || '{}') as Record<string, any>;
  } catch {
    return {};
  }
}

export function saveCustomerJson(sb: Sandbox, c: CustomerRow, patch: Record<string, unknown>): void {
  const data = { ...customerJson(c), ...patch };
  sb.db.prepare('UPDATE customers SET data = ? WHERE id = ?').run(JSON.stringify(data), c.id);
  c.data = JSON.stringify(data);
}

/** Password rule of spec 2 section 5 (contracts rule `passwordField`). */
export function checkPassword(password: string): void {
  applyRule(passwordField, password, 'password');
}

/** Full name (contracts rule `fullNameField`): 3+ in registration, 5 to 100 in the profile. */
export function checkFio(fio: string, min: number): void {
  applyRule(fullNameField(min <= 3 ? 'registration' : 'profile'), fio, 'fio');
}

/** Birth date dd.MM.yyyy, age 18 to 130 on the sandbox clock (contracts rule `birthDateField`). */
export function checkBirthday(sb: Sandbox, ru: string): void {
  applyRule(birthDateField(sb.clock.now()), ru, 'birthday');
}
