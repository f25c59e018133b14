// The bench's Chromium for the time to content, driven over bare CDP: the page's session enables Page, Network and
// Emulation and nothing else, as near as a driver gets to a phone with no DevTools attached.
//
// Why not Playwright here: Playwright enables the Runtime domain on every page (its evaluate and console need it),
// and an enabled Runtime makes V8 capture a detailed stack trace, with line and column, for every Error created. The
// first Error of the entry's first run (React's renderer makes a few when it loads) then re-parses the whole entry to
// find the positions: V8.CollectSourcePositions → V8.ParseProgram, 90-120 ms at 4x on this machine, measured by a
// trace. With Runtime left off, the same Error takes 0-2 ms. A customer's phone has no inspector; Lighthouse and
// DevTools have one, so their figures include that parse.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchLaunch } from '../../e2e/chromium.ts';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Starts the bench's Chromium (headless) with a DevTools port and connects to it. */
export async function launchBareChromium() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-chromium-'));
  const child = spawn(
    benchLaunch.executablePath,
    [
      ...benchLaunch.args,
      '--headless',
      '--hide-scrollbars',
      '--mute-audio',
      '--remote-debugging-port=0',
      `--user-data-dir=${dir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = path.join(dir, 'DevToolsActivePort');
  for (let i = 0; i < 150 && !fs.existsSync(portFile); i += 1) await sleep(100);
  const [port, wsPath] = fs.readFileSync(portFile, 'utf8').trim().split('\n');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${wsPath}`);
  await new Promise((open, fail) => {
    socket.onopen = open;
    socket.onerror = fail;
  });
  let lastId = 0;
  const pending = new Map();
  const listeners = new Set();
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data));
    if (data.id !== undefined) {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (data.error) call?.fail(new Error(`${call.method}: ${data.error.message}`));
      else call?.done(data.result);
    } else for (const listener of listeners) listener(data);
  };
  /** One CDP call, on the browser or on a page's session. */
  const send = (method, params = {}, sessionId) =>
    new Promise((done, fail) => {
      lastId += 1;
      pending.set(lastId, { done, fail, method });
      socket.send(JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  return {
    /**
     * A page in a browser context of its own (cold cache, empty storage): `localStorage` entries are there before
     * the page's first script, `initScript` runs before it too, and the throttling applies from the first byte.
     */
    async newPage({ viewport, deviceScaleFactor, locale, origin, localStorage = [], initScript, network, cpuRate }) {
      const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const call = (method, params) => send(method, params, sessionId);
      // by request id: a redirect is one more requestWillBeSent of the same request, with one loadingFinished
      const inFlight = new Set();
      let quietSince = performance.now();
      let loaded = false;
      const listener = (event) => {
        if (event.sessionId !== sessionId) return;
        if (event.method === 'Network.requestWillBeSent') inFlight.add(event.params.requestId);
        else if (event.method === 'Network.loadingFinished' || event.method === 'Network.loadingFailed') {
          inFlight.delete(event.params.requestId);
          if (inFlight.size === 0) quietSince = performance.now();
        } else if (event.method === 'Page.loadEventFired') loaded = true;
      };
      listeners.add(listener);
      await call('Page.enable');
      await call('Network.enable');
      await call('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor, mobile: true });
      await call('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      await call('Emulation.setLocaleOverride', { locale });
      const stored = localStorage.map(({ name, value }) => [name, value]);
      await call('Page.addScriptToEvaluateOnNewDocument', {
        source: `if (location.origin === ${JSON.stringify(origin)}) for (const [k, v] of ${JSON.stringify(stored)}) localStorage.setItem(k, v);`,
      });
      if (initScript) await call('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
      await call('Network.clearBrowserCache');
      await call('Network.setCacheDisabled', { cacheDisabled: true });
      await call('Network.emulateNetworkConditions', { offline: false, ...network });
      await call('Emulation.setCPUThrottlingRate', { rate: cpuRate });

      /** The value of an expression in the page (Runtime.evaluate needs no Runtime.enable). */
      const evaluate = async (expression) => {
        const { result, exceptionDetails } = await call('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
        if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
        return result.value;
      };
      /** Polls `expression` every `every` ms until it is truthy; false once `timeout` ms have passed. */
      const waitFor = async (expression, timeout, every = 100) => {
        const end = performance.now() + timeout;
        while (performance.now() < end) {
          if (await evaluate(expression).catch(() => false)) return true;
          await sleep(every);
        }
        return false;
      };
      return {
        goto: (url) => call('Page.navigate', { url }),
        evaluate,
        waitFor,
        /** The load event, up to `timeout` ms. */
        async waitForLoad(timeout) {
          const end = performance.now() + timeout;
          while (!loaded && performance.now() < end) await sleep(50);
        },
        /** No request in flight for 500 ms (Playwright's 'networkidle'), up to `timeout` ms. */
        async waitForNetworkIdle(timeout) {
          const end = performance.now() + timeout;
          while (performance.now() < end && !(inFlight.size === 0 && performance.now() - quietSince >= 500)) await sleep(50);
        },
        async close() {
          listeners.delete(listener);
          await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
        },
      };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      socket.close();
      await new Promise((done) => {
        if (child.exitCode !== null) done();
        else child.once('exit', done);
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
