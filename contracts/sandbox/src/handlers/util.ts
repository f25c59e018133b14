import type { CustomerRow, HandlerContext, Sandbox } from '../context.ts';
import { HttpError } from '../http.ts';
import { nowIso } from '../domain/time.ts';
import { token } from '../domain/core.ts';

export function findByPhone(sb: Sandbox, phone: string): CustomerRow | undefined {
  return sb.db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as CustomerRow | undefined;
}

export function registeredByPhone(sb: Sandbox, phone: string): CustomerRow | undefined {
  const c = findByPhone(sb, phone);
  return c && (c as CustomerRow & { registered: number }).registered === 1 ? c : undefined;
}

export function me(ctx: HandlerContext): CustomerRow {
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

/** Password rule of spec 2 section 5: 9+ characters with a lowercase, an uppercase letter and a digit. */
export function checkPassword(password: string): void {
  if (password.length < 9 || !/[a-zа-яё]/.test(password) || !/[A-ZА-ЯЁ]/.test(password) || !/\d/.test(password)) {
    throw new HttpError(400, 'password must have at least 9 characters with a digit, an uppercase and a lowercase letter', {
      errorCode: 'VALIDATION_ERROR',
      code: 605,
    });
  }
}

/** Russian letters, digits, spaces and hyphens (spec: 'onlyRussianLetters'). */
export function checkFio(fio: string, min: number, max = 100): void {
  if (fio.trim().length < min) throw new HttpError(400, 'full name too short', { errorCode: 'VALIDATION_ERROR' });
  if (fio.length > max) throw new HttpError(400, 'full name too long', { errorCode: 'VALIDATION_ERROR' });
  if (!/^[А-Яа-яЁё0-9\s-]+$/.test(fio)) throw new HttpError(400, 'full name must be in Russian letters', { errorCode: 'VALIDATION_ERROR' });
}

export function checkBirthday(sb: Sandbox, ru: string): void {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(ru);
  if (!m) throw new HttpError(400, 'incorrect date format', { errorCode: 'VALIDATION_ERROR' });
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  if (d.getUTCDate() !== Number(m[1])) throw new HttpError(400, 'incorrect birthday', { errorCode: 'VALIDATION_ERROR' });
  const now = sb.clock.now();
  let age = now.getUTCFullYear() - d.getUTCFullYear();
  if (now.getUTCMonth() < d.getUTCMonth() || (now.getUTCMonth() === d.getUTCMonth() && now.getUTCDate() < d.getUTCDate())) age -= 1;
  if (age < 18 || age > 130) throw new HttpError(400, 'incorrect birthday', { errorCode: 'VALIDATION_ERROR' });
}
