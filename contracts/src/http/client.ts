import type { z } from 'zod/mini';
import { ApiError, isExpiredToken, parseRetryAfter, readErrorBody } from './errors.ts';
import { buildPath, type ApiName, type Endpoint } from './endpoint.ts';

/** Where the client keeps and renews the session; the cabinet backs it with its session atoms. */
export interface SessionPort {
  getToken(): string | null;
  /** The stored phone, sent (digits only) with the refresh call. */
  getPhone(): string | null;
  /** A refreshed token: store it. */
  setToken(token: string): void;
  /** The refresh was refused (an answer without a new token): the session is over. Never for a refresh that got no answer. */
  onSessionEnded(): void;
  /**
   * Which session the tab is in: a value that changes with every session end and every login, never with a
   * refreshed token of the same session. A call is bound to the value it started with: its refresh and its replay
   * happen only while that session lasts, and what it brings back after the session changed is dropped
   * (`SessionChangedError`). Without it the client takes the session to be the same throughout.
   */
  getEpoch?(): unknown;
}

/**
 * A call of a session that ended while it was out (a logout, a login as someone else): its answer, its refresh
 * and its replay are dropped, so nothing of one customer reaches the next one's session. An authenticated call
 * asked for with no session at all (a screen being left after a logout) fails so too, without being sent.
 */
export class SessionChangedError extends Error {
  readonly endpoint: string;
  constructor(endpoint: string) {
    super(`${endpoint}: dropped, the session that made the call has ended`);
    this.name = 'SessionChangedError';
    this.endpoint = endpoint;
  }
}

export function isSessionChanged(e: unknown): e is SessionChangedError {
  return e instanceof SessionChangedError;
}

export interface ApiClientOptions {
  /** Base URL of each API, without a trailing slash ('' means same origin). */
  baseUrls: Record<ApiName, string>;
  session?: SessionPort;
  /** Client time-out per request, in ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called when an answer breaks its schema, so a developer sees what the backend sent. */
  onContractError?: (error: ApiError) => void;
  /**
   * The fixed private key of server-only endpoints (general.openLock), sent in `X-SB-PRIVATE-KEY`. Only a
   * server process sets it; without it the client refuses a server-only endpoint, so it never runs in a browser.
   */
  serverKey?: string;
}

/** Header of the fixed private key of server-only endpoints. */
export const SERVER_KEY_HEADER = 'X-SB-PRIVATE-KEY';

export interface CallInput {
  token?: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

export type CallArgs<E extends Endpoint> = {
  /**
   * A token to send instead of the session's (e.g. the registration token of set-password and
   * client-*-base); such a call is never refreshed: its expiry is the caller's to handle.
   */
  token?: string;
  params?: z.input<NonNullable<E['params']>>;
  query?: z.input<NonNullable<E['query']>>;
  body?: z.input<NonNullable<E['body']>>;
  signal?: AbortSignal;
};

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, args?: CallArgs<E>): Promise<z.output<E['response']>>;
  readonly options: ApiClientOptions;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    search.append(k, v === true ? '' : String(v));
  }
  const s = search.toString().replace(/=(&|$)/g, '$1');
  return s ? `?${s}` : '';
}

function firstIssuePath(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.path.map(String).join('.') || '(root)' : '(root)';
}

/**
 * How a refresh ended: a new token ('ok'), an answer refusing the token ('failed': the session is over), the session
 * changed meanwhile ('stale'), or no answer at all (the network or a time-out: the error, and the session waits).
 */
type Refreshed = 'ok' | 'failed' | 'stale' | { unreachable: ApiError };

