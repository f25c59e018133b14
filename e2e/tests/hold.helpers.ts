import type { Page } from '@playwright/test';

/**
 * Holds the answers of the requests whose URL matches `url` until `release()`: the page meanwhile is what a phone
 * shows while that file is still on its way (the entry, a lazy chunk).
 */
export async function holdUntilReleased(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
