import type { z } from 'zod/mini';

/** The message ids of a failed parse (empty when the value passes). */
export function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

/** The first message id at a path of a failed parse, or undefined. */
export function messageAt(schema: z.ZodMiniType, value: unknown, path: string): string | undefined {
  const r = schema.safeParse(value);
  if (r.success) return undefined;
  return r.error.issues.find((i) => i.path.join('.') === path)?.message;
}

/** 2 March 2026, noon local time: the fixed 'today' of the rule tests. */
export const TODAY = new Date(2026, 2, 2, 12, 0, 0);
