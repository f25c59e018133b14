import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { App } from './app/App.tsx';
import { createAppStore } from './shared/api/store.ts';
import { matchPath, routes } from './app/routes.ts';

/** The visitor pages: every public route of a fixed path (what a first visit without a session can open). */
export const visitorPaths = (): string[] => routes.filter((r) => r.access === 'public' && !r.path.includes(':')).map((r) => r.path);

/**
 * Build time only (cabinet/vite/prerender.ts loads this in Node): a visitor page as static HTML with the
 * styled-components styles it uses, so a phone paints the screen before the script runs. Russian, no session: what a
 * first visit shows; and, when the screen shows a remembered phone, once more with `phone` remembered (a placeholder
 * the page's guard script puts the visitor's own phone in). One sheet holds the styles of both. The client hydrates
 * the copy that applies (`app/mount.tsx`); the components' ids are stable across the renders (vite/styledIds.ts).
 */
export async function prerenderPage(path: string, phone: string): Promise<{ html: string; withPhone: string | null; styles: string }> {
  // the screen's chunk (and its texts) first: the render then has it, as the browser's hydration does
  await matchPath(path).route.screen.preload();
  const sheet = new ServerStyleSheet();
  const render = async () => {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <Router hook={() => [path, () => undefined]} searchHook={() => ''}>
          <App store={createAppStore()} />
        </Router>,
      ),
    );
    const parts: Buffer[] = [];
    for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
    return Buffer.concat(parts).toString('utf8');
  };
  try {
    const html = await render();
    // the phone as a login leaves it (atomWithStorage's JSON), read by the new store's atoms
    localStorage.setItem('userPhone', JSON.stringify(phone));
    let withPhone: string | null;
    try {
      withPhone = await render();
    } finally {
      localStorage.removeItem('userPhone');
    }
    return { html, withPhone: withPhone === html ? null : withPhone, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
