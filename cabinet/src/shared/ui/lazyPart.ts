import { useEffect, useState } from 'react';
import { whenIdle } from '@sb/ui-kit';
import type { LazyModule } from './lazyModule.ts';

// Apart from `lazyModule.ts`, which every way in loads: only a screen with such a part carries this.

/** A part of a screen drawn from a lazy module: the module once here, its failed fetch, and a fetch again. */
export interface LazyPart<M> {
  current: M | undefined;
  /** Why the last fetch failed (offline, a new build): the part shows it as the app shows a failed call. */
  error: unknown;
  /** Fetches the module again after a failure. */
  retry: () => void;
}

export interface LazyPartOptions {
  /**
   * When the first fetch starts: `idle` (the default) when the browser is idle after the render, for a part the
   * customer opens later; `now` with the part's first render, for a part shown at once (under its skeleton).
   */
  fetch?: 'idle' | 'now';
}

/**
 * As `useLazyModule`, for a part of the screen that cannot show without the module (a section's body): fetched
 * when the browser is idle (or with its first render), its failure is reported instead of leaving the part loading
 * for ever.
 */
export function useLazyPart<M>(module: LazyModule<M>, { fetch: first = 'idle' }: LazyPartOptions = {}): LazyPart<M> {
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
    // the first time when idle, as `useLazyModule`, unless the part is shown now; a retry at once (the customer asked)
    let cancel = () => undefined as void;
    if (attempt === 0 && first === 'idle') cancel = whenIdle(fetch);
    else fetch();
    return () => {
      live = false;
      cancel();
    };
  }, [module, here, attempt, first]);
  return {
    current: state.current ?? module.current,
    error: state.current ? undefined : state.error,
    retry: () => {
      setState({});
      setAttempt((n) => n + 1);
    },
  };
}
