import type { FactoryOpts, InputMask } from 'imask';

/** imask's factory: `IMask(input, options)`. */
export type IMaskFactory = (el: HTMLInputElement, options: FactoryOpts) => InputMask<FactoryOpts>;

let factory: IMaskFactory | undefined;
let loading: Promise<IMaskFactory> | undefined;

/** imask if it is already here (then a field masks at once), else undefined. */
export function imaskIfLoaded(): IMaskFactory | undefined {
  return factory;
}

/**
 * imask (about 16 kB gzip) is its own chunk: a masked field asks for it when it is first focused or the browser is
 * idle, and accepts typing until it is here. Fetched once; a failure lets the next field try again.
 */
export function loadImask(): Promise<IMaskFactory> {
  loading ??= import('imask').then(
    (m) => (factory = m.default as unknown as IMaskFactory),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}
