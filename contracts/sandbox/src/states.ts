import type { Sandbox } from './context.ts';
import { resetData } from './lifecycle.ts';
import { demo } from './seed.ts';
import { plantCode, type SmsPurpose } from './sms.ts';
import { morningOf, parseDay } from './domain/time.ts';

type StateHandler = (sb: Sandbox, params: Record<string, unknown>, name: string) => Record<string, unknown> | void;

/** The date provider states fix the clock at when they name none: every date-bearing pact uses it. */
export const DEFAULT_STATE_DAY = '2026-03-02';

function setMeta(sb: Sandbox, key: string, value: string): void {
  sb.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

function signingWith(sb: Sandbox, phone: string, orderNumber: number, code: string, attemptsLeft: number): void {
  const c = sb.db.prepare('SELECT id FROM customers WHERE phone = ?').get(phone) as { id: number };
  const o = sb.db.prepare('SELECT id FROM orders WHERE number = ?').get(orderNumber) as { id: number };
  const a = sb.db.prepare("SELECT id FROM agreements WHERE order_id = ? AND status = 'new' ORDER BY id DESC LIMIT 1").get(o.id) as { id: number };
  sb.db.prepare('UPDATE signing_sessions SET done = 1 WHERE customer_id = ?').run(c.id);
  sb.db
    .prepare('INSERT INTO signing_sessions (customer_id, order_number, agreement_id, code, attempts_left, expires_at, created_at) VALUES (?,?,?,?,?,?,?)')
    .run(c.id, orderNumber, a.id, code, attemptsLeft, new Date(sb.clock.nowMs() + 3_600_000).toISOString(), sb.clock.now().toISOString());
  plantCode(sb, phone, code, 'signing');
}

/**
 * Provider states named by the pacts (docs/contracts.md lists them). Every state starts from freshly seeded demo
 * data with the clock fixed at DEFAULT_STATE_DAY 09:00 Moscow (or at the date the state names), so
 * date-bearing interactions verify on any day. The seed already holds what most states need.
 */
export const stateHandlers: Record<string, StateHandler> = {
  'a customer with phone 79990000001 exists': () => undefined,
  'no customer has phone 79995550000': () => undefined,
};

/**
 * States recognised by their wording, for the pacts' many variants: an SMS code planted for a phone (expired when
 * the name says so), a signing with N attempts left, a cargo fault.
 */
const patterns: Array<{ test: RegExp; apply: (sb: Sandbox, m: RegExpExecArray, name: string, params: Record<string, unknown>) => void }> = [
  {
    // e.g. "an SMS code 123456 was sent to 79990000099 for registration", "... expired ..."
    test: /(?:sms )?code (\d{4,6}).*?(7\d{10})/i,
    apply: (sb, m, name) => {
      if (/sign/i.test(name)) return;
      const purpose: SmsPurpose = /regist/i.test(name) ? 'register' : /restore|recover/i.test(name) ? 'restore' : /set.?password|first/i.test(name) ? 'set-password' : /change/i.test(name) ? 'change-password' : /login|pin/i.test(name) ? 'login' : 'register';
      plantCode(sb, m[2] as string, m[1] as string, purpose, /expired/i.test(name));
      if (!/regist/i.test(name)) plantCode(sb, m[2] as string, m[1] as string, 'login', /expired/i.test(name));
      if (/regist/i.test(name)) plantCode(sb, m[2] as string, m[1] as string, 'register', /expired/i.test(name));
    },
  },
  {
    // e.g. "signing of order 100008 started with code 123456 and 3 attempts left"
    test: /sign\w*.*?order (\d+).*?code (\d{4,6})(?:.*?(\d+) attempts?)?/i,
    apply: (sb, m, name) => {
      const order = Number(m[1]);
      const owner = sb.db.prepare('SELECT c.phone FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.number = ?').get(order) as { phone: string } | undefined;
      if (!owner) return;
      const left = /no attempts|zero attempts|0 attempts|blocked/i.test(name) ? 0 : m[3] !== undefined ? Number(m[3]) : /one attempt|last attempt/i.test(name) ? 1 : 3;
      signingWith(sb, owner.phone, order, m[2] as string, left);
    },
  },
  {
    test: /cargo.*\b(409|405)\b/i,
    apply: (sb, m) => setMeta(sb, 'cargo_fault', m[1] as string),
  },
];

export function stateNames(): string[] {
  return Object.keys(stateHandlers);
}

export function applyState(sb: Sandbox, state: string, params: Record<string, unknown>): Record<string, unknown> {
  const named = /(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})/.exec(state);
  const day = (named && parseDay(named[1])) ?? (typeof params.today === 'string' ? parseDay(params.today) : null) ?? DEFAULT_STATE_DAY;
  resetData(sb, morningOf(day));
  const handler = stateHandlers[state];
  const result: Record<string, unknown> = { today: day, token: demo.individual.token };
  let matched = Boolean(handler);
  if (handler) Object.assign(result, handler(sb, params, state) ?? {});
  for (const p of patterns) {
    const m = p.test.exec(state);
    if (m) {
      p.apply(sb, m, state, params);
      matched = true;
    }
  }
  if (!matched) result.note = 'no specific set-up: freshly seeded demo data';
  return result;
}
