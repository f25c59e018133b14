import type { Locator, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures.ts';
import { isPhone, only, t, tRe } from '../i18n.ts';
import { customers, ordersOf, pick } from './orders.helpers.ts';

// Every page's title takes the focus on a route change (for screen readers), and shows the focus ring only to
// keyboard users: after a page load, a click or a tap the heading has the focus and no ring; after a link followed
// with the keyboard it has the ring.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The heading's drawn ring: its outline and its box shadow (the theme's ring is a box shadow). */
async function ringOf(heading: Locator): Promise<{ outline: string; shadow: string }> {
  return heading.evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle, shadow: style.boxShadow };
  });
}

async function expectFocusedWithoutRing(page: Page): Promise<void> {
  await expect(h1(page)).toBeFocused();
  expect(await ringOf(h1(page))).toEqual({ outline: 'none', shadow: 'none' });
}

test.describe('given a visitor', () => {
  test('should focus the title of /auth on load without a ring, and again after a tap or a click', async ({ page }) => {
    await page.goto('/auth');
    await expectFocusedWithoutRing(page);
    const register = page.getByRole('link', { name: t('auth.link.register') });
    // the phone project has touch: a tap; the desktop a click
    if (isPhone()) await register.tap();
    else await register.click();
    await expect(page).toHaveURL(/\/register$/);
    await expectFocusedWithoutRing(page);
  });
});

test.describe('given a mouse user', () => {
  // the section tabs and Shift+Tab to them are the desktop's (a phone has them in its menu)
  test(
    'should focus each title without a ring on load and after a click, and with it after a keyboard navigation',
    only.en1280,
    async ({ page }) => {
      await loginAs(page, customers.individual);
      await page.goto('/orders');
      await expect(h1(page)).toHaveText(t('orders.list.title'));
      await expectFocusedWithoutRing(page);

      const nav = page.getByRole('navigation', { name: t('app.nav.label') });
      await nav.getByRole('link', { name: t('app.nav.documents') }).click();
      await expect(page).toHaveURL(/\/documents$/);
      await expectFocusedWithoutRing(page);

      // the keyboard: Shift+Tab from the title back to the section link, and Enter
      const orders = nav.getByRole('link', { name: t('app.nav.orders') });
      for (let i = 0; i < 60 && !(await orders.evaluate((el) => el === document.activeElement)); i += 1)
        await page.keyboard.press('Shift+Tab');
      await expect(orders).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/orders$/);
      await expect(h1(page)).toBeFocused();
      expect((await ringOf(h1(page))).shadow).not.toBe('none');

      // a click after the keyboard: no ring again
      await nav.getByRole('link', { name: t('app.nav.booking') }).click();
      await expect(page).toHaveURL(/\/create-order/);
      await expectFocusedWithoutRing(page);
    },
  );

  test("should align the order page's title with what is under it", async ({ page }) => {
    const token = await loginAs(page, customers.individual);
    const order = pick(await ordersOf(page, token), (o) => o.state === 'active', 'active order');
    await page.goto(`/order-view/${order.number}`);
    await expect(h1(page)).toBeVisible({ timeout: 30_000 });
    const left = async (l: Locator) => Math.round((await l.boundingBox())!.x);
    const subtitle = page.getByText(new RegExp(`^${tRe('orders.view.subtitle', { number: String(order.number) }).source}`)).first();
    expect(await left(h1(page))).toBe(await left(subtitle));
    await expectFocusedWithoutRing(page);
  });
});
