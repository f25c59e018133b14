import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_PX } from './tokens.ts';

/** The query behind `media.mobile`, for code that must decide in script (which tab set to render, say). */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINT_PX - 0.02}px)`;

/** Whether a media query matches now; re-renders when that changes. False where there is no `matchMedia`. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Below the product's one breakpoint (770 px): the phone layout. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
