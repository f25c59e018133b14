import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { checkA11y } from '../fixtures.ts';
import { ports } from '../ports.ts';

/**
 * Every story of the static Storybook, scanned by axe twice: in Russian at 375 px and in English at 1280 px.
 * The list comes from storybook-static/index.json, so a new story is scanned without touching this file.
 */
const indexFile = path.resolve(import.meta.dirname, '../../ui-kit/storybook-static/index.json');
const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, { id: string; title: string; name: string; type: string }> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const base = `http://127.0.0.1:${ports.storybook}`;

const pairings = [
  { locale: 'ru', width: 375, height: 812 },
  { locale: 'en', width: 1280, height: 800 },
] as const;

test('the catalogue holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const { locale, width, height } of pairings) {
  test.describe(`stories in ${locale} at ${width}px`, () => {
    test.use({ viewport: { width, height } });
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
        await page.locator('#storybook-root > *, #storybook-docs > *').first().waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        await checkA11y(page);
        expect(errors).toEqual([]);
      });
    }
  });
}
