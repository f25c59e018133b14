import './app/buildEnv.ts';
import { first, firstCalls } from './app/start.ts';
import { StrictMode } from 'react';
import { App } from './app/App.tsx';
import { appStore } from './shared/api/store.ts';
import { languageAtom } from './shared/session/atoms.ts';
import { loadTexts } from './app/i18n/catalogue.ts';
import { mountApp } from './app/mount.tsx';
import { loader } from './shared/ui/lazyPart.tsx';
import { whenIdle } from '@sb/ui-kit';

const container = document.getElementById('root')!;
/** How long after the navigation the first render waits for the screen's first calls (ms). */
const WHOLE_BY = 1500;
const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, Math.max(0, ms)));

// A chunk that fails to load shows its failure in place with a Retry (shared/ui/lazyPart.tsx). When the server no
// longer has it, a new build was deployed under this tab: the tab reloads once onto it (forms keep their drafts).
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
      location.reload();
    },
    () => undefined,
  );
});

function render() {
  performance.mark('sb:render'); // the bench's first render: from here to the content
  // a prerendered visitor page is hydrated (what was typed stays), any other renders afresh (app/mount.tsx); what it
  // shows is all here (below), so the first commit is the screen whole
  mountApp(
    container,
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// One rule for every first render: it waits for the texts (a remembered English first), the screen's code and, up to
// WHOLE_BY after the navigation, the screen's first calls (asked for by the page's first script and app/start.ts, so
// usually here by then), and renders once: the screen with its content, not the header, then the screen's places,
// then its content (a layout shift each, and more renders on a phone's busy main thread). A chunk that fails renders
// all the same, its failure and Retry in its place; calls slower than that paint the screen's places.
const calls = navigator.onLine ? Promise.race([firstCalls, delay(WHOLE_BY - performance.now())]) : undefined;
Promise.all([loadTexts(appStore.get(languageAtom)), first.route.screen.preload(), calls]).then(render, render);

// The service worker (it precaches the build for the next visit and offline), registered once the page has loaded,
// the first screen's code is here and the browser is idle: its module and the precache behind it never take a slow
// phone's connections from the screen's own code and calls. A build has one; the dev server does not.
const worker = loader(() => import('./shared/offline/register.ts'));
const registerWorker = () =>
  void worker.load().then(
    (m) => m.registerWorker(appStore),
    () => undefined,
  );
const afterLoad = () => void first.route.screen.preload().then(() => whenIdle(registerWorker));
// a prerendered page asks for the entry after its first paint: the page may have loaded by the time it runs
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
// the bench's entry evaluation: from the entry's arrival to here
performance.mark('sb:entry-run');
