/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import type { AppStore } from '../api/store.ts';
import { updateReadyAtom } from './update.ts';

// ---------------------------------------------------------------------------------------------------------------
// Registers the service worker (vite/pwa.ts builds it), after the first screen: main.tsx imports this module when
// the page has loaded. A deploy puts a new worker in waiting; the shell then offers the reload (ShellNotices.tsx),
// which also happens by itself when nothing can be lost. Taking it reloads only the tab that took it: the customer's
// other tabs, now under the new worker, keep their page (what is typed, a flow in progress) and offer the reload in
// turn. The worker is checked for an update every hour and whenever the tab comes back to the front, so a tab left
// open for days still learns of a deploy.
// ---------------------------------------------------------------------------------------------------------------

const HOUR = 60 * 60_000;

export function registerWorker(store: AppStore): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  let taking = false;
  let takenElsewhere = false;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    // what is typed comes back after the load: the forms keep drafts (shared/forms/draft.ts)
    window.location.reload();
  };
  const take = () => {
    if (takenElsewhere) return reload();
    taking = true;
    // the new worker takes over, then the page loads again under it; also for a tab that was first controlled by a
    // claim (its first visit), where the library does not reload by itself
    sw.addEventListener('controllerchange', reload, { once: true });
    void update(true);
  };
  // another tab took the new version: this page stays as it is and offers the reload
  const tookElsewhere = () => {
    if (taking) return reload();
    takenElsewhere = true;
    store.set(updateReadyAtom, () => take);
  };
  let controlled = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    // the first control of a first visit (a claim) is no new version
    if (controlled) tookElsewhere();
    controlled = true;
  });
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      store.set(updateReadyAtom, () => take);
    },
    // the library reloads every tab that saw the waiting worker when one of them takes it: only the taker does
    onNeedReload: tookElsewhere,
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
