import { test, expect } from '../fixtures.ts';

// The foundation slice: /auth against the sandbox, in Russian on a phone.
test.describe('given the phone entry screen', () => {
  test('should take the demo customer on to /login', async ({ page, checkA11y }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y();
    await page.getByLabel(/телефон/i).fill('9990000001');
    await page.getByRole('button', { name: /продолжить|далее|войти/i }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('should say the user is not found, in Russian and then in English', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel(/телефон/i).fill('9995550000');
    await page.getByRole('button', { name: /продолжить|далее|войти/i }).click();
    await expect(page.getByText(/пользователь не найден/i)).toBeVisible();
    await page.getByLabel(/язык/i).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel(/phone/i).fill('9995550000');
    await page.getByRole('button', { name: /continue|next|log in|sign in/i }).click();
    await expect(page.getByText(/user not found/i)).toBeVisible();
  });
});
