import { test, expect } from '../fixtures.ts';
import { lang, starts, t, tRe, type Language } from '../i18n.ts';
import { holdUntilReleased } from './hold.helpers.ts';

/** imask's chunk for the named masks: a masked field takes plain typing until it is here. */
const IMASK = /\/assets\/imaskPatterns-[^/]+\.js$/;

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

  test("should check the phone typed before the field's mask arrived, as the mask shows it", async ({ page }) => {
    // the mask's code held back until Continue has been tapped: the field holds the digits as typed meanwhile
    const release = await holdUntilReleased(page, IMASK);
    const checked = page.waitForRequest((r) => r.url().endsWith('/api/v1/check-phone'));
    await page.goto('/auth');
    await page.getByLabel(starts(tRe('auth.field.phone'))).fill('9995550000');
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    release();
    await expect(page.getByText(t('errors.userNotFound'))).toBeVisible();
    expect((await checked).postDataJSON()).toEqual({ phone: '79995550000' });
    await expect(page.getByLabel(starts(tRe('auth.field.phone')))).toHaveValue('+7 (999) 555-00-00');
  });
});

test.describe('given a visitor registering', () => {
  test('should send the code to the phone typed before the mask arrived, as the mask reads it', async ({ page }) => {
    const release = await holdUntilReleased(page, IMASK);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/retrieve-sms'));
    await page.goto('/register');
    await page.getByLabel(starts(tRe('auth.field.phone'))).fill('9990000097');
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    release();
    // the code goes to the phone the mask reads, and the flow moves on to the code (the phone field goes)
    expect((await sent).postDataJSON()).toMatchObject({ phone: '79990000097' });
  });
});
