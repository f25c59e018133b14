import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../chromium.ts';

/**
 * Records every layout shift of the page from its first paint (a buffered PerformanceObserver on `layout-shift`,
 * shifts right after an input left out, as Chromium's CLS does). Call before `page.goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; moved: string[] }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (e.hadRecentInput) continue;
        const moved = (e.sources ?? []).map((s) => {
          const el = s.node as HTMLElement | null | undefined;
          return el?.tagName ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"` : '?';
        });
        w.__shifts.push({ value: e.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the recorded shifts, and what moved (for the failure message). */
export async function layoutShift(page: Page): Promise<{ sum: number; moved: string[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; moved: string[] }> }).__shifts);
  return { sum: shifts.reduce((a, s) => a + s.value, 0), moved: shifts.flatMap((s) => s.moved.map((m) => `${s.value.toFixed(3)} ${m}`)) };
}

/**
 * A visitor opens `path` while the code of the screen they land on (`chunk`, a file of the build) comes 1.5 s after
 * the shell's, as on a slow connection: once `ready` shows and the page has settled, the layout shift from the first
 * paint (the first paint must already be that screen, not its loading place under which the footer would move).
 */
export async function shiftWithLateScreenCode(
  page: Page,
  path: string,
  chunk: RegExp,
  ready: () => Locator,
): Promise<{ sum: number; moved: string[] }> {
  await page.route(chunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await recordLayoutShifts(page);
  await page.goto(path);
  await expect(ready()).toBeVisible({ timeout: 30_000 });
  await settle(page);
  return layoutShift(page);
}
