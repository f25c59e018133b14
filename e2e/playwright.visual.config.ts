import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunch } from './chromium.ts';
import { ports } from './ports.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Screenshot comparison of every story against committed baselines (e2e/visual/__screenshots__), outside
 * `npm test` because a Chromium update moves pixels. Refresh on purpose with `npm run test:visual:update`.
 * Needs ui-kit/storybook-static (pnpm --filter @sb/ui-kit run build-storybook).
 */
export default defineConfig({
  testDir: './visual',
  testMatch: /.*\.visual\.ts/,
  outputDir: './.artifacts/visual-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  workers: 2,
  reporter: [['list']],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  use: { launchOptions: chromiumLaunch, ...devices['Desktop Chrome'] },
  webServer: {
    command: `node e2e/scripts/static-server.mjs ui-kit/storybook-static ${ports.storybook}`,
    cwd: root,
    url: `http://127.0.0.1:${ports.storybook}/index.json`,
    reuseExistingServer: false,
  },
});
