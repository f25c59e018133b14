/**
 * The page's first script, inline in `<head>` (cabinet/vite/firstScript.ts puts it there; allowed by its hash in the
 * CSP of cabinet/deploy/nginx.conf.template, which scripts/size-check.mjs checks). Before the entry has arrived it
 * reads the build's table (`<script type="application/json" id="sb-first">`, made by the same plugin from the route
 * rows and the build's manifest) and, for the path: with a stored session, sends the route's first calls with the
 * API client's URLs and headers, kept for the client behind `window.__sbFirst` (shared/api/firstCalls.ts), which
 * hands an answer over only to the same call with the same token; preloads the route's code files; and warms the
 * language's `Intl` formats while the code downloads. A prerendered visitor page (vite/prerender.ts) carries no
 * table but the list of its code (the entry first, then its screen's files): the script asks for it once the page's
 * own copy has painted, so the copy's first paint never waits on a script, even where the code would arrive first (a
 * fast connection), and on a slow one the code does not share the link with the page. Plain ES5 without a `<`
 * (scripts/size-check.mjs finds inline scripts by it), no dependency: any failure leaves the app to ask as it would
 * without it.
 */
/** What stands for the session token in the table's headers (the script puts the stored one there). */
export const TOKEN_MARK = '@token@';
/** The id of a prerendered page's list of code files (vite/firstScript.ts writes it). */
export const CODE_LIST = 'sb-code';

export const FIRST_SCRIPT = [
  // a prerendered page's code: the entry, then its screen's files, preloaded unless a worker is in control (as below)
  // six to a task (a link costs up to 1 ms of main thread here, 4 on a phone: no long task of them); all at once in
  // a hidden tab, whose timers wait. Its own try: the page's only way to its app, whatever the storage does below
  `(function(){var d=document;try{var c=d.getElementById('${CODE_LIST}'),f=c?JSON.parse(c.textContent):[],k=0,`,
  'g=function(all){var e,n;if(!k&&f[0]){e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=f[0];d.head.appendChild(e);k=1}',
  'if(navigator.serviceWorker&&navigator.serviceWorker.controller)return;',
  'for(n=k+6;f[k]&&(all||k!=n);k++){e=d.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=f[k];d.head.appendChild(e)}',
  'if(f[k])setTimeout(g,0)};',
  // asked for after the first frame; at once in a hidden tab, which paints no frame until it is shown
  "if(d.visibilityState=='hidden')g(1);else requestAnimationFrame(function(){setTimeout(g,0)})}catch(e){}try{",
  "var s=localStorage,b=d.getElementById('sb-first'),l=JSON.parse(s.getItem('language')||'null')=='en'?'en':'ru';",
  // the first numbers, dates and plural forms of the screen format without the Intl data's first load; after the
  // first frame too, so the page's own copy (a prerendered visitor page) paints before this work, in a task of its own
  "requestAnimationFrame(function(){setTimeout(function(){var x=l=='en'?'en-US':'ru-RU';new Intl.NumberFormat(x,{maximumFractionDigits:2}).format(1.5);",
  "new Intl.NumberFormat(x,{style:'currency',currency:'RUB'}).format(1);new Intl.DateTimeFormat(x,{day:'numeric',month:'long',year:'numeric'}).format(0);new Intl.PluralRules(l).select(2)},0)});",
  // a prerendered visitor page has no table and needs no call
  'if(!b)return;',
  'var t=JSON.parse(b.textContent),p=location.pathname,r=t.fallback,m=[],i,e;',
  "var u=JSON.parse(s.getItem('user')||'null'),o=u&&typeof u.token=='string'?u.token:null;",
  'for(i=0;t.routes[i];i++){m=new RegExp(t.routes[i].re,"i").exec(p);if(m){r=t.routes[i];break}}',
  'var q=[];',
  'if(o&&r.access=="cabinet")for(i=0;r.calls[i];i++)(function(c){',
  'var h={},n,w=null,bad=0,url=c.url.replace(/\\{(\\w+)\\}/g,function(x,y){var v=m&&m[r.keys.indexOf(y)+1];if(!v)bad=1;return v||""});',
  // `w`: the token the call carries (none for the general API's public calls), which the client's call must carry too
  'if(bad)return;for(n in c.headers)if(c.headers[n]==t.mark){h[n]=o;w=o}else h[n]=c.headers[n];',
  'var a=fetch(url,{method:c.method,headers:h});a.catch(function(){});q.push({u:url,m:c.method,w:w,a:a})})(r.calls[i]);',
  // the client takes an answer once, for the same call with the same token; `take()` drops what is left
  // an answer nobody took is read to its end and let go: an unread body would hold its request open
  'window.__sbFirst=function(url,method,token){var j;if(!url){for(j=0;q[j];j++)q[j].a.then(function(x){return x.body&&x.body.cancel()}).catch(function(){});q=[];return}',
  'for(j=0;q[j];j++)if(q[j].u==url&&q[j].m==method&&token===q[j].w)return q.splice(j,1)[0].a}',
  // then the code of the screen the app will show (a cabinet route's with a session, a visitor's without), after the
  // calls: each link is a fetch started on the main thread while the page is parsed. Not with a worker in control (the
  // installed app, a repeat visit): the code is in its cache, the entry asks for it at once, and each link would go
  // through the worker first (about 8 ms of a phone's main thread each, the page's parsing blocked meanwhile)
  ";if(!(navigator.serviceWorker&&navigator.serviceWorker.controller)&&((r.access=='cabinet')==!!o||r.access=='any'))for(i=0;r.code[i]!=null;i++){e=d.createElement('link');e.rel='modulepreload';e.href=t.files[r.code[i]];d.head.appendChild(e)}",
  '}catch(e){}})()',
].join('');
