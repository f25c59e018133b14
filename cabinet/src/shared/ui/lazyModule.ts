import { useEffect, useState } from 'react';
import { whenIdle } from '@sb/ui-kit';

/** Code a screen needs only for the customer's next step (a form's checks and its call), fetched apart from it. */
export interface LazyModule<M> {
  /** Fetches the module (once; a failed fetch is tried again on the next call). */
  load: () => Promise<M>;
  /** The module once it is here. */
  readonly current: M | undefined;
}

export function lazyModule<M>(fetchModule: () => Promise<M>): LazyModule<M> {
  let current: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= fetchModule().then(
        (m) => (current = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get current() {
      return current;
    },
  };
}

/**
 * The module, fetched when the browser is idle after the screen's first render (or sooner through `load`); the
 * screen renders again when it arrives. Until then the screen shows and takes input without it.
 */
export function useLazyModule<M>(module: LazyModule<M>): M | undefined {
  const [current, setCurrent] = useState(module.current);
  useEffect(() => {
    if (current) return undefined;
    let live = true;
    const cancel = whenIdle(() => {
      module.load().then(
        (m) => live && setCurrent(() => m),
        () => undefined, // offline: the step that needs it fetches it again
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [module, current]);
  return current ?? module.current;
}
