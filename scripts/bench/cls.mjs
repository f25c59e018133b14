// `node scripts/bench/cls.mjs`: the layout shift of the cabinet's screens on load, at 412 and 1350 px, in Chromium.
// A quicker, narrower companion of `npm run bench` (which measures the same thing among much else): it starts a fresh
// sandbox and `vite preview` of a built cabinet, logs the demo customer in, opens each screen with a buffered
// PerformanceObserver on `layout-shift`, waits for it to settle and prints, per screen and width, the CLS (the
// largest session window, as Chromium and the bench count it) and the plain sum of every shift.
// CABINET_OUT_DIR picks the build (default cabinet/dist), CLS_SANDBOX_PORT and CLS_PREVIEW_PORT the ports;
// `--why` lists the elements that moved (the shift's sources, old and new boxes); `--runs N` repeats each page and
// prints the worst; positional arguments choose the screens (`/orders /documents`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settle } from '../../e2e/chromium.ts';
import { demoToken, launchChromium, root, startPreview, startSandbox } from './stack.mjs';

const cabinet = path.join(root, 'cabinet');
const SANDBOX_PORT = Number(process.env.CLS_SANDBOX_PORT ?? 8817);
const PREVIEW_PORT = Number(process.env.CLS_PREVIEW_PORT ?? 4197);
const origin = `http://127.0.0.1:${PREVIEW_PORT}`;
const args = process.argv.slice(2);
const why = args.includes('--why');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const chosen = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs');
const widths = [
  [412, 915],
  [1350, 940],
];

function observe() {
  const w = /** @type {any} */ (window);
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      if (e.hadRecentInput) continue;
      const describe = (n) => {
        if (!n || !n.tagName) return String(n?.nodeName ?? '?');
        const text = (n.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${n.className && typeof n.className === 'string' ? `.${n.className.split(' ')[0]}` : ''} "${text}"`;
      };
      const box = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      w.__shifts.push({
        t: Math.round(e.startTime),
        value: e.value,
        sources: (e.sources ?? []).map((s) => `${describe(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Chromium's CLS: the largest session window (gaps under 1 s, at most 5 s long). */
function sessionCls(shifts) {
  let best = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const s of shifts) {
    if (session && s.t - last < 1000 && s.t - first < 5000) session += s.value;
    else {
      session = s.value;
      first = s.t;
    }
    last = s.t;
    best = Math.max(best, session);
  }
  return best;
}

async function main() {
  const dist = path.resolve(cabinet, process.env.CABINET_OUT_DIR ?? 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no build in ${dist}: build the cabinet first`);
  await startSandbox(SANDBOX_PORT, path.join(os.tmpdir(), `cls-sandbox-${SANDBOX_PORT}.sqlite`));
  await startPreview({ port: PREVIEW_PORT, sandboxPort: SANDBOX_PORT });
  const token = await demoToken(origin);
  const active = await fetch(`${origin}/api/v1/orders/active/orders-list`, { headers: { 'X-SB-API-KEY': token } }).then((r) => r.json());
  const orderNumber = active?.orders?.[0]?.number;
  const screens = chosen.length
    ? chosen.map((s) => s.replace('{n}', String(orderNumber)))
    : ['/auth', '/orders', '/create-order', '/', '/documents', ...(orderNumber ? [`/order-view/${orderNumber}`] : [])];

  const browser = await launchChromium();
  console.log('| screen | 412 px CLS (sum) | 1350 px CLS (sum) |');
  console.log('|---|---|---|');
  for (const screen of screens) {
    const cells = [];
    const notes = [];
    for (const [width, height] of widths) {
      let worst = { cls: -1, sum: 0, shifts: [] };
      for (let r = 0; r < runs; r += 1) {
        const context = await browser.newContext({ viewport: { width, height } });
        if (screen !== '/auth') await context.addInitScript((t) => localStorage.setItem('user', JSON.stringify({ token: t })), token);
        await context.addInitScript(observe);
        const page = await context.newPage();
        await page.goto(`${origin}${screen}`, { waitUntil: 'networkidle' });
        await settle(page, { heading: true });
        const shifts = await page.evaluate(() => /** @type {any} */ (window).__shifts);
        await context.close();
        const cls = sessionCls(shifts);
        if (cls > worst.cls) worst = { cls, sum: shifts.reduce((a, s) => a + s.value, 0), shifts };
      }
      cells.push(`${worst.cls.toFixed(3)} (${worst.sum.toFixed(3)}) ${worst.cls <= 0.02 ? '✔' : '✘'}`);
      if (why)
        for (const s of worst.shifts)
          notes.push(`  ${width}px t=${s.t} ${s.value.toFixed(4)}\n${s.sources.map((x) => `      ${x}`).join('\n')}`);
    }
    console.log(`| ${screen.replace(/\/\d+$/, '/{n}')} | ${cells.join(' | ')} |`);
    if (notes.length) console.log(notes.join('\n'));
  }
  await browser.close();
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
