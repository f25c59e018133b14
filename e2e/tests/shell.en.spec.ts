import { test, expect, loginAs } from '../fixtures.ts';

// The cabinet shell in English at 1280 px: top bar, tabs, logout (in this tab and across tabs), the language.

const DEMO = '79990000001';

test.describe('given a logged-in customer on a wide screen', () => {
  test('should show the top bar and the tab menu, and confirm the logout before reaching /login', async ({ page, checkA11y }) => {
    await loginAs(page, DEMO, 'Demo12345');
    await page.goto('/orders');
    const tabs = page.getByRole('navigation', { name: 'Cabinet sections' });
    await expect(tabs.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: /Main site/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: /Messenger/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Support' })).toBeVisible();
    await checkA11y();
    await tabs.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out of the cabinet?' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Account' }).click();
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBe('null');
  });

  test('should end the session in the other tab when one tab logs out', async ({ page, context }) => {
    await loginAs(page, DEMO, 'Demo12345');
    await page.goto('/orders');
    const other = await context.newPage();
    await other.goto('/documents');
    await expect(other.getByRole('navigation', { name: 'Cabinet sections' })).toBeVisible();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/auth$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Log in to your cabinet');
  });

  test('should remember the language and set lang on the page', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel('Language').selectOption('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Вход в.личный кабинет/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByLabel('Язык')).toHaveValue('ru');
  });
});
