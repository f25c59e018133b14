import type { z } from 'zod/mini';

/** The two backends the cabinet talks to. */
export type ApiName = 'cabinet' | 'general';
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * One call of the specification: where it goes, whether it needs the session token, and the zod schemas of
 * what is sent and what comes back. The client, the Pact tests and the sandbox all read the same definition.
 */
export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable id used in logs, errors and the pact descriptions, e.g. `cabinet.checkPhone`. */
  readonly id: string;
  readonly api: ApiName;
  readonly method: HttpMethod;
  /** Path template with `{name}` placeholders, exactly as the spec writes it. */
  readonly path: string;
  /** Sends `X-SB-API-KEY` when true. */
  readonly auth: boolean;
  /** Path parameters (the `{name}` parts). */
  readonly params?: P;
  /** Query string parameters. */
  readonly query?: Q;
  /** JSON body. */
  readonly body?: B;
  /** JSON answer of a 200. */
  readonly response: R;
  /** A header with a fixed private key: never called from a browser bundle. */
  readonly serverOnly?: boolean;
}

/** Pure: a definition nobody imports is dropped from the bundle with its schemas. */
// @__NO_SIDE_EFFECTS__
export function defineEndpoint<
  P extends z.ZodMiniType = z.ZodMiniType<Record<string, never>>,
  Q extends z.ZodMiniType = z.ZodMiniType<Record<string, never>>,
  B extends z.ZodMiniType = z.ZodMiniType<undefined>,
  R extends z.ZodMiniType = z.ZodMiniType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return Object.freeze(endpoint);
}

export type EndpointParams<E> = E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<P> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type EndpointResponse<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** Fills `{name}` placeholders; every value is URI-encoded. */
export function buildPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Turns a template into a matcher for the sandbox router: `/api/v1/orders/{status}/orders-list`. */
export function matchPath(template: string, actual: string): Record<string, string> | null {
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, n: string) => {
    names.push(n);
    return '([^/]+)';
  });
  const m = new RegExp(`^${source}/?$`).exec(actual);
  if (!m) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
}