const noAnswer = (e: unknown): e is ApiError => e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let refreshing: { epoch: unknown; done: Promise<Refreshed> } | null = null;

  async function send(endpoint: Endpoint, input: CallInput, token: string | null): Promise<unknown> {
    if (endpoint.serverOnly && !options.serverKey)
      throw new Error(`${endpoint.id} is server-only: it needs the private key and is never called from the cabinet`);
    const params = endpoint.params && input.params !== undefined ? endpoint.params.parse(input.params) : input.params;
    const query = endpoint.query && input.query !== undefined ? endpoint.query.parse(input.query) : input.query;
    const body = endpoint.body && input.body !== undefined ? endpoint.body.parse(input.body) : input.body;
    const url = `${options.baseUrls[endpoint.api]}${buildPath(endpoint.path, params as Record<string, unknown>)}${queryString(query as Record<string, unknown>)}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (endpoint.auth && token) headers['X-SB-API-KEY'] = token;
    if (endpoint.serverOnly && options.serverKey) headers[SERVER_KEY_HEADER] = options.serverKey;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    input.signal?.addEventListener('abort', onAbort);
    let res: Response;
    try {
      res = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (e) {
      if (input.signal?.aborted) throw e;
      throw new ApiError({ kind: timedOut ? 'timeout' : 'network', endpoint: endpoint.id, message: (e as Error).message });
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onAbort);
    }

    const text = await res.text();
    let json: unknown = undefined;
    let malformed = false;
    if (text.trim()) {
      try {
        json = JSON.parse(text);
      } catch {
        malformed = true;
      }
    }
    if (res.status !== 200) {
      const { code, message } = readErrorBody(json);
      const retryAfterSeconds = parseRetryAfter(res.headers?.get?.('Retry-After'));
      throw new ApiError({
        kind: 'http',
        endpoint: endpoint.id,
        status: res.status,
        ...(code ? { code } : {}),
        ...(message ? { message } : {}),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
        body: json,
      });
    }
    if (malformed) throw new ApiError({ kind: 'malformed', endpoint: endpoint.id, status: res.status, message: 'the answer is not JSON' });
    const parsed = endpoint.response.safeParse(json ?? {});
    if (!parsed.success) {
      const error = new ApiError({
        kind: 'contract',
        endpoint: endpoint.id,
        status: res.status,
        fieldPath: firstIssuePath(parsed.error),
        message: parsed.error.issues[0]?.message ?? 'invalid',
        body: json,
      });
      (options.onContractError ?? ((err) => console.error(err.message, err.body)))(error);
      throw error;
    }
    return parsed.data;
  }

  const epochNow = () => options.session?.getEpoch?.();

  /**
   * One refresh for every caller of the same session that hits an expired token at the same moment. It is bound
   * to its session: 'stale' when the session changed while it was out, and then it neither stores its token nor
   * ends the session that came after.
   */
  function refresh(epoch: unknown): Promise<Refreshed> {
    const session = options.session;
    if (!session) return Promise.resolve('failed');
    if (epochNow() !== epoch) return Promise.resolve('stale');
    if (!refreshing || refreshing.epoch !== epoch) {
      const token = session.getToken();
      const phone = (session.getPhone() ?? '').replace(/\D/g, '');
      const entry = {
        epoch,
        done: (async (): Promise<Refreshed> => {
          if (!token) return 'failed';
          let answer: { success?: boolean; token?: string };
          try {
            // its schemas are built only when a session first needs a refresh
            const { refreshToken } = await import('../endpoints/cabinet/session.ts');
            answer = (await send(refreshToken, { body: { phone, token } }, null)) as typeof answer;
          } catch (e) {
            // no answer (a basement, a dead connection): the session waits for the network; only an answer ends it
            if (noAnswer(e)) return epochNow() !== epoch ? 'stale' : { unreachable: e };
            answer = {};
          }
          if (epochNow() !== epoch) return 'stale';
          if (!answer.token) return 'failed';
          session.setToken(answer.token);
          return 'ok';
        })().then((outcome) => {
          if (outcome === 'failed') session.onSessionEnded();
          return outcome;
        }),
      };
      refreshing = entry;
      void entry.done.finally(() => {
        if (refreshing === entry) refreshing = null;
      });
    }
    return refreshing.done;
  }

  return {
    options,
    async call(endpoint, args = {}) {
      const input = args as CallInput;
      if (input.token !== undefined) return (await send(endpoint, input, endpoint.auth ? input.token : null)) as never;
      const session = options.session;
      if (!endpoint.auth || !session) return (await send(endpoint, input, null)) as never;
      // the session this call belongs to: what comes back after it changed is dropped
      const epoch = epochNow();
      const ours = <T>(answer: T): T => {
        if (epochNow() !== epoch) throw new SessionChangedError(endpoint.id);
        return answer;
      };
      const token = session.getToken();
      // no token: the session has ended (the screen being left still asks) or never began; the call is not sent
      if (token === null) throw new SessionChangedError(endpoint.id);
      try {
        return ours(await send(endpoint, input, token)) as never;
      } catch (e) {
        if (!isExpiredToken(e)) throw e;
        ours(null);
        // A call that went out with an older token while another caller of this session already refreshed just retries.
        const current = session.getToken();
        const outcome: Refreshed = current !== null && current !== token ? 'ok' : await refresh(epoch);
        // a failed refresh ended this very session: its callers hear why
        if (outcome === 'failed') throw e;
        // the refresh got no answer: the call fails as the network failed, and the session stays
        if (typeof outcome === 'object') throw outcome.unreachable;
        ours(null);
        return ours(await send(endpoint, input, session.getToken())) as never;
      }
    },
  };
}
