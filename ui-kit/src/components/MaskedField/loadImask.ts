import type { FactoryOpts, InputMask } from 'imask';

/** imask's factory: `IMask(input, options)`. */
export type IMaskFactory = (el: HTMLInputElement, options: FactoryOpts) => InputMask<FactoryOpts>;

/** `patterns`: enough for the named masks of masks.ts; `all`: any imask options. */
export type ImaskKind = 'patterns' | 'all';

const importers: Record<ImaskKind, () => Promise<{ default: unknown }>> = {
  patterns: () => import('./imaskPatterns.ts'),
  all: () => import('imask'),
};
const factories: Partial<Record<ImaskKind, IMaskFactory>> = {};
const loading: Partial<Record<ImaskKind, Promise<IMaskFactory>>> = {};

/** imask if it is already here (then a field masks at once), else undefined. All of imask serves any field. */
export function imaskIfLoaded(kind: ImaskKind = 'all'): IMaskFactory | undefined {
  return factories[kind] ?? factories.all;
}

/**
 * imask is its own chunk: a masked field asks for it when it is first focused or the browser is idle, and accepts
 * typing until it is here. Fetched once; a failure lets the next field try again.
 */
export function loadImask(kind: ImaskKind = 'all'): Promise<IMaskFactory> {
  const ready = imaskIfLoaded(kind);
  if (ready) return Promise.resolve(ready);
  loading[kind] ??= importers[kind]().then(
    (m) => (factories[kind] = m.default as IMaskFactory),
    (e: unknown) => {
      delete loading[kind];
      throw e;
    },
  );
  return loading[kind];
}

/**
 * Resolves once the masks asked for so far have applied to their fields, or their code failed: a submit that awaits it
 * checks what the mask shows, not the digits typed before it came.
 */
export function masksSettled(): Promise<void> {
  return Promise.allSettled(Object.values(loading)).then(() => undefined);
}
