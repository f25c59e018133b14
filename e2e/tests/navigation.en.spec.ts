import { test, expect, loginAs } from '../fixtures.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from './routes.helpers.ts';
import { comeBackAfterTheSessionExpired } from './navigation.helpers.ts';

// Navigation and live state in English at 1280 px: the back button never leads out of
// the cabinet after a redirect or a session end, and the box search keeps the keyboard where it was.

test.describe('given a visitor who is not logged in', () => {
  test('should land on /auth from /orders with no back button out of the cabinet', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your cabinet');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });
});

test.describe('given a logged-in customer', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_PHONE, DEMO_PASSWORD);
  });

  test('should go back to the page before a guard redirect, and offer no back when nothing is behind', async ({ page }) => {
    await page.goto('/document-act');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    const tabs = page.getByRole('navigation', { name: 'Cabinet sections' });
    await tabs.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    // an act's address without its pass (an old link): the guard sends it on to the profile
    await page.evaluate(() => window.history.pushState(null, '', '/document-act'));
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(tabs.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
  });

  test('should land on /auth with no back button when the session has expired', async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Cabinet sections' });
    await tabs.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

    await comeBackAfterTheSessionExpired(page);
    // the refused call, the failed refresh and the redirect: seconds on a busy machine
    await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your cabinet');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('should land on /auth with no back button when another tab logs out', async ({ page, context }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Cabinet sections' });
    await tabs.getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/support');
    await other.getByRole('button', { name: 'Account' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(other).toHaveURL(/\/login$/);

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your cabinet');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('should keep the focus on a size checkbox toggled with the keyboard', async ({ page }) => {
    await page.goto('/create-order/,/,/available');
    const medium = page.getByRole('checkbox', { name: /Medium/ });
    await expect(medium).not.toBeChecked();
    await medium.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/create-order\/,\/medium\/available$/);
    await expect(medium).toBeChecked();
    await expect(medium).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/create-order\/,\/medium,large\/available$/);
    await expect(page.getByRole('checkbox', { name: /Large/ })).toBeFocused();
  });
});
