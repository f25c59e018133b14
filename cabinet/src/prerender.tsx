import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { App } from './app/App.tsx';
import { createAppStore } from './shared/api/store.ts';
import { matchPath } from './app/routes.ts';

/**
 * Build time only (cabinet/vite/prerender.ts loads this in Node): the public auth screen as static HTML with the
 * styled-components styles it uses, so a phone paints the login form before the script runs. Russian, no session:
 * what a first visit shows. The client does not hydrate it (styled-components' class names differ between this
 * render and the split client bundle): `main.tsx` renders over it with the same look and size.
 */
export async function prerenderPage(path: string): Promise<{ html: string; styles: string }> {
  // the screen's chunk (and its texts) first: the render then has it, as the browser's first render over the copy
  await matchPath(path).route.screen.preload();
  const sheet = new ServerStyleSheet();
  try {
    const store = createAppStore();
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <Router hook={() => [path, () => undefined]} searchHook={() => ''}>
          <App store={store} />
        </Router>,
      ),
    );
    const parts: Buffer[] = [];
    for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
    return { html: Buffer.concat(parts).toString('utf8'), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
