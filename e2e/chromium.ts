import type { Page } from '@playwright/test';

// The browsers of the journeys and of the bench (scripts/bench.mjs and scripts/bench/*.mjs import this file too), both
// Debian's Chromium 156 with the same flags. The journeys run its headless shell (package chromium-headless-shell: the
// same Blink and V8 without the browser's UI and services, as Playwright's own headless default), without the spare
// renderer and V8's optimising compilers; the bench runs the full browser a customer has.

const baseArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// Chromium opens its omnibox's popup as a WebUI page in every new window, headless too: a renderer of its own per
// browser context, busy for seconds while a test's page loads beside it.
const omniboxWebUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

// Chromium keeps a spare renderer started for the next navigation: every journey opens a context of its own and
// navigates once or twice, so a spare is started and thrown away, a renderer's start-up (about 0.2 CPU-seconds) per
// test for nothing. The bench keeps it, as a customer's Chrome does.
const spareRenderer = ['SpareRendererForSitePerProcess'];

/**
 * The features Playwright itself disables. A second `--disable-features` replaces the first, so ours repeats its
 * list (`scripts/test/chromium-flags.test.mjs` fails when Playwright's grows).
 */
export const playwrightDisabledFeatures = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

// V8's optimising compilers (Maglev, TurboFan) compile a page's hot functions on background threads so that they run
// faster later; a journey's page lives seconds, and that compiling costs more CPU than it saves (D215). The
// interpreter and the baseline compiler run the same code with the same results. The bench keeps V8's defaults: its
// figures are a customer's.
const journeyV8 = ['--js-flags=--no-opt --no-maglev'];

const launch = (executablePath: string, features: string[], extra: string[] = []) => ({
  executablePath,
  args: [...baseArgs, `--disable-features=${[...playwrightDisabledFeatures, ...features].join(',')}`, ...extra],
});

/** The full browser (`/usr/bin/chromium`, or `CHROMIUM_PATH`). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser (`/usr/lib/chromium/chromium-headless-shell`, or `CHROMIUM_HEADLESS_PATH`): a fresh context and
 * a page load cost about a quarter less CPU than in the full browser, on a machine the suites keep busy.
 */
const headlessShellPath = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The journeys': Debian's Chromium headless shell as this machine allows (no downloads, no background networking). */
export const chromiumLaunch = launch(headlessShellPath, [...omniboxWebUI, ...spareRenderer], journeyV8);

/** The bench's: the full browser, which keeps its spare renderer for the first navigation of a visit. */
export const benchLaunch = launch(chromiumPath, omniboxWebUI);

/**
 * The same Chromium's flags for a launcher with a feature list of its own (Lighthouse's chrome-launcher): a second
 * `--disable-features` would replace that list, so none is added.
 */
export const chromeFlags = baseArgs;

/**
 * Waits until no request has started or ended for a second (the late chunks and calls are in): on a busy machine
 * 'networkidle' alone can come while the next chunk is still being evaluated. With `heading`, it first gives the
 * screen up to 20 s to show its heading (a screen that never does is measured as it is).
 */
export async function settle(page: Page, { heading = false } = {}): Promise<void> {
  if (heading)
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  let last = Date.now();
  const bump = () => (last = Date.now());
  page.on('request', bump);
  page.on('requestfinished', bump);
  while (Date.now() - last < 1000) await page.waitForTimeout(200);
  page.off('request', bump);
  page.off('requestfinished', bump);
}
