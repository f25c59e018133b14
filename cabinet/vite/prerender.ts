import { inNodeAsFirstVisit, isCabinetBundle } from './firstVisitStorage.ts';
import type { Plugin, Rollup } from 'vite';
import type { FirstScriptApi } from './firstScript.ts';

/**
 * Runs in the built page's <head>, before the body is parsed. A visitor page is prerendered as a first visit in
 * Russian with nothing stored; with a session (the app redirects), a remembered language other than Russian, or a
 * remembered phone or registration step (the screen shows them), it does not apply: the page is marked, its root
 * hidden, and the app renders afresh instead of hydrating (`app/mount.tsx`). Until the app has hydrated the page, a
 * form sent is held (no reload with what was typed in the address) and marked; the hydrated app sends it.
 * Allowed by its hash in the CSP (cabinet/deploy/nginx.conf.template); scripts/size-check.mjs checks it.
 */
export const PRERENDER_SCRIPT =
  "var d=document.documentElement;try{var s=localStorage,g=function(k){return JSON.parse(s.getItem(k)||'null')},u=g('user');if((u&&u.token)||g('userPhone')||g('regToken')||(g('language')||'ru')!=='ru')d.setAttribute('data-static','off')}catch(e){}" +
  "document.addEventListener('submit',function(e){if(!d.hasAttribute('data-app')){e.preventDefault();e.target.setAttribute('data-held','')}},true);";
/** The last element of a prerendered page: the rendering waits for it (`<link rel=expect blocking=render>`). */
const STATIC_END = 'static-end';
const HIDE_STYLE = 'html[data-static=off] #root{visibility:hidden}';

/**
 * Paint before the script: each visitor page (`auth.html` for `/auth`, the list is src/prerender.tsx's
 * `visitorPaths`) is `index.html` with the screen rendered at build time (src/prerender.tsx, loaded in Node through
 * Vite's SSR) inside its `#root`, the styled-components styles in its head, and the guard script above. Its head
 * names its screen's code (`first.pageFor`, from the first script's table, which the page then does not carry). The
 * client hydrates it: React keeps the DOM, so what was typed stays and nothing shifts.
 */
export function prerenderPages({ cabinetDir, plugins, first }: { cabinetDir: string; plugins: Plugin[]; first: FirstScriptApi }): Plugin {
  return {
    name: 'sb-prerender',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const index = bundle['index.html'] as Rollup.OutputAsset | undefined;
        if (!index || !isCabinetBundle(bundle)) return;
        type Prerender = {
          prerenderPage: (path: string) => Promise<{ html: string; styles: string }>;
          visitorPaths: () => string[];
        };
        // the same component ids as the client build (vite/styledIds.ts)
        await inNodeAsFirstVisit(
          { cabinetDir, plugins, module: '/src/prerender.tsx' },
          async ({ prerenderPage, visitorPaths }: Prerender) => {
            for (const route of visitorPaths()) {
              // styled-components' own marks: the client takes these rules into its sheet (same ids) on its first render
              const { html, styles } = await prerenderPage(route);
              // the copy is painted whole or not at all: a first paint of half of it (the parser yields on a slow
              // phone) would show the footer, pushed to the bottom, growing upwards as its links arrive, a layout
              // shift before any script runs; `rel=expect` holds the rendering until the copy's end is parsed
              const source = first
                .pageFor(String(index.source), route)
                .replace(
                  '</head>',
                  `  <script>${PRERENDER_SCRIPT}</script>\n    <style>${HIDE_STYLE}</style>\n    ${styles}\n    <link rel="expect" href="#${STATIC_END}" blocking="render" />\n  </head>`,
                )
                .replace('<div id="root"></div>', `<div id="root" data-prerendered>${html}<span id="${STATIC_END}" hidden></span></div>`);
              // `/auth` is answered by `auth.html` (nginx `try_files $uri $uri.html`, as `vite preview` does)
              this.emitFile({ type: 'asset', fileName: `${route.slice(1)}.html`, source });
            }
          },
        );
      },
    },
  };
}
