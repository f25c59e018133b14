import type { Sandbox } from './context.ts';
import { resetData } from './lifecycle.ts';
import { HttpError } from './http.ts';

type StateHandler = (sb: Sandbox, params: Record<string, unknown>) => Record<string, unknown> | void;

/**
 * Provider states named by the pacts. Every state starts from freshly seeded demo data (the seed already holds
 * the data most states need); a state that needs more sets it up here. docs/contracts.md lists them.
 */
export const stateHandlers: Record<string, StateHandler> = {
  'a customer with phone 79990000001 exists': () => undefined,
  'no customer has phone 79995550000': () => undefined,
};

export function applyState(sb: Sandbox, state: string, params: Record<string, unknown>): Record<string, unknown> {
  const handler = stateHandlers[state];
  if (!handler) throw new HttpError(400, `unknown provider state: ${state}`);
  resetData(sb);
  return handler(sb, params) ?? {};
}
