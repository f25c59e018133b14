import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

// On a phone (375 px, touch) the page's title takes the focus on load and after a tap without a focus ring
// the ring is for keyboard users only.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectFocusedWithoutRing(page: Page): Promise<void> {
  await expect(h1(page)).toBeFocused();
  const ring = await h1(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle, shadow: style.boxShadow };
  });
  expect(ring).toEqual({ outline: 'none', shadow: 'none' });
}

test('заголовок получает фокус без рамки при загрузке и после касания', async ({ page }) => {
  await page.goto('/auth');
  await expectFocusedWithoutRing(page);
  await page.getByRole('link', { name: 'Зарегистрироваться' }).tap();
  await expect(page).toHaveURL(/\/register$/);
  await expectFocusedWithoutRing(page);
});
