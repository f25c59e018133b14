/** What went wrong with a call, in terms a screen can act on. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed' | 'contract';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  endpoint: string;
  status?: number;
  /** `error_code` (string) or `code` (number or string) of the answer, as sent. */
  code?: string;
  message?: string;
  /** For contract errors: the dotted path of the field that broke the schema. */
  fieldPath?: string;
  /** The parsed answer body, when there was one (never logged with the token). */
  body?: unknown;
  /** Seconds to wait before trying again (`Retry-After` of a 429 or 503, in seconds or as a date). */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldPath: string | undefined;
  readonly body: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(
      init.kind === 'contract'
        ? `${init.endpoint}: the answer breaks its schema at ${init.fieldPath ?? '(root)'}${init.message ? `: ${init.message}` : ''}`
        : `${init.endpoint}: ${init.kind}${init.status ? ` ${init.status}` : ''}${init.code ? ` ${init.code}` : ''}${init.message ? ` ${init.message}` : ''}`,
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.message;
    this.fieldPath = init.fieldPath;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** `Retry-After` in seconds: a number of seconds, or an HTTP date from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The expired-token text the backends put at the start of their message. */
export const EXPIRED_TOKEN_PREFIX = 'token is expired';

export function isExpiredToken(e: unknown): boolean {
  return isApiError(e) && (e.status === 401 || (e.serverMessage ?? '').toLowerCase().startsWith(EXPIRED_TOKEN_PREFIX));
}

/** Reads `error_code` / `code` / `message` out of any error body the backends send. */
export function readErrorBody(body: unknown): { code?: string; message?: string } {
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const raw = b.error_code ?? b.code;
  const code = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  const msg = typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : undefined;
  return { ...(code !== undefined ? { code } : {}), ...(msg !== undefined ? { message: msg } : {}) };
}
