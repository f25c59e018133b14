import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { checkA11y } from '../fixtures.ts';
import { ports } from '../ports.ts';

/**
 * Every story of the static Storybook, scanned by axe once, the two pairings taking turns through a component's
 * stories (Russian at 375 px, English at 1280 px): every story is scanned, and every component with two stories or
 * more in both pairings.
 * The list comes from storybook-static/index.json, so a new story is scanned without touching this file. One test
 * per component: its stories are switched inside one preview frame per pairing (Storybook's own channel), which is
 * much faster than a page load per story.
 */
const indexFile = path.resolve(import.meta.dirname, '../../ui-kit/storybook-static/index.json');
const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as {
  entries: Record<string, { id: string; title: string; name: string; type: string }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const byTitle = new Map<string, typeof stories>();
for (const s of stories) byTitle.set(s.title, [...(byTitle.get(s.title) ?? []), s]);
const base = `http://127.0.0.1:${ports.storybook}`;

const pairings = [
  { locale: 'ru', width: 375, height: 812 },
  { locale: 'en', width: 1280, height: 800 },
] as const;

type Channel = { once(e: string, f: (...a: unknown[]) => void): void; emit(e: string, p: unknown): void };

test('the catalogue holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/** The stories of a component a pairing scans: every other one, the components starting in turn. */
const share = (group: typeof stories, component: number, pairing: number) => group.filter((_, k) => (k + component) % 2 === pairing);

pairings.forEach(({ locale, width, height }, pairing) => {
  test.describe(`stories in ${locale} at ${width}px`, () => {
    // One preview frame for the whole pairing, axe injected once: each component's test switches it story by story
    // (a page load and an axe injection per component cost more than the scans). A test that fails restarts the
    // worker, and this hook opens a fresh frame for the tests after it.
    let page: Page;
    let shown: string | undefined;
    const errors: string[] = [];
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width, height } });
      page.on('pageerror', (e) => errors.push(e.message));
      shown = stories[0]!.id;
      await page.goto(`${base}/iframe.html?id=${shown}&viewMode=story&globals=locale:${locale};a11y.manual:!true`);
      await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
    });
    test.afterAll(async () => {
      await page?.close();
    });

    [...byTitle].forEach(([title, all], component) => {
      const group = share(all, component, pairing);
      if (!group.length) return;
      test(title, async () => {
        errors.length = 0;
        for (const story of group) {
          if (story.id !== shown) {
            const outcome = await page.evaluate(
              (id) =>
                new Promise<string>((resolve) => {
                  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
                  channel.once('storyRendered', () => resolve('rendered'));
                  channel.once('storyErrored', () => resolve('errored'));
                  channel.once('storyThrewException', () => resolve('threw'));
                  channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
                  setTimeout(() => resolve('timeout'), 10_000);
                }),
              story.id,
            );
            shown = story.id;
            expect(outcome, `${story.id} did not render`).toBe('rendered');
          }
          await page.waitForTimeout(50);
          expect(await page.locator('html').getAttribute('lang'), story.id).toBe(locale);
          await test.step(story.name, () => checkA11y(page));
        }
        expect(errors).toEqual([]);
      });
    });
  });
});
