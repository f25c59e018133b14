import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures.ts';

export type Fault = '500' | 'timeout' | 'offline' | 'malformed' | 'schema';
export const faults: Fault[] = ['500', 'timeout', 'offline', 'malformed', 'schema'];

/** The client time-out the fault suite sets (ms), so a 'timeout' needs no long wait. */
export const SHORT_TIMEOUT_MS = 1500;

/** A body of the right JSON but the wrong shape: every list becomes a string, every object a number. */
const breaking = {
  orders: 'broken',
  documents: 'broken',
  elements: 'broken',
  count: 'x',
  places: 'broken',
  sizes: 'broken',
  files: 'broken',
  status: 42,
  main_phone: 42,
  boxes: 'broken',
  place: 42,
  cell: 42,
  list: 'broken',
  services: 'broken',
  timings: 'broken',
  phones: 'broken',
  emails: 'broken',
  legal_type: 'x',
  inn: 42,
  document_number: 42,
  photos: 'broken',
};

async function fail(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, json: { success: false, message: 'internal error' } });
    case 'timeout':
      await new Promise((r) => setTimeout(r, SHORT_TIMEOUT_MS + 1000));
      return route.fulfill({ status: 200, json: {} }).catch(() => undefined);
    case 'offline':
      return route.abort('internetdisconnected');
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"orders": [' });
    case 'schema':
      return route.fulfill({ status: 200, json: breaking });
  }
}

/**
 * Makes the loading calls (GET) of the API fail with `fault` while `active()` says so; other calls pass through.
 */
export async function injectLoadFault(page: Page, fault: Fault, active: () => boolean = () => true): Promise<() => number> {
  await page.addInitScript((ms) => localStorage.setItem('sb.timeoutMs', String(ms)), SHORT_TIMEOUT_MS);
  let broken = 0;
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'GET' && active()) {
      broken += 1;
      return fail(route, fault);
    }
    return route.fallback();
  });
  // how many loading calls were broken: a screen that makes none proves nothing
  return () => broken;
}

/** A visible failure message and a way to retry; never a blank screen. */
export async function expectFailureShown(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /повторить|try again/i }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** Makes every submitting call (POST/PUT/PATCH/DELETE) of the API answer 500; loading calls pass through. */
export async function injectSubmitFault(page: Page): Promise<string[]> {
  const failed: string[] = [];
  await page.route('**/api/**', async (route) => {
    if (route.request().method() !== 'GET') {
      failed.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return fail(route, '500');
    }
    return route.fallback();
  });
  return failed;
}

/** Retries (every failed part of the screen has its own button) until no failure is left: the screen recovered. */
export async function retryUntilRecovered(page: Page): Promise<void> {
  const retry = page.getByRole('button', { name: /повторить|try again/i });
  for (let i = 0; i < 6; i += 1) {
    await page.waitForLoadState('networkidle');
    // a part that is reloading shows a skeleton first: let it settle before deciding nothing failed
    await page.waitForTimeout(300);
    if ((await retry.count()) === 0) break;
    await retry.first().click();
  }
  await expect(retry).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
