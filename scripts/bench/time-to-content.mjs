// The time-to-content run of `npm run bench`: what a customer on a phone waits for. Each screen is opened
// in Debian's Chromium, driven over bare CDP as a phone runs it with no inspector (bare-chromium.mjs), with
// Lighthouse's mobile throttling applied through CDP (150 ms latency, 1.6 Mbps down,
// 750 kbps up, CPU 4 x slower), a 412 px mobile viewport, a cold HTTP cache (a new context for every sample and the
// browser's cache cleared) and, on the cabinet's screens, the session stored as the app keeps it after a login
// (localStorage `user` and `userPhone`, cabinet/src/shared/session/atoms.ts). An init script records
// performance.now() (ms from the navigation's start) when the screen's first meaningful content is in the page with
// its text or value, the last largest-contentful-paint entry, and the script responses finished before that moment
// (Resource Timing transfer sizes, i.e. what went over the wire, compressed). Median of 3 samples per screen.

/** Lighthouse's mobile throttling ('mobileSlow4G'), as plain CDP conditions. */
export const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuRate: 4,
};

/** Lighthouse's mobile device: 412 px wide. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/**
 * The screens and what counts as their content: the first element matching `selector` whose text (or, for a
 * field, value) is not empty; `present` for a field that is meaningful empty (the /auth phone field).
 * `session: false` opens the screen as a visitor; `'phone'` as a visitor past the phone step (the phone stored).
 */
export const SCREENS = [
  { screen: '/orders', what: 'first order card', selector: 'main li[data-state][data-variant] h3', read: 'text' },
  { screen: '/create-order', what: 'first size card', selector: 'main [data-part="sizes"] a [data-part="price"]', read: 'text' },
  { screen: '/order-view/{n}', what: 'its heading', selector: 'main h1', read: 'text' },
  { screen: '/documents', what: 'first document card', selector: 'main article[data-label] h3', read: 'text' },
  { screen: '/', what: 'profile form filled (ФИО)', selector: 'main form input[name="fio"]', read: 'value' },
  { screen: '/auth', what: 'the phone field', selector: 'main input[name="phone"]', read: 'present', session: false },
  // the other visitor pages, all prerendered: their heading; the ways in after the phone step with the phone stored
  ...['/login', '/login-with-phone', '/login-pass', '/register', '/restore', '/pass-unknown', '/support-public'].map((screen) => ({
    screen,
    what: 'its heading',
    selector: 'main h1',
    read: 'text',
    session: ['/login', '/login-with-phone', '/restore', '/pass-unknown'].includes(screen) ? 'phone' : false,
  })),
];

