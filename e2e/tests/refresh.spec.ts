import { test, expect, loginAs } from '../fixtures.ts';
import { starts, tRe } from '../i18n.ts';

// Both projects (its one word comes from the catalogues; cheap to run twice). Every loading call of a screen answered 401 at once causes one refresh call, and each is retried with the new
// token (ten simultaneous 401s -> one refresh is proven call by call in contracts/test/client.test.ts).
test('should refresh the session once for a burst of 401s and carry on', async ({ page }) => {
  await loginAs(page, '79990000001', 'Demo12345');
  let refreshes = 0;
  let unauthorised = 0;
  let expired = true;
  await page.route('**/api/v1/refresh-token', async (route) => {
    refreshes += 1;
    const res = await route.fetch();
    expired = false;
    await route.fulfill({ response: res });
  });
  await page.route('**/api/**', async (route) => {
    const url = route.request().url();
    if (expired && !url.includes('refresh-token') && route.request().method() === 'GET') {
      unauthorised += 1;
      return route.fulfill({ status: 401, json: { success: false, message: 'token is expired', code: 401 } });
    }
    return route.fallback();
  });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the orders arrive (retried with the new token), no failure is shown, and the stored token is the new one
  await expect(
    page.getByRole('link', { name: starts(tRe('uikit.orderCard.detailsFor', { box: tRe('orders.boxName') })) }).first(),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(unauthorised, 'the screen made several calls that all met the expired token').toBeGreaterThan(1);
  expect(refreshes).toBe(1);
});
