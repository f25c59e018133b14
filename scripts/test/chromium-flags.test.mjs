// The journeys' Chromium (e2e/chromium.ts): its feature list keeps every feature Playwright disables, and a new
// browser context opens no WebUI page of the browser's own and starts no spare renderer beside the test's page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
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
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (const site of ['http://127.0.0.1:9/', 'http://localhost:9/']) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(site).catch(() => undefined); // nothing listens: the error page is a navigation all the same
    }
    const cdp = await browser.newBrowserCDPSession();
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    assert.equal(processInfo.filter((p) => p.type === 'renderer').length, 2);
  } finally {
    await browser.close();
  }
});
