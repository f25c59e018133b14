import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { ports } from '../ports.ts';

/**
 * Every story against its committed baseline, in ru at 375 px and en at 1280 px. One test per component; its
 * stories are opened one after another in the same page.
 */
const index = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../ui-kit/storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; title: string; type: string }>;
};
const byTitle = new Map<string, string[]>();
for (const e of Object.values(index.entries)) if (e.type === 'story') byTitle.set(e.title, [...(byTitle.get(e.title) ?? []), e.id]);

for (const [locale, width] of [
  ['ru', 375],
  ['en', 1280],
] as const) {
  test.describe(`${locale} ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const [title, ids] of byTitle) {
      test(title, async ({ page }) => {
        for (const id of ids) {
          // the address as Storybook itself writes it (an encoded `:`), so it does not navigate again on load
          await page.goto(`http://127.0.0.1:${ports.storybook}/iframe.html?id=${id}&viewMode=story&globals=locale%3A${locale}`);
          await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
          await page.waitForLoadState('networkidle');
          await expect.soft(page).toHaveScreenshot(`${id}.${locale}-${width}.png`, { fullPage: true });
        }
      });
    }
  });
}
