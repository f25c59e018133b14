import { inNodeAsFirstVisit, isCabinetBundle } from './firstVisitStorage.ts';
import type { Plugin, Rollup } from 'vite';
import type { FirstScriptApi } from './firstScript.ts';
import type { Copies } from '../src/prerender.tsx';

/** The last element of a prerendered page: the rendering waits for it (`<link rel=expect blocking=render>`). */
const STATIC_END = 'static-end';
/** The phone a page's phone copies are rendered with; the guard script puts the visitor's own in its place. */
const PHONE = '70000000000';
const PHONE_SHOWN = '+7 (000) 000-00-00';
/** A page's other copies (`<template id="sb-copy-en">`, before `#root`), named on `<html data-copies>`. */
const COPY = 'sb-copy-';

/**
 * Runs in the built page's <head>, before the body is parsed. A visitor page is prerendered as a first visit in
 * Russian with nothing stored, and carries the copies a remembered language or phone needs (src/prerender.tsx): English,
 * and, where the screen shows the phone, each with a placeholder phone. With a session (the app redirects) or a
 * registration step, or a language it has no copy of, the page is marked, its root hidden, and the app renders afresh
 * instead of hydrating (`app/mount.tsx`). Otherwise, once the first copy's end is parsed and before the first paint (a
 * mutation observer's callback runs before the rendering), the root takes the copy that applies, the visitor's phone in
 * place of the placeholder in its text and attributes, through the DOM (no markup is made from what was stored; a
 * phone that is not 11 digits marks the page instead), and the app hydrates it. Until the app starts hydrating the page
 * (`data-hydrating`: from then on React hydrates at once what is pressed or typed and hands it the event), what the
 * visitor does that the page cannot do without it is held in order: a form sent and a button pressed (a tab, the
 * password shown). Once the app has hydrated (`data-app`, app/mount.tsx) and its screens' mount effects (a form
 * library's registration) have settled, the script does them again, through the screen's own handlers: a button as a
 * press makes it (a Radix tab is chosen on the mouse's press, a button on the click), a form sent. No form is sent by
 * the browser before (no reload with what was typed in the address). Allowed by its
 * hash in the CSP (cabinet/deploy/nginx.conf.template); scripts/size-check.mjs checks it.
 */
export const PRERENDER_SCRIPT =
  "var d=document.documentElement;try{var s=localStorage,g=function(k){return JSON.parse(s.getItem(k)||'null')},u=g('user'),p=g('userPhone')," +
  "l=g('language')||'ru',c=' '+(d.getAttribute('data-copies')||'')+' ',h=function(k){return c.indexOf(' '+k+' ')>=0},k=p&&h(l+'-phone')?l+'-phone':l;" +
  "if((u&&u.token)||g('regToken')||(k!=='ru'&&!h(k)))d.setAttribute('data-static','off');" +
  `else if(k!=='ru'){var o=new MutationObserver(function(){var e=document.getElementById('${STATIC_END}');` +
  `if(!e)return;o.disconnect();var t=document.getElementById('${COPY}'+k),r=e.parentNode,f=String(p);` +
  "if(!t||(k!==l&&!/^7\\d{10}$/.test(f))){d.setAttribute('data-static','off');return}" +
  "var m='+7 ('+f.slice(1,4)+') '+f.slice(4,7)+'-'+f.slice(7,9)+'-'+f.slice(9,11)," +
  `x=function(v){return k===l?v:v.split('${PHONE_SHOWN}').join(m).split('${PHONE}').join(f)},` +
  'a=document.importNode(t.content,true),w=document.createTreeWalker(a,5),n,i;' +
  'while((n=w.nextNode())){if(n.nodeType===3)n.nodeValue=x(n.nodeValue);else for(i=0;i<n.attributes.length;i++)n.attributes[i].value=x(n.attributes[i].value)}' +
  'while(r.firstChild!==e)r.removeChild(r.firstChild);r.insertBefore(a,e);d.lang=l});o.observe(d,{childList:true,subtree:true})}}catch(e){}' +
  "var q=[],y=function(){return d.hasAttribute('data-app')};document.addEventListener('submit',function(e){if(!y()){e.preventDefault();q.push(e.target)}},true);" +
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[type=button]');if(b&&!y()&&!d.hasAttribute('data-hydrating'))q.push(b)},true);" +
  'new MutationObserver(function(z,o){if(!y())return;o.disconnect();setTimeout(function(){for(var i=0,a;(a=q[i]);i++)if(a.isConnected)' +
  "if(a.tagName=='FORM')a.requestSubmit();else{a.dispatchEvent(new MouseEvent('mousedown',{bubbles:true}));a.click()}})}).observe(d,{attributes:true,attributeFilter:['data-app']});";
const HIDE_STYLE = 'html[data-static=off] #root{visibility:hidden}';

/**
 * Paint before the script: each visitor page (`auth.html` for `/auth`, the list is src/prerender.tsx's
 * `visitorPaths`) is `index.html` with the screen rendered at build time (src/prerender.tsx, loaded in Node through
 * Vite's SSR) inside its `#root`, the styled-components styles in its head, and the guard script above. Its head
 * lists its code for the first script to ask for after the first frame (`first.pageFor`, from the first script's
 * table, which the page then does not carry). The client hydrates it: React keeps the DOM, so what was typed stays
 * and nothing shifts.
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
          prerenderPage: (path: string, phone: string) => Promise<{ copies: Copies; styles: string }>;
          visitorPaths: () => string[];
        };
        // the same component ids as the client build (vite/styledIds.ts)
        await inNodeAsFirstVisit(
          { cabinetDir, plugins, module: '/src/prerender.tsx' },
          async ({ prerenderPage, visitorPaths }: Prerender) => {
            for (const route of visitorPaths()) {
              // styled-components' own marks: the client takes these rules into its sheet (same ids) on its first render
              const { copies, styles } = await prerenderPage(route, PHONE);
              const others = (['ru-phone', 'en', 'en-phone'] as const).filter((key) => copies[key] !== null);
              for (const key of ['ru-phone', 'en-phone'] as const) {
                const copy = copies[key];
                if (copy !== null && !copy.includes(PHONE_SHOWN) && !copy.includes(PHONE))
                  throw new Error(`${route}: no placeholder phone in its ${key} copy`);
              }
              // the copy is painted whole or not at all: a first paint of half of it (the parser yields on a slow
              // phone) would show the footer, pushed to the bottom, growing upwards as its links arrive, a layout
              // shift before any script runs; `rel=expect` holds the rendering until the copy's end is parsed
              const source = first
                .pageFor(String(index.source), route)
                .replace('<html ', `<html data-copies="${others.join(' ')}" `)
                .replace(
                  '</head>',
                  `  <script>${PRERENDER_SCRIPT}</script>\n    <style>${HIDE_STYLE}</style>\n    ${styles}\n    <link rel="expect" href="#${STATIC_END}" blocking="render" />\n  </head>`,
                )
                .replace(
                  '<div id="root"></div>',
                  others.map((key) => `<template id="${COPY}${key}">${copies[key]}</template>`).join('') +
                    `<div id="root" data-prerendered>${copies.ru}<span id="${STATIC_END}" hidden></span></div>`,
                );
              // `/auth` is answered by `auth.html` (nginx `try_files $uri $uri.html`, as `vite preview` does)
              this.emitFile({ type: 'asset', fileName: `${route.slice(1)}.html`, source });
            }
          },
        );
      },
    },
  };
}
