import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { ports } from '../ports.ts';

const index = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../ui-kit/storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

for (const [locale, width] of [['ru', 375], ['en', 1280]] as const) {
  test.describe(`${locale} ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const story of stories) {
      test(story.id, async ({ page }) => {
        await page.goto(`http://127.0.0.1:${ports.storybook}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
        await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveScreenshot(`${story.id}.${locale}-${width}.png`, { fullPage: true });
      });
    }
  });
}
