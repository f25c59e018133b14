import './app/buildEnv.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { routes } from './app/routes.ts';
import { appStore } from './shared/api/store.ts';
import { languageAtom } from './shared/session/atoms.ts';
import { loadCatalogue } from './app/i18n/catalogue.ts';
import { rememberStaticCopy } from './shared/ui/staticCopy.ts';

const container = document.getElementById('root')!;
const page = document.documentElement;

function render() {
  // A static copy that does not apply (the guard script of vite/prerender.ts marked it): out before the first render.
  if (page.getAttribute('data-static') === 'off') {
    container.replaceChildren();
    page.removeAttribute('data-static');
  }
  // what a visitor types into the static copy meanwhile is picked up by the screen's first render
  rememberStaticCopy(container);
  const root = createRoot(container);
  // a transition: React renders in slices and leaves the main thread to the visitor between them (a phone's long
  // task of the first render, the Total Blocking Time of /auth); what is shown meanwhile is the static copy
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Over a static copy of the screen (no hydration), its chunk comes first, so the first commit is the same screen
// and not the loading fallback: the page keeps its look and size while React takes over.
const screen = container.hasAttribute('data-static') ? routes.find((r) => r.path === location.pathname)?.screen : undefined;

// Russian ships with the app; a remembered English is fetched first, so the first paint is already in English.
Promise.all([loadCatalogue(appStore.get(languageAtom)), screen?.preload?.()]).then(render, render);
