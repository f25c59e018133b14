import { test, expect, loginAs } from '../fixtures.ts';
import { isPhone, lang, only, t, tRe } from '../i18n.ts';
import { DEMO_PHONE } from './routes.helpers.ts';
import { comeBackAfterTheSessionExpired, openSection } from './navigation.helpers.ts';
import { logOutHere } from './session.helpers.ts';

// Navigation and live state: the back button never leads out of the cabinet after a redirect, a session end or a
// logout in another tab, the box search keeps the keyboard where it was, and on a phone the menu survives the
// on-screen keyboard and holds the page under it still.

const authHeading = () => new RegExp(`^${tRe('auth.phone.title').source.replaceAll(' ', '.')}$`);
const back = () => t('app.nav.back');

test.describe('given a visitor who is not logged in', () => {
  test('should land on /auth from /orders with no back button out of the cabinet', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authHeading());
    await expect(page.getByRole('button', { name: back() })).toHaveCount(0);
  });
});

test.describe('given a logged-in customer', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_PHONE);
  });

  test('should go back to the page before a guard redirect, and offer no back when nothing is behind', async ({ page }) => {
    await page.goto('/document-act');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: back() })).toHaveCount(0);

    await openSection(page, 'documents');
    await expect(page).toHaveURL(/\/documents$/);
    // an act's address without its pass (an old link): the guard sends it on to the profile
    await page.evaluate(() => window.history.pushState(null, '', '/document-act'));
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: back() }).click();
    await expect(page).toHaveURL(/\/documents$/);
    // the section tabs show where you are (a phone has them in its menu, closed)
    if (!isPhone()) {
      const tabs = page.getByRole('navigation', { name: t('app.nav.label') });
      await expect(tabs.getByRole('link', { name: t('app.nav.documents') })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('should land on /auth with no back button when the session has expired', async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openSection(page, 'documents');
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('button', { name: back() })).toBeVisible();

    await comeBackAfterTheSessionExpired(page);
    // the refused call, the failed refresh and the redirect: seconds on a busy machine
    await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authHeading());
    await expect(page.getByRole('button', { name: back() })).toHaveCount(0);
  });

  test('should land on /auth with no back button when another tab logs out', async ({ page, context }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openSection(page, 'documents');
    await expect(page.getByRole('button', { name: back() })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/support');
    await logOutHere(other, lang());

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authHeading());
    await expect(page.getByRole('button', { name: back() })).toHaveCount(0);
  });

  test('should keep the focus on a warehouse or size checkbox toggled with the keyboard', async ({ page }) => {
    await page.goto('/create-order/,/,/available');
    // the warehouse's name is the sandbox's data
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

    const medium = page.getByRole('checkbox', { name: tRe('uikit.sizeFilter.medium') });
    await expect(medium).not.toBeChecked();
    await medium.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/create-order\/,\/medium\/available$/);
    await expect(medium).toBeChecked();
    await expect(medium).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/create-order\/,\/medium,large\/available$/);
    await expect(page.getByRole('checkbox', { name: tRe('uikit.sizeFilter.large') })).toBeFocused();
  });

  // the menu dialog exists under 770 px only
  test('should keep the menu open when only the height changes and the page under it still', only.ru375, async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the orders list is taller than the phone: the page can scroll
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await page.getByRole('button', { name: t('app.nav.menu') }).click();
    const menu = page.getByRole('dialog', { name: t('app.nav.menu') });
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

    await menu.getByRole('button', { name: t('app.nav.closeMenu') }).click();
    await expect(menu).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
