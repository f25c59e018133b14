import { test, expect, loginAs } from '../fixtures.ts';
import { cabinetRoutes, publicRoutes } from './routes.helpers.ts';

// Every route in Russian on a phone: axe finds nothing, and the page does not scroll sideways at 320 px.
test.describe('public routes', () => {
  for (const route of publicRoutes) {
    test(`${route} passes axe and fits 320 px`, async ({ page, checkA11y }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await checkA11y();
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('cabinet routes', () => {
  for (const route of cabinetRoutes) {
    test(`${route} passes axe and fits 320 px`, async ({ page, checkA11y }) => {
      await loginAs(page, '79990000001', 'Demo12345');
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkA11y();
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});

test('focus moves to the main heading on a route change', async ({ page }) => {
  await loginAs(page, '79990000001', 'Demo12345');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('link', { name: /документы/i }).first().click();
  await expect(page).toHaveURL(/\/documents/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
});
