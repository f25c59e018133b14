import { test, expect, loginAs } from '../fixtures.ts';
import { isPhone, t } from '../i18n.ts';
import { customers, ordersOf, pick } from './orders.helpers.ts';
import { layoutShift, recordLayoutShifts, shiftWithLateScreenCode } from './layout.helpers.ts';
import { settle } from '../chromium.ts';

// Nothing jumps while a screen loads: the orders list with its payment notices, the
// box search, the documents' inbox and an order's page keep what they have shown where it is when the data comes.
// The sum of every layout shift from the first paint until the screen has settled stays at most 0.02.

// a busy machine may take long to show a screen: what is asserted is that nothing moved once it did
test.setTimeout(120_000);

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('given the individual demo customer', () => {
  test('should show the orders list and its payment notices without moving what was shown', async ({ page }) => {
    await loginAs(page, customers.individual);
    await recordLayoutShifts(page);
    await page.goto('/orders');
    // a phone shows the active orders in a tab, a desktop in a section
    const active = isPhone()
      ? page.getByRole('tabpanel', { name: new RegExp(t('orders.list.tabActive')) })
      : page.locator('[data-section="active"]');
    await expect(active.getByRole('listitem')).toHaveCount(6, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: new RegExp(`^${t('uikit.invoiceList.pay')}`) }).first()).toBeVisible({ timeout: 30_000 });
    await settle(page);
    const { sum, moved } = await layoutShift(page);
    expect(sum, `moved: ${moved.join('; ')}`).toBeLessThanOrEqual(0.02);
  });

  test('should show the box search, an order and the documents without moving what was shown', async ({ page }) => {
    const token = await loginAs(page, customers.individual);
    const order = pick(await ordersOf(page, token), (o) => o.state !== 'archived', 'active order');
    await recordLayoutShifts(page);
    for (const [path, ready] of [
      ['/create-order', () => page.getByRole('checkbox').first()],
      [`/order-view/${order.number}`, () => page.getByRole('heading', { level: 1 })],
      ['/documents', () => page.getByRole('heading', { level: 2 }).first()],
    ] as const) {
      await page.goto(path);
      await expect(ready()).toBeVisible({ timeout: 30_000 });
      await settle(page);
      const { sum, moved } = await layoutShift(page);
      expect(sum, `${path} moved: ${moved.join('; ')}`).toBeLessThanOrEqual(0.02);
    }
  });
});

test.describe("given a visitor whose page's code comes late", () => {
  test('should show the public support page whole, with no footer pushed down under the reader', async ({ page }) => {
    const { sum, moved } = await shiftWithLateScreenCode(page, '/support-public', /\/assets\/supportScreens-[^/]+\.js$/, () =>
      page.getByRole('heading', { level: 1, name: t('support.title') }),
    );
    await expect(page.getByRole('heading', { name: t('support.faq.title') })).toBeVisible();
    expect(sum, `moved: ${moved.join('; ')}`).toBeLessThanOrEqual(0.02);
  });
});