/** Runs in the page before any of its scripts: watches for the content, LCP and nothing else. */
function watch(spec) {
  const w = /** @type {any} */ (window);
  const state = { content: null, text: null, lcp: null, paint: null };
  w.__ttc = state;
  const found = () => {
    if (state.content !== null) return;
    for (const el of document.querySelectorAll(spec.selector)) {
      const text = spec.read === 'value' ? el.value : spec.read === 'text' ? el.textContent : 'present';
      if (text && text.trim()) {
        state.content = performance.now();
        state.text = text.trim().slice(0, 40);
        observer.disconnect();
        return;
      }
    }
  };
  const observer = new MutationObserver(found);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  // a field's value set by script (a form's reset) changes no attribute: look once a frame as well
  const frame = () => {
    found();
    if (state.content === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // the first paint with text or an image (FCP): when the customer first sees the app, before its content
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.paint = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** What the page recorded, once its content is there and its network has been quiet a moment. */
function collect() {
  const w = /** @type {any} */ (window);
  const state = w.__ttc;
  const scripts = performance
    .getEntriesByType('resource')
    .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
    .map((e) => /** @type {PerformanceResourceTiming} */ (e));
  const before = scripts.filter((e) => e.responseEnd <= state.content);
  // the chain of the visit: the page, the entry, the first and the last call, the screen's code (its last script before the
  // content), the content; and the main thread's two parts of the app (main.tsx marks them)
  const nav = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
  const entry = scripts.find((e) => /\/assets\/index-[^/]*\.js$/.test(new URL(e.name).pathname));
  const calls = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/api/'));
  const code = before.filter((e) => e !== entry).map((e) => e.responseEnd);
  const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null;
  const ran = mark('sb:entry-run');
  const render = mark('sb:render');
  return {
    chain: {
      page: nav ? nav.responseEnd : null,
      entry: entry ? entry.responseEnd : null,
      call: calls.length ? Math.min(...calls.map((e) => e.responseEnd)) : null,
      // the last answer the content may have waited for: a first render that ends soon after it was waiting on it
      last: calls.some((e) => e.responseEnd <= state.content)
        ? Math.max(...calls.map((e) => e.responseEnd).filter((t) => t <= state.content))
        : null,
      code: code.length ? Math.max(...code) : null,
      eval: ran !== null && entry ? ran - entry.responseEnd : null,
      // a prerendered page's content is there before the app renders: no first render to count
      render: render !== null && state.content !== null && state.content > render ? state.content - render : null,
    },
    content: state.content,
    text: state.text,
    lcp: state.lcp,
    paint: state.paint,
    jsBefore: before.reduce((sum, e) => sum + e.transferSize, 0),
    scriptsBefore: before.length,
    scripts: scripts.length,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/**
 * Measures every screen of SCREENS `samples` times and returns the medians per screen, in the bench's Chromium driven
 * over bare CDP (scripts/bench/bare-chromium.mjs: no inspector domain that a phone would not have).
 * `session`: what to store in localStorage before navigation ({ token, phone }); `orderNumber` fills /order-view/{n}.
 */
export async function measureTimeToContent({ browser, origin, session, orderNumber, samples = 3, screens = SCREENS }) {
  const rows = [];
  for (const spec of screens) {
    const url = `${origin}${spec.screen.replace('{n}', String(orderNumber))}`;
    const runs = [];
    for (let i = 0; i < samples; i += 1) {
      // the session as a login leaves it (atomWithStorage's JSON), there before the first script runs
      const localStorage =
        spec.session === false
          ? []
          : [
              ...(spec.session === 'phone' ? [] : [{ name: 'user', value: JSON.stringify({ token: session.token }) }]),
              { name: 'userPhone', value: JSON.stringify(session.phone) },
            ];
      const page = await browser.newPage({
        ...MOBILE,
        locale: 'ru-RU',
        origin,
        localStorage,
        initScript: `(${watch})(${JSON.stringify({ selector: spec.selector, read: spec.read })})`,
        network: {
          latency: THROTTLING.latency,
          downloadThroughput: THROTTLING.downloadThroughput,
          uploadThroughput: THROTTLING.uploadThroughput,
        },
        cpuRate: THROTTLING.cpuRate,
      });
      let run = { content: null, text: null, lcp: null, paint: null, jsBefore: null, scriptsBefore: null, scripts: null };
      try {
        await page.goto(url);
        if (!(await page.waitFor('window.__ttc?.content != null', 30_000))) throw new Error('no content within 30 s');
        // the LCP may come a little after the content, and the scripts 'on load' are those of a settled page
        await page.waitForLoad(10_000);
        await page.waitForNetworkIdle(3_000);
        // the content is in the page (the DOM) before it is painted: the LCP entry comes with the next paint, which a
        // long task can hold back past the quiet network
        await page.waitFor('window.__ttc?.lcp != null', 10_000);
        run = await page.evaluate(`(${collect})()`);
      } catch (e) {
        console.warn(`time to content: ${spec.screen} sample ${i + 1}: ${String(e).split('\n')[0]}`);
      }
      runs.push(run);
      await page.close();
    }
    rows.push({
      ...spec,
      content: median(runs.map((r) => r.content)),
      lcp: median(runs.map((r) => r.lcp)),
      paint: median(runs.map((r) => r.paint)),
      jsBefore: median(runs.map((r) => r.jsBefore)),
      scriptsBefore: median(runs.map((r) => r.scriptsBefore)),
      scripts: median(runs.map((r) => r.scripts)),
      text: runs.find((r) => r.text)?.text ?? null,
      samples: runs.map((r) => r.content),
      chain: Object.fromEntries(
        ['page', 'entry', 'call', 'last', 'code', 'eval', 'render'].map((k) => [k, median(runs.map((r) => r.chain?.[k] ?? null))]),
      ),
    });
  }
  return rows;
}
