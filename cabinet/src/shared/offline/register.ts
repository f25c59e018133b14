/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import type { AppStore } from '../api/store.ts';
import { updateReadyAtom } from './update.ts';

// ---------------------------------------------------------------------------------------------------------------
// Registers the service worker (vite/pwa.ts builds it), after the first screen: main.tsx imports this module when
// the page has loaded. A deploy puts a new worker in waiting; the shell then offers the reload (ShellNotices.tsx)
// and reloads by itself on the next change of screen. The worker is checked for an update every hour and whenever
// the tab comes back to the front, so a tab left open for days still learns of a deploy.
// ---------------------------------------------------------------------------------------------------------------

const HOUR = 60 * 60_000;

export function registerWorker(store: AppStore): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      store.set(updateReadyAtom, () => () => {
        // the new worker takes over, then the page loads again under it; also for a tab that was first controlled
        // by a claim (its first visit), where the library does not reload by itself
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        void update(true);
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, HOUR);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError() {
      // no worker (a private window, a browser or test that blocks it): the cabinet works as it did without one
    },
  });
}
