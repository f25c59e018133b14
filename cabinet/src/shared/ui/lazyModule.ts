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

/** A part of a screen drawn from a lazy module: the module once here, its failed fetch, and a fetch again. */
export interface LazyPart<M> {
  current: M | undefined;
  /** Why the last fetch failed (offline, a new build): the part shows it as the app shows a failed call. */
  error: unknown;
  /** Fetches the module again after a failure. */
  retry: () => void;
}

/**
 * As `useLazyModule`, for a part of the screen that cannot show without the module (a section's body): fetched
 * when the browser is idle, its failure is reported instead of leaving the part loading for ever.
 */
export function useLazyPart<M>(module: LazyModule<M>): LazyPart<M> {
  const [state, setState] = useState<{ current?: M; error?: unknown }>(() => ({ current: module.current }));
  const [attempt, setAttempt] = useState(0);
  const here = Boolean(state.current);
  useEffect(() => {
    if (here) return undefined;
    let live = true;
    const fetch = () =>
      void module.load().then(
        (m) => live && setState({ current: m }),
        (error: unknown) => live && setState({ error }),
      );
    // the first time when idle, as `useLazyModule`; a retry at once (the customer asked)
    let cancel = () => undefined as void;
    if (attempt === 0) cancel = whenIdle(fetch);
    else fetch();
    return () => {
      live = false;
      cancel();
    };
  }, [module, here, attempt]);
  return {
    current: state.current ?? module.current,
    error: state.current ? undefined : state.error,
    retry: () => {
      setState({});
      setAttempt((n) => n + 1);
    },
  };
}
