import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { App } from './app/App.tsx';
import { createAppStore } from './shared/api/store.ts';
import { matchPath, routes } from './app/routes.ts';
import { loadTexts } from './app/i18n/catalogue.ts';
import { languageAtom, type Language } from './shared/session/atoms.ts';

/** The visitor pages: every public route of a fixed path (what a first visit without a session can open). */
export const visitorPaths = (): string[] => routes.filter((r) => r.access === 'public' && !r.path.includes(':')).map((r) => r.path);

/** The page's copies: Russian as a first visit has it, and those a remembered language or phone needs. */
export type Copies = { ru: string; 'ru-phone': string | null; en: string; 'en-phone': string | null };

/**
 * Build time only (cabinet/vite/prerender.ts loads this in Node): a visitor page as static HTML with the
 * styled-components styles it uses, so a phone paints the screen before the script runs. Russian with nothing stored
 * (a first visit), and English; each once more with `phone` remembered (a placeholder the page's guard script puts the
 * visitor's own phone in), kept only where the screen shows it. One sheet holds the styles of all. The client hydrates
 * the copy that applies (`app/mount.tsx`); the components' ids are stable across the renders (vite/styledIds.ts).
 */
export async function prerenderPage(path: string, phone: string): Promise<{ copies: Copies; styles: string }> {
  // the screen's chunk (and its texts) first: the render then has it, as the browser's hydration does
  await matchPath(path).route.screen.preload();
  const sheet = new ServerStyleSheet();
  // what a visit has stored (atomWithStorage's JSON), read by the new store's atoms
  const render = async (stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value));
    try {
      const store = createAppStore();
      // the language atom took what was stored when its module loaded (a first visit's nothing): told here
      if (stored.language) store.set(languageAtom, stored.language as Language);
      const { prelude } = await prerenderToNodeStream(
        sheet.collectStyles(
          <Router hook={() => [path, () => undefined]} searchHook={() => ''}>
            <App store={store} />
          </Router>,
        ),
      );
      const parts: Buffer[] = [];
      for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
      return Buffer.concat(parts).toString('utf8');
    } finally {
      for (const key of Object.keys(stored)) localStorage.removeItem(key);
    }
  };
  try {
    const ru = await render({});
    const ruPhone = await render({ userPhone: phone });
    // the English of every part the Russian renders used (the shell's, the screen's, any other they showed)
    await loadTexts('en');
    const en = await render({ language: 'en' });
    if (en === ru) throw new Error(`${path}: its English copy came out in Russian`);
    const enPhone = await render({ language: 'en', userPhone: phone });
    return {
      copies: { ru, 'ru-phone': ruPhone === ru ? null : ruPhone, en, 'en-phone': enPhone === en ? null : enPhone },
      styles: sheet.getStyleTags(),
    };
  } finally {
    sheet.seal();
  }
}
