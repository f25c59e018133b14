import crypto from 'node:crypto';
import { createServer, type Plugin, type Rollup } from 'vite';

/**
 * Runs in the built page's <head>, before the body is parsed: the static copy of a page applies to a first visit
 * in Russian without a session. With English remembered, or a session (the app will redirect), it must not show
 * even for a frame: the page is marked and its root hidden until `main.tsx` empties it and renders. A submit of the
 * copy's form is held for the app (the screen sends it once it has taken over).
 * Allowed by its hash in the CSP (cabinet/deploy/nginx.conf.template); `prerenderScriptHash` gives it.
 */
export const PRERENDER_SCRIPT =
  "try{var s=localStorage,u=JSON.parse(s.getItem('user')||'null'),l=JSON.parse(s.getItem('language')||'null');if((u&&u.token)||l==='en')document.documentElement.setAttribute('data-static','off')}catch(e){}" +
  // a static form is never sent by the browser (a reload that would lose what was typed): it is marked as sent,
  // and the app's screen sends it when it takes over (shared/ui/staticCopy.ts)
  "document.addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('data-static-form')){e.preventDefault();f.setAttribute('data-submitted','')}},true);";
/** The last element of a static copy: the rendering waits for it (`<link rel=expect blocking=render>`). */
const STATIC_END = 'static-end';
const HIDE_STYLE = 'html[data-static=off] #root{visibility:hidden}';

const storageNames = ['localStorage', 'sessionStorage'];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** The CSP source of the inline script (`'sha256-...'`). */
export function prerenderScriptHash(): string {
  return `'sha256-${crypto.createHash('sha256').update(PRERENDER_SCRIPT).digest('base64')}'`;
}

/**
 * Paint before the script: each page of `routes` (`auth.html` for `/auth`) is `index.html` with the screen
 * rendered at build time (src/prerender.tsx, loaded in Node through Vite's SSR) inside its `#root`, the
 * styled-components styles in its head, and the guard script above. The client renders over it (no hydration):
 * same look, same size, so nothing shifts and the largest paint is the static one.
 */
export function prerenderPages({ cabinetDir, routes }: { cabinetDir: string; routes: string[] }): Plugin {
  return {
    name: 'sb-prerender',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const index = bundle['index.html'] as Rollup.OutputAsset | undefined;
        // another app built with this config (the bare one) has no routes of ours
        if (!index || !Object.keys(bundle).some((f) => f.includes('Screens-'))) return;
        const server = await createServer({
          root: cabinetDir,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          // bundled, not required: its CommonJS build does not give ES modules its default export (styled.span)
          ssr: { noExternal: ['styled-components'] },
          define: { 'import.meta.env.APP_ENV': JSON.stringify(process.env.APP_ENV ?? 'local') },
        });
        // a first visit: empty storage (the session and history modules read it when they load)
        const globals = globalThis as Record<string, unknown>;
        const saved = storageNames.map((n) => [n, Object.getOwnPropertyDescriptor(globals, n)] as const);
        for (const n of storageNames) Object.defineProperty(globals, n, { value: memoryStorage(), configurable: true, writable: true });
        try {
          const { prerenderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
            prerenderPage: (path: string) => Promise<{ html: string; styles: string }>;
          };
          for (const route of routes) {
            const rendered = await prerenderPage(route);
            // not styled-components' own marks: the client would take these rules into its sheet under the ids of
            // this render, which its own components reuse with other styles; they stay as a plain sheet
            const styles = rendered.styles.replace(/<style[^>]*>/g, '<style data-static-styles>');
            const html = rendered.html.replaceAll('<form', '<form data-static-form');
            // the copy is painted whole or not at all: a first paint of half of it (the parser yields on a slow
            // phone) would show the footer, pushed to the bottom, growing upwards as its links arrive, a layout
            // shift before any script runs; `rel=expect` holds the rendering until the copy's end is parsed
            const source = String(index.source)
              .replace(
                '</head>',
                `  <script>${PRERENDER_SCRIPT}</script>\n    <style>${HIDE_STYLE}</style>\n    ${styles}\n    <link rel="expect" href="#${STATIC_END}" blocking="render" />\n  </head>`,
              )
              .replace('<div id="root"></div>', `<div id="root" data-static>${html}<span id="${STATIC_END}" hidden></span></div>`);
            // `/auth` is answered by `auth.html` (nginx `try_files $uri $uri.html`, as `vite preview` does)
            this.emitFile({ type: 'asset', fileName: `${route.slice(1)}.html`, source });
          }
        } finally {
          for (const [n, d] of saved) {
            if (d) Object.defineProperty(globals, n, d);
            else delete globals[n];
          }
          await server.close();
        }
      },
    },
  };
}
