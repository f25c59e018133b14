import { useState, type FormEvent } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { LazyModule } from './ui/lazyModule.ts';
import { zodFormResolver } from './forms.ts';

// Forms whose rules come in their own chunk (the ways in): apart from `forms.ts`, which every form loads.

/**
 * `zodFormResolver` over rules that come in their own chunk (`lazyModule`, fetched when the browser is idle): each
 * validation waits for the module, so the first submit fetches it when the browser has not been idle yet. A
 * module that fails to load rejects the submit (`form.handleSubmit(onValid)(event)` rejects with its error), and
 * the form shows that error as it shows a failed call; what was typed stays.
 */
export function lazyFormResolver<M, S extends z.ZodMiniType<FieldValues, FieldValues>>(
  module: LazyModule<M>,
  schemaOf: (m: M) => S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolve: Resolver<z.input<S>, unknown, z.output<S>> | undefined;
  return async (values, context, options) => {
    resolve ??= zodFormResolver(schemaOf(module.current ?? (await module.load())));
    return resolve(values, context, options);
  };
}

/**
 * The submit of a form over `lazyFormResolver`: `onSubmit={submit(form.handleSubmit(onValid))}`. `error` is the
 * rules' failed fetch, for the form to show as it shows a failed call; the next submit clears it.
 */
export function useLazyRulesSubmit() {
  const [error, setError] = useState<unknown>(null);
  const submit = (handle: (event: FormEvent) => Promise<unknown>) => (event: FormEvent) => {
    setError(null);
    handle(event).catch(setError);
  };
  return { submit, error };
}
