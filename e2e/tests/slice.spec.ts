import { test, expect } from '../fixtures.ts';
import { lang, starts, t, tRe, type Language } from '../i18n.ts';

// The foundation slice: /auth against the sandbox, in both projects; the user-not-found message follows a switch to
// the other language.
test.describe('given the phone entry screen', () => {
  test('should take the demo customer on to /login', async ({ page, checkA11y }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.phone'))).fill('9990000001');
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('should say the user is not found, in the page language and then in the other one', async ({ page }) => {
    const other: Language = lang() === 'ru' ? 'en' : 'ru';
    await page.goto('/auth');
    await page.getByLabel(starts(tRe('auth.field.phone'))).fill('9995550000');
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    await expect(page.getByText(t('errors.userNotFound'))).toBeVisible();
    await page.getByLabel(t('app.language')).selectOption(other);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.getByLabel(new RegExp(`^${t('auth.field.phone', undefined, other)}`)).fill('9995550000');
    await page.getByRole('button', { name: t('auth.phone.submit', undefined, other) }).click();
    await expect(page.getByText(t('errors.userNotFound', undefined, other))).toBeVisible();
  });
});
