// Provider-state handlers for the Pact JS verifier that cannot fail quietly. Pact JS answers a throwing handler with
// a 200 and only logs it, and skips a state it has no handler for with a warning: here every state name gets a
// handler, and every failure is kept so the run fails at the end. The state's answer (its `token` above all) is
// kept for the request filter.
export type StateValues = Record<string, unknown>;
export type StateSetup = (state: string, params: Record<string, unknown>, action: 'setup' | 'teardown') => Promise<StateValues | undefined>;

export interface StrictStates {
  /** for `new Verifier({ stateHandlers })`: a handler for any state name */
  handlers: Record<string, { setup: (params: unknown) => Promise<StateValues>; teardown: (params: unknown) => Promise<void> }>;
  /** what went wrong, one line per failed state change */
  errors: string[];
  /** the answer of the last state set up */
  current: () => StateValues;
}

export function strictStates(setup: StateSetup): StrictStates {
  const errors: string[] = [];
  let current: StateValues = {};
  const handlerFor = (state: string) => ({
    setup: async (params: unknown) => {
      current = {};
      try {
        current = (await setup(state, (params ?? {}) as Record<string, unknown>, 'setup')) ?? {};
      } catch (e) {
        errors.push(`state "${state}" (setup): ${(e as Error).message}`);
        throw e;
      }
      return current;
    },
    teardown: async (params: unknown) => {
      try {
        await setup(state, (params ?? {}) as Record<string, unknown>, 'teardown');
      } catch (e) {
        errors.push(`state "${state}" (teardown): ${(e as Error).message}`);
        throw e;
      }
    },
  });
  const handlers = new Proxy({} as StrictStates['handlers'], {
    get: (_, name) => (typeof name === 'string' ? handlerFor(name) : undefined),
    has: () => true,
  });
  return { handlers, errors, current: () => current };
}

/**
 * The state-change contract over HTTP: `POST <url>` with `{ state, params, action }`; a 2xx answers the state's
 * values as a JSON object (or nothing); anything else is an error.
 */
export function httpStateSetup(url: string, fetchImpl: typeof fetch = fetch): StateSetup {
  return async (state, params, action) => {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params, action }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
    if (!text.trim()) return {};
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as StateValues) : {};
  };
}

/** The request filter: the token header carries the token the state answered (else `fallback`, when given). */
export function tokenFilter(current: () => StateValues, fallback?: string) {
  return (req: { headers: Record<string, string | string[] | undefined> }, _res: unknown, next: () => void) => {
    const answered = current().token;
    const token = typeof answered === 'string' && answered ? answered : fallback;
    if (req.headers['x-sb-api-key'] !== undefined && token) req.headers['x-sb-api-key'] = token;
    next();
  };
}
