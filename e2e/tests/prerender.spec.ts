import { test, expect } from '../fixtures.ts';
import { holdAuthScreen, typePhone } from './auth.helpers.ts';
import { only } from '../i18n.ts';

// One project: the prerendered /auth is the Russian copy a first visitor on a slow phone sees.
// Paint before the script (issue 17): /auth is prerendered at build time (cabinet/vite/prerender.ts). What a slow
// phone shows before the JavaScript has run, and the same screen working once it has.

const DEMO = '79990000001';
const title = /Вход в.личный кабинет/;

test.describe('given /auth before its script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('should show the title and the phone field with JavaScript disabled', only.ru375, async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Телефон/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Продолжить' })).toBeVisible();
  });
});

test.describe('given /auth with the app script held back', () => {
  // only the page's own inline guard runs: the app's entry never arrives
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  });

  test('should show the static login form to a first visitor', only.ru375, async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('should not show the Russian copy when English is remembered or a session exists', only.ru375, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('en')));
    await page.goto('/auth');
    await expect(page.locator('#root')).toBeHidden();
    await page.evaluate(() => {
      localStorage.setItem('language', JSON.stringify('ru'));
      localStorage.setItem('user', JSON.stringify({ token: 'a-session' }));
    });
    await page.reload();
    await expect(page.locator('#root')).toBeHidden();
  });
});

test.describe('given /auth with its script', () => {
  test('should replace the static copy with the working screen, nothing moving', only.ru375, async ({ page }) => {
    // the static copy is measured while the app's /auth screen is held back, then the app takes over
    const release = await holdAuthScreen(page);
    await page.goto('/auth');
    const heading = page.getByRole('heading', { level: 1, name: title });
    const staticHeading = await heading.elementHandle();
    const before = await staticHeading!.boundingBox();
    expect(before).not.toBeNull();
    release();
    // the app's commit takes the copy out of the page; its heading stands where the copy's stood
    await expect.poll(() => staticHeading!.evaluate((el) => el.isConnected)).toBe(false);
    expect(await heading.boundingBox()).toEqual(before);
    await typePhone(page, /Телефон/, DEMO);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('should open in English at once when English is remembered', only.ru375, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('en')));
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your cabinet' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  });
});
