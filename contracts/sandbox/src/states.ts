import type { Sandbox } from './context.ts';
import { HttpError } from './http.ts';
import { resetData } from './lifecycle.ts';
import { demo } from './seed.ts';
import { addDays, morningOf, parseDay, ru, today } from './domain/time.ts';
import type { StateHandler } from './states/moulds.ts';
import { namedStates } from './states/named-states.ts';
import { ruleStates } from './states/rule-states.ts';
import { applyParams } from './states/params.ts';

// The provider states of the pacts, split by concern: states/moulds.ts (shared moulds), states/named-states.ts
// (the states the pacts name), states/rule-states.ts (the order, payment, lock and signing rules),
// states/params.ts (params applied whatever the state). Here: the table, setup and the state-change contract.

/** The date provider states fix the clock at when they name none: every date-bearing pact uses it. */
export const DEFAULT_STATE_DAY = '2026-03-02';

/**
 * Every state starts from freshly seeded demo data with the clock fixed at DEFAULT_STATE_DAY 09:00 Moscow (or at
 * the date the state names), so date-bearing interactions verify on any day.
 */
export const stateHandlers: Record<string, StateHandler> = { ...namedStates, ...ruleStates };

export function stateNames(): string[] {
  return Object.keys(stateHandlers);
}

/** A state-change call for a state this provider does not know: an error, never a silent no-op. */
export class UnknownStateError extends HttpError {
  constructor(state: string) {
    super(400, `unknown provider state: ${JSON.stringify(state)} (GET /__sandbox/states lists the known ones)`, {
      errorCode: 'UNKNOWN_PROVIDER_STATE',
    });
  }
}

/**
 * The dates every state answers, relative to the provider's clock, so that no pact carries a literal date
 * (docs/contracts.md "Dates and ids from the state"): a provider that cannot fix its clock still gets requests it can
 * accept on any day. Handlers may answer their own (the paid-until states answer `paidUntil` and `startPeriod`).
 */
export function relativeDates(sb: Sandbox): Record<string, string> {
  const t = today(sb);
  const day = (n: number) => ru(addDays(t, n)) as string;
  // the same day n years earlier (29 February: the 28th)
  const yearsAgo = (n: number) => {
    const [y, m, d] = t.split('-') as [string, string, string];
    const md = m === '02' && d === '29' ? '02-28' : `${m}-${d}`;
    return ru(`${String(Number(y) - n).padStart(4, '0')}-${md}`) as string;
  };
  return {
    orderDate: day(1),
    cargoDate: day(2),
    preOrderDate: day(3),
    lateOrderDate: day(18),
    yesterday: day(-1),
    paidUntil: day(29),
    startPeriod: day(30),
    adultBirthday: yearsAgo(40),
    minorBirthday: yearsAgo(10),
    issueDate: yearsAgo(10),
    futureDate: day(30),
  };
}

/**
 * Sets up a provider state: fresh demo data, the clock at the state's `now`, then what the state and its params
 * say. Answers the values the interactions take from the state (`fromProviderState`): the relative dates, every
 * param, `today`, and `token` (the token the interaction sends: the param's, else the individual demo customer's session).
 */
export function applyState(sb: Sandbox, state: string, params: Record<string, unknown>): Record<string, unknown> {
  const handler = stateHandlers[state];
  if (!handler) throw new UnknownStateError(state);
  const named = /(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})/.exec(state);
  const nowParam = typeof params.now === 'string' && !Number.isNaN(Date.parse(params.now)) ? new Date(params.now).toISOString() : null;
  const day = (named && parseDay(named[1])) ?? (typeof params.today === 'string' ? parseDay(params.today) : null) ?? DEFAULT_STATE_DAY;
  resetData(sb, nowParam ?? morningOf(day));
  applyParams(sb, state, params);
  return {
    ...relativeDates(sb),
    ...params,
    today: day,
    token: typeof params.token === 'string' ? params.token : demo.individual.token,
    ...(handler(sb, params, state) ?? {}),
  };
}

/**
 * The state-change contract (docs/contracts.md): `POST { state, params, action }` with action `setup` (the default)
 * or `teardown`. Setup answers the state's values; teardown answers `{}`; an unknown state is a 400 either way.
 */
export function stateChange(sb: Sandbox, body: { state?: unknown; params?: unknown; action?: unknown }): Record<string, unknown> {
  if (typeof body.state !== 'string' || !body.state) throw new HttpError(400, 'state is required', { errorCode: 'VALIDATION_ERROR' });
  const action = body.action ?? 'setup';
  if (action !== 'setup' && action !== 'teardown')
    throw new HttpError(400, 'action must be setup or teardown', { errorCode: 'VALIDATION_ERROR' });
  if (!stateHandlers[body.state]) throw new UnknownStateError(body.state);
  if (action === 'teardown') return {};
  const params =
    body.params && typeof body.params === 'object' && !Array.isArray(body.params) ? (body.params as Record<string, unknown>) : {};
  return applyState(sb, body.state, params);
}
