import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod/mini';
import type { Endpoint, cabinet, general } from '@sb/contracts';
import type { CustomerRow, Sandbox } from '../context.ts';
import type { Accepts } from '../answer.ts';

// A handler of one endpoint, typed from the endpoint's schemas: it receives what the router parsed with them (the
// schemas' output) and answers what the endpoint's response schema accepts (its input). A handler that answers the
// wrong shape, or reads a field its request does not have, fails the typecheck.

/** The endpoint modules of the two APIs; an endpoint's id is `<api>.<export name>` (a test holds every id to it). */
interface Apis {
  cabinet: typeof cabinet;
  general: typeof general;
}

/** Every endpoint id of both APIs, e.g. `cabinet.auth`, `general.placesList`. */
export type EndpointId = { [A in keyof Apis]: `${A}.${keyof Apis[A] & string}` }[keyof Apis];

/** The endpoint definition of an id. */
export type EndpointOf<Id extends EndpointId> = Id extends `${infer A extends keyof Apis}.${infer N}`
  ? N extends keyof Apis[A]
    ? Apis[A][N]
    : never
  : never;

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : never;
type Accepted<S> = S extends z.ZodMiniType ? Accepts<S> : never;

/** What a handler of endpoint E is called with. */
export interface Call<E> {
  sb: Sandbox;
  /** The body as the endpoint's body schema parsed it. */
  body: E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? Parsed<B> : never;
  /** The path parameters as the endpoint's params schema parsed them. */
  params: E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? Parsed<P> : never;
  /** The query as the endpoint's query schema parsed it. */
  query: E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? Parsed<Q> : never;
  /** The customer behind the `X-SB-API-KEY` token: always there for an endpoint with `auth`, else when sent and valid. */
  customer: CustomerRow | null;
  headers: IncomingHttpHeaders;
}

/** What a handler of endpoint E answers with a 200: whatever the endpoint's response schema accepts. */
export type Answer<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? Accepted<R> : never;

export type EndpointHandler<E> = (call: Call<E>) => Answer<E>;

/** One handler for every endpoint of both APIs, by endpoint id. */
export type HandlerTable = { [Id in EndpointId]: EndpointHandler<EndpointOf<Id>> };

/** A part of the table (one concern's handlers); `satisfies HandlerGroup` types each handler from its key. */
export type HandlerGroup = Partial<HandlerTable>;
