import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { ports } from '../ports.ts';

/**
 * Every story against its committed baseline, in ru at 375 px and en at 1280 px. One test per component; its
 * stories are switched inside one preview frame through Storybook's channel (a page load per story is slow).
 */
const index = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../ui-kit/storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; title: string; type: string }>;
};
const byTitle = new Map<string, string[]>();
for (const e of Object.values(index.entries)) if (e.type === 'story') byTitle.set(e.title, [...(byTitle.get(e.title) ?? []), e.id]);
type Channel = { once(e: string, f: () => void): void; emit(e: string, p: unknown): void };

for (const [locale, width] of [['ru', 375], ['en', 1280]] as const) {
  test.describe(`${locale} ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const [title, ids] of byTitle) {
      test(title, async ({ page }) => {
        const open = async (id: string) => {
          await page.goto(`http://127.0.0.1:${ports.storybook}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`);
          await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
        };
        await open(ids[0]!);
        for (const [i, id] of ids.entries()) {
          if (i > 0) {
            const switched = await page
              .evaluate(
                (storyId) =>
                  new Promise<boolean>((resolve) => {
                    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
                    channel.once('storyRendered', () => resolve(true));
                    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
                    setTimeout(() => resolve(false), 5000);
                  }),
                id,
              )
              .catch(() => false);
            // the preview reloaded itself (or did not answer): open the story by its address instead
            if (!switched) await open(id);
          }
          await expect.soft(page).toHaveScreenshot(`${id}.${locale}-${width}.png`, { fullPage: true });
        }
      });
    }
  });
}
