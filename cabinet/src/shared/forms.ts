import { useIntl } from 'react-intl';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { masksSettled } from '@sb/ui-kit';

/**
 * Forms over the contracts field rules. The rules' messages are i18n ids (`fieldRequired`, `symbolsMin`...);
 * this resolver keeps the id as the error's `message` and carries the bounds (`min`, `max`) and the rule's
 * params in `values`, so `useFieldError()` can say "At least 3 characters".
 *
 * ```tsx
 * const form = useForm<Values>({ resolver: zodFormResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange' });
 * const fieldError = useFieldError();
 * <TextField label=... error={fieldError(form.formState.errors.fio)} {...form.register('fio')} />
 * ```
 */
export interface RuleFieldError extends FieldError {
  values?: Record<string, string | number>;
}

function setIn(target: Record<string, unknown>, path: PropertyKey[], value: unknown) {
  let node = target;
  path.forEach((key, i) => {
    const k = String(key);
    if (i === path.length - 1) {
      if (node[k] === undefined) node[k] = value;
      return;
    }
    node[k] ??= {};
    node = node[k] as Record<string, unknown>;
  });
}

function valuesOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  const v: Record<string, string | number> = {};
  const i = issue as unknown as { minimum?: number | bigint; maximum?: number | bigint; params?: Record<string, unknown> };
  if (i.minimum !== undefined) v.min = Number(i.minimum);
  if (i.maximum !== undefined) v.max = Number(i.maximum);
  for (const [k, val] of Object.entries(i.params ?? {})) if (typeof val === 'string' || typeof val === 'number') v[k] = val;
  return v;
}

/**
 * A react-hook-form resolver for a zod schema whose messages are i18n ids. The first issue per field wins. It checks
 * the values once the masks asked for have applied: react-hook-form hands it its live values, which a mask arriving
 * meanwhile updates, so digits typed before the mask came are checked (and sent) as the mask shows them.
 */
export function zodFormResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return (async (values: unknown) => {
    await masksSettled();
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length ? issue.path : ['root'];
      setIn(errors, path, { type: issue.code, message: issue.message, values: valuesOf(issue) } satisfies RuleFieldError);
    }
    return { values: {}, errors: errors as FieldErrors };
  }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}

/** Translates a field error (its message is an i18n id) into the user's language; undefined when there is none. */
export function useFieldError() {
  const intl = useIntl();
  return (error: FieldError | RuleFieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    const id = error.message;
    const values = { min: 0, max: 0, ...((error as RuleFieldError).values ?? {}) };
    return intl.messages[id] !== undefined ? intl.formatMessage({ id }, values) : id;
  };
}
