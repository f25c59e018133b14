import { useSyncExternalStore } from 'react';

/** The product's one breakpoint (770 px): below it the phone layout applies. */
export const MOBILE_QUERY = '(max-width: 769.98px)';

/** Whether a media query matches now (re-renders when it changes). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
