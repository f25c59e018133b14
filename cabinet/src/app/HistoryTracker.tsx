import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useRouter } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { isLoggedInAtom } from '../shared/session/atoms.ts';
import { previousPathAtom } from './session/history.ts';
import { needsSession } from './routes.ts';

/** Where each history entry remembers the in-app page behind it (kept across reloads, read on back/forward). */
const BEHIND = 'sbBehind';

function behindIn(state: unknown): string | null | undefined {
  if (!state || typeof state !== 'object' || !(BEHIND in state)) return undefined;
  const value = (state as Record<string, unknown>)[BEHIND];
  return typeof value === 'string' ? value : null;
}

interface Trail {
  /** The path of the current history entry. */
  entry: string;
  /** The in-app page of the entry behind it (null: none, or not ours). */
  behind: string | null;
}

/**
 * Keeps `previousPathAtom`: the in-app page of the history entry behind the current one, where the back button
 * (history.back()) goes.
 * - A push puts the page being left behind the new one.
 * - A replace changes the current entry, not what is behind it: the guard's redirects, the search filters and the
 *   session end all replace, so a path the guard sent the visitor away from is never "previous" (a logged-out
 *   visitor opening /orders lands on /auth with nothing behind, not a back button out of the cabinet).
 * - Back and forward read what the entry remembered (written into history.state, so a reload keeps it too).
 * - A logged-out visitor is never offered a cabinet page: it would only bounce to /auth (after any session end).
 * Under an in-memory router (tests) there is no History API: every location change counts as a push.
 */
export function HistoryTracker() {
  const [location] = useLocation();
  const browser = useRouter().hook === useBrowserLocation;
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setPrevious = useSetAtom(previousPathAtom);
  const trail = useRef<Trail | null>(null);
  trail.current ??= { entry: location, behind: browser ? (behindIn(window.history.state) ?? null) : null };

  // registered before the screens' first effects run: the guard's redirect on the first page is a replace already
  useLayoutEffect(() => {
    if (!browser) return;
    const t = trail.current!;
    const onPush = () => {
      t.behind = t.entry;
      t.entry = window.location.pathname;
    };
    const onReplace = () => {
      t.entry = window.location.pathname;
    };
    const onPop = () => {
      t.entry = window.location.pathname;
      t.behind = behindIn(window.history.state) ?? null;
    };
    window.addEventListener('pushState', onPush);
    window.addEventListener('replaceState', onReplace);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('pushState', onPush);
      window.removeEventListener('replaceState', onReplace);
      window.removeEventListener('popstate', onPop);
    };
  }, [browser]);

  useEffect(() => {
    const t = trail.current!;
    if (!browser && location !== t.entry) {
      t.behind = t.entry;
      t.entry = location;
    }
    setPrevious(t.behind !== null && (loggedIn || !needsSession(t.behind)) ? t.behind : null);
    if (browser && behindIn(window.history.state) !== t.behind) {
      const state: unknown = window.history.state;
      window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [BEHIND]: t.behind }, '');
    }
  }, [browser, location, loggedIn, setPrevious]);

  return null;
}
