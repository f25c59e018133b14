import type { z } from 'zod/mini';
import { HttpError } from './http.ts';

/**
 * Applies one of the contracts' field rules (contracts/src/rules, the same zod schemas the cabinet's forms use)
 * and refuses with 400 VALIDATION_ERROR naming the field and the rule's message id.
 */
export function applyRule<T>(schema: z.ZodMiniType<T>, value: unknown, field: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = [field, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  throw new HttpError(400, `${where}: ${issue?.message ?? 'invalid'}`, {
    errorCode: 'VALIDATION_ERROR',
    extra: { field: where, rule: issue?.message ?? null },
  });
}
