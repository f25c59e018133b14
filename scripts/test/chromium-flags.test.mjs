// The journeys' Chromium (e2e/chromium.ts): Debian's headless shell, whose feature list keeps every feature Playwright
// disables; a new browser context opens no WebUI page of the browser's own and starts no spare renderer beside the
// test's page; its renderers run V8 without the optimising compilers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunch } from '../../e2e/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const features = (args) =>
  (args.findLast((a) => a.startsWith('--disable-features=')) ?? '--disable-features=').slice(19).split(',').filter(Boolean);

test('the feature list holds every feature Playwright disables', async () => {
  const server = await chromium.launchServer({ executablePath: chromiumLaunch.executablePath, args: ['--no-sandbox'] });
  try {
    const playwrights = features(server.process().spawnargs);
    assert.ok(playwrights.length > 0, 'Playwright passes a feature list');
    const ours = features(chromiumLaunch.args);
    assert.deepEqual(
      playwrights.filter((f) => !ours.includes(f)),
      [],
    );
  } finally {
    await server.close();
  }
});

test('a new context opens no browser WebUI page (the omnibox popup) beside its own', async () => {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext();
    await (await context.newPage()).goto('about:blank');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    assert.deepEqual(
      targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url),
      [],
    );
  } finally {
    await browser.close();
  }
});

test('a context runs one renderer per page it opened, no spare beside them', async () => {
  const server = http.createServer((_, res) => res.end('<!doctype html><h1>page</h1>'));
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    // two sites, two contexts: two renderers
    for (const host of ['127.0.0.1', 'localhost']) await (await (await browser.newContext()).newPage()).goto(`http://${host}:${port}/`);
    const cdp = await browser.newBrowserCDPSession();
    const renderers = async () => (await cdp.send('SystemInfo.getProcessInfo')).processInfo.filter((p) => p.type === 'renderer').length;
    // a busy machine takes a while to let the first blank page's renderer go; a spare stays
    let count = await renderers();
    for (let i = 0; i < 40 && count > 2; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      count = await renderers();
    }
    assert.equal(count, 2);
  } finally {
    await browser.close();
    server.close();
  }
});

test("a page's hot code is not handed to V8's optimising compilers", async () => {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await (await browser.newContext()).newPage();
    await browser.startTracing(page, { categories: ['disabled-by-default-v8.compile', 'v8'] });
    // hot enough that V8 with its defaults compiles it with Maglev and TurboFan
    await page.evaluate(() => {
      const hot = (n) => (n * 31 + 7) % 1009;
      let x = 0;
      for (let i = 0; i < 3_000_000; i += 1) x = hot(x + i);
      return x;
    });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const optimising = new Set(
      traceEvents.map((e) => e.name).filter((n) => /Maglev|Turbofan|OptimizeBackground|OptimizeConcurrent/i.test(n)),
    );
    assert.deepEqual([...optimising], []);
  } finally {
    await browser.close();
  }
});
