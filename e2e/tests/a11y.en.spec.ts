import { test, expect, loginAs } from '../fixtures.ts';
import { cabinetRoutes, publicRoutes } from './routes.helpers.ts';

// Every route in English on a desktop: axe finds nothing.
test.describe('public routes', () => {
  for (const route of publicRoutes) {
    test(`${route} passes axe`, async ({ page, checkA11y }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await checkA11y();
    });
  }
});

test.describe('cabinet routes', () => {
  for (const route of cabinetRoutes) {
    test(`${route} passes axe`, async ({ page, checkA11y }) => {
      await loginAs(page, '79990000001', 'Demo12345');
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkA11y();
    });
  }
});

test('focus moves to the main heading on a route change', async ({ page }) => {
  await loginAs(page, '79990000001', 'Demo12345');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('link', { name: /documents/i }).first().click();
  await expect(page).toHaveURL(/\/documents/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
});
