import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunch } from './chromium.ts';
import { ports } from './ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const cabinetURL = `http://127.0.0.1:${ports.cabinet}`;
const only = process.env.E2E_PROJECTS?.split(',');
// runs side by side (the journeys and the story scan) keep their own results
const runName = `${ports.cabinet}-${only ? only.join('+') : 'all'}`;

/**
 * Journeys run against the BUILT cabinet (vite preview of cabinet/dist) and a freshly seeded sandbox, one worker:
 * the journeys share the sandbox's data. The language x width matrix is covered by pairing: `*.ru.spec.ts` at
 * 375 px in Russian, `*.en.spec.ts` at 1280 px in English. Storybook stories are scanned by their own project.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `./.artifacts/results-${runName}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `./.artifacts/report-${runName}.json` }]],
  use: {
    baseURL: cabinetURL,
    // a trace costs a run about 40% of its time: recorded when a failed test runs again (CI retries once), so a
    // failure that repeats comes with one; locally, `--trace on` for a test under study
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
    actionTimeout: 10_000,
    // Issue 27: the journeys run without the service worker (Playwright's page.route cannot see what a worker
    // fetches, and every journey starts on a fresh browser anyway); e2e/tests/offline.*.spec.ts allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'ru-375',
      testMatch: [/.*\.ru\.spec\.ts/, /prerender\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, locale: 'ru-RU', hasTouch: true, isMobile: false },
    },
    {
      name: 'en-1280',
      testMatch: [/.*\.en\.spec\.ts/, /prerender\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, locale: 'en-US' },
    },
    { name: 'storybook', testMatch: /storybook\.a11y\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'nginx',
      testMatch: /nginx\.smoke\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${ports.nginx}` },
    },
  ].filter((p) => !only || only.includes(p.name)),
  webServer: [
    ...(!only || only.some((p) => p !== 'storybook')
      ? [
          {
            command: `node --disable-warning=ExperimentalWarning contracts/sandbox/src/main.ts --reset`,
            cwd: root,
            url: `http://127.0.0.1:${ports.sandbox}/__sandbox/health`,
            env: {
              SANDBOX_PORT: String(ports.sandbox),
              SANDBOX_DB: path.join(root, `e2e/.artifacts/sandbox-${ports.sandbox}.sqlite`),
              SANDBOX_LOG_SMS: '0',
              SANDBOX_EDS_READY_SECONDS: '6',
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
          {
            command: `pnpm --filter @sb/cabinet exec vite preview --port ${ports.cabinet} --strictPort`,
            cwd: root,
            url: cabinetURL,
            env: { SANDBOX_PORT: String(ports.sandbox), PORT: String(ports.cabinet) },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    ...(!only || only.includes('storybook')
      ? [
          {
            command: `node e2e/scripts/static-server.mjs ui-kit/storybook-static ${ports.storybook}`,
            cwd: root,
            url: `http://127.0.0.1:${ports.storybook}/index.json`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
