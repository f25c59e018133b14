import { test, expect, loginAs } from '../fixtures.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from './routes.helpers.ts';
import { comeBackAfterTheSessionExpired } from './navigation.helpers.ts';

// Navigation and live state in Russian on a 375 px phone: the back button never leads
// out of the cabinet after a redirect or a session end, the box search keeps the keyboard where it was, the menu
// survives the on-screen keyboard and holds the page under it still.

test.describe('given a visitor who is not logged in', () => {
  test('should land on /auth from /orders with no back button out of the cabinet', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Вход в.личный кабинет/);
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  });
});

test.describe('given a logged-in customer', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_PHONE, DEMO_PASSWORD);
  });

  test('should open a page the guard redirects with no back button when nothing of the cabinet is behind', async ({ page }) => {
    await page.goto('/document-act');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  });

  test('should land on /auth with no back button when the session has expired', async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await page.getByRole('button', { name: 'Меню' }).click();
    await menu.getByRole('link', { name: 'Документы' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('button', { name: 'Назад' })).toBeVisible();

    await comeBackAfterTheSessionExpired(page);
    // the refused call, the failed refresh and the redirect: seconds on a busy machine
    await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Вход в.личный кабинет/);
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  });

  test('should keep the focus on a warehouse checkbox toggled with the keyboard', async ({ page }) => {
    await page.goto('/create-order/,/,/available');
    const warehouse = page.getByRole('checkbox', { name: 'Склад на Тверской' });
    await expect(warehouse).not.toBeChecked();
    await warehouse.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/create-order\/MSK-01\/,\/available$/);
    await expect(warehouse).toBeChecked();
    await expect(warehouse).toBeFocused();
    // and toggled back, still there
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/create-order\/,\/,\/available$/);
    await expect(warehouse).toBeFocused();
  });

  test('should keep the menu open when only the height changes and the page under it still', async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the orders list is taller than the phone: the page can scroll
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await page.getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();

    // the on-screen keyboard (or the browser's toolbar) takes height, not width
    await page.setViewportSize({ width: 375, height: 480 });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(menu).toBeVisible();

    // a swipe over the dimmed page does not move it
    await page.mouse.move(20, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await menu.getByRole('button', { name: 'Закрыть меню' }).click();
    await expect(menu).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
