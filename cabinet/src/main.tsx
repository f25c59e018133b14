import './app/buildEnv.ts';
import { first, firstCalls } from './app/start.ts';
import { StrictMode } from 'react';
import { App } from './app/App.tsx';
import { appStore } from './shared/api/store.ts';
import { isLoggedInAtom, languageAtom } from './shared/session/atoms.ts';
import { loadTexts } from './app/i18n/catalogue.ts';
import { keepTyped, restoreTyped } from './shared/ui/keepTyped.ts';
import { mountApp, prerendered } from './app/mount.tsx';
import { loader } from './shared/ui/lazyPart.tsx';
import { whenIdle } from '@sb/ui-kit';

const container = document.getElementById('root')!;
/** How long after the navigation a worker-served visit's first render waits for the screen's calls (ms). */
const WHOLE_BY = 800;
const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, Math.max(0, ms)));

// A chunk that fails to load shows its failure in place with a Retry (shared/ui/lazyPart.tsx). When the server no
// longer has it, a new build was deployed under this tab: the tab reloads once onto it, with what was typed kept.
const RELOADED = 'sb.reloadedForBuild';
window.addEventListener('vite:preloadError', (event) => {
  const url = /https?:\/\/\S+?\.(?:js|css)\b/.exec(String((event as Event & { payload?: unknown }).payload))?.[0];
  if (!url) return;
  // a static file of the build, not a backend call: is it still on the server?
  // eslint-disable-next-line no-restricted-globals
  fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => {
      if (answer.status !== 404 && answer.status !== 410) return; // offline or a hiccup: the Retry in place serves
      if (Date.now() - Number(sessionStorage.getItem(RELOADED) ?? 0) < 30_000) return; // once
      sessionStorage.setItem(RELOADED, String(Date.now()));
      keepTyped();
      location.reload();
    },
    () => undefined,
  );
});

function render() {
  restoreTyped(container);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A visitor's screen (a way in, the public support page), prerendered or not: a transition, React renders in
  // slices and leaves the main thread to the visitor between them (a phone's long task of the first render, the
  // Total Blocking Time of /auth); its code is already here (below), so the first commit is the screen whole. A
  // stored session's screen at once: a transition would keep the frame uncommitted while the screen's code and data
  // arrive (each arrival restarting it), a white page until the content; rendered now, the header and the screen's
  // place paint first (on a worker-served visit, the screen whole when its calls came in time: below).
  mountApp(container, app, prerendered(container) || !appStore.get(isLoggedInAtom));
}

// The first screen's code and data were asked for by app/start.ts, before React renders. A visitor's screen (over
// its static copy or not) waits for its chunk, so the first commit is the screen and not its loading place: a place
// the screen then replaced pushed the footer down under the reader (a layout shift of 0.2-0.37 whenever the chunk came
// after the shell). A chunk that fails renders all the same, its failure and Retry in its place. A remembered English
// is fetched first: the first paint is in it.
const visitorScreen = prerendered(container) || (!appStore.get(isLoggedInAtom) && first.route.access !== 'cabinet');
// A stored session's visit whose code the service worker serves (a second visit): the code is on the phone, so the
// first render also waits for the screen's chunk and, online and up to WHOLE_BY after the navigation, for its calls.
// The screen then paints once, whole, instead of the header, then the screen's loading places, then its content (two
// more renders and layouts on a phone's busy main thread). Calls slower than that paint the shell and the places.
const served = !visitorScreen && appStore.get(isLoggedInAtom) && Boolean(navigator.serviceWorker?.controller);
const screen = visitorScreen || served ? first.route.screen.preload() : undefined;
const calls = served && navigator.onLine ? Promise.race([firstCalls, delay(WHOLE_BY - performance.now())]) : undefined;
Promise.all([loadTexts(appStore.get(languageAtom)), screen, calls]).then(render, render);

// The service worker (it precaches the build for the next visit and offline), registered once the page has loaded,
// the first screen's code is here and the browser is idle: its module and the precache behind it never take a slow
// phone's connections from the screen's own code and calls.
const worker = loader(() => import('./shared/offline/register.ts'));
const registerWorker = () =>
  void worker.load().then(
    (m) => m.registerWorker(appStore),
    () => undefined,
  );
window.addEventListener('load', () => void first.route.screen.preload().then(() => whenIdle(registerWorker)), { once: true });
