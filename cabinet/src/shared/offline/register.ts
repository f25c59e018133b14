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
  let registration: ServiceWorkerRegistration | undefined;
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
    // the new worker takes over (it skips waiting on this message, vite/pwa.ts), then the page loads again under it
    sw.addEventListener('controllerchange', reload, { once: true });
    registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  const offer = () => store.set(updateReadyAtom, () => take);
  // another tab took the new version: this page stays as it is and offers the reload
  const tookElsewhere = () => {
    if (taking) return reload();
    takenElsewhere = true;
    offer();
  };
  let controlled = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    // the first control of a first visit (the worker claims its page) is no new version
    if (controlled) tookElsewhere();
    controlled = true;
  });
  // a new version is in when a worker is installed while this page has one; this tab's check or another's found it
  const watch = (worker: ServiceWorker | null) => {
    const installed = () => worker?.state === 'installed' && sw.controller && offer();
    worker?.addEventListener('statechange', installed);
    installed();
  };
  sw.register('/sw.js', { scope: '/' }).then(
    (found) => {
      // a browser that blocks workers (a test's) may answer nothing rather than fail
      if (!found) return;
      registration = found;
      watch(found.waiting);
      watch(found.installing);
      found.addEventListener('updatefound', () => watch(found.installing));
      const check = () => {
        if (navigator.onLine) void found.update().catch(() => undefined);
      };
      setInterval(check, HOUR);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    // no worker (a private window, a browser or test that blocks it, the dev server): the cabinet works without one
    () => undefined,
  );
}
