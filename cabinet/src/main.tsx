import './app/buildEnv.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { appStore } from './shared/api/store.ts';
import { languageAtom } from './shared/session/atoms.ts';
import { loadCatalogue } from './app/i18n/catalogue.ts';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Russian ships with the app; a remembered English is fetched first, so the first paint is already in English.
loadCatalogue(appStore.get(languageAtom)).then(render, render);
