import { useEffect, useState } from 'react';
import type { LazyModule } from '../../../shared/ui/lazyModule.ts';

/**
 * A part of the screen's code fetched apart from it, from the first render that needs it on (at once, not when
 * idle): the module once here, the failure of the last fetch, and a retry that fetches it again.
 */
export function useLoaded<M>(module: LazyModule<M>): { loaded: M | undefined; failure: unknown; retry: () => void } {
  const [loaded, setLoaded] = useState(() => module.current);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    module.load().then(
      (m) => live && setLoaded(() => m),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [module, loaded, attempt]);
  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };
  return { loaded, failure, retry };
}
