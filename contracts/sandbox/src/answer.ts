import type { z } from 'zod/mini';

// Answers are built in the shape the contracts' response schemas accept, so a typecheck catches a field that is
// missing, misspelt or of the wrong type.

/** What a schema accepts: the shape an answer of that schema is built in. */
export type Accepts<S extends z.ZodMiniType> = z.input<S>;

/**
 * An answer with fields its contract does not define (the sandbox's own conveniences, e.g. the local payment page's
 * address); the contract's part stays checked against the schema.
 */
export function withExtras<A extends object>(answer: A, extras: Record<string, unknown>): A {
  return { ...answer, ...extras };
}
