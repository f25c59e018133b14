import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, sessionToken } from '../fixtures.ts';
import { customers } from './orders.helpers.ts';
import { goOffline, onOrdersWithWorker, openableOrder, w, withServiceWorker } from './offline.helpers.ts';
import { lang, perTest } from '../i18n.ts';

// The kept copy's journeys, run by both projects: what a customer keeps to read
// offline is theirs alone and lasts as long as their session. A tab restored after another customer logged in shows
// nothing of the first; the installed app reopened offline (a new window: no sessionStorage) shows the kept orders;
// a connection that says online and carries nothing shows them too, with every Pay waiting, until calls get through.
// These journeys run WITH the service worker (the others block it).

const KEPT = 'sb.offline.kept';

/** The app has kept what it showed (within a second of an answer, and as the page goes away). */
async function keptWritten(page: Page) {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT), { timeout: 10_000 }).not.toBeNull();
}

/** What the browser restores with a closed tab (Ctrl+Shift+T): its sessionStorage, put back before the app starts. */
async function restoreTab(context: BrowserContext, sessionCopy: Record<string, string>): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((copy) => {
    if (sessionStorage.getItem('e2e-restored')) return;
    for (const [key, value] of Object.entries(copy)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('e2e-restored', '1');
  }, sessionCopy);
  return page;
}

/** Registers the kept copy's journeys for one pairing. */
export function keptJourneys() {
  const t = perTest(() => w(lang()));

  withServiceWorker();

  test("should show nothing of customer 01's orders in their tab restored offline after 02 logged in", async ({ page, context }) => {
    const { orders } = await onOrdersWithWorker(page);
    const order = openableOrder(orders);
    await keptWritten(page);
    const sessionCopy = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    await page.close();

    // a new tab: 01 logs out, 02 logs in (the second customer has never opened their orders here)
    const other = await context.newPage();
    await other.goto('/auth');
    const token02 = await sessionToken(other.request, customers.edsAvailable);
    await other.evaluate(
      ([token, phone]) => {
        localStorage.removeItem('user');
        localStorage.setItem('userPhone', JSON.stringify(phone));
        localStorage.setItem('user', JSON.stringify({ token }));
      },
      [token02, customers.edsAvailable] as const,
    );
    await other.close();

    // offline, 01's tab comes back with its sessionStorage
    const restored = await restoreTab(context, sessionCopy);
    await goOffline(context, restored, true);
    await restored.goto('/orders');
    await expect(restored.getByText(t.offline, { exact: true })).toBeVisible();
    await expect(restored.locator('[data-section="active"] li')).toHaveCount(0);
    await expect(restored.getByText(order.cell.name, { exact: false })).toHaveCount(0);
    await expect(restored.getByText(t.asOf)).toHaveCount(0);
    // and what 01 kept is gone from the device: a copy there now is 02's
    const kept = await restored.evaluate((key) => localStorage.getItem(key), KEPT);
    expect(kept ?? '').not.toContain(customers.individual);
    expect(kept ?? '').not.toContain(order.cell.name);
  });

  test('should show the kept orders when the installed app is reopened offline in a new window', async ({ page, context }) => {
    const { orders } = await onOrdersWithWorker(page);
    const order = openableOrder(orders);
    await keptWritten(page);
    await page.close();

    // the installed app opens a new window: the session's token and its kept copy, no sessionStorage
    await context.setOffline(true);
    const reopened = await context.newPage();
    await reopened.goto('/orders');
    await expect(reopened.getByText(t.offline, { exact: true })).toBeVisible();
    // nothing of the orders is in this window's sessionStorage: what shows comes from the session's kept copy
    expect(await reopened.evaluate(() => Object.values(sessionStorage).join(' '))).not.toContain(order.cell.name);
    await expect(reopened.getByText(t.asOf)).toBeVisible({ timeout: 20_000 });
    await expect(reopened.locator('[data-section="active"] li').first()).toBeVisible();
    const pays = reopened.locator('[data-section="active"]').getByRole('button', { name: t.pay('') });
    await expect(pays.first()).toBeDisabled();
    await expect(pays.first()).toHaveAccessibleDescription(t.payReason);

    // the order's page from the same copy
    await reopened.goto(`/order-view/${order.number}`);
    await expect(reopened.getByRole('heading', { level: 1, name: new RegExp(`${order.cell.name}$`) })).toBeVisible({ timeout: 20_000 });
    await expect(reopened.getByText(t.asOf)).toBeVisible();
    await expect(reopened.getByText(t.lockReason)).toBeVisible();
  });

  test('should show the kept orders with every Pay waiting while the connection says online and carries nothing, and recover', async ({
    page,
  }) => {
    const { orders } = await onOrdersWithWorker(page);
    const order = openableOrder(orders);
    await page.goto(`/order-view/${order.number}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${order.cell.name}$`) })).toBeVisible({ timeout: 20_000 });
    await keptWritten(page);

    // a basement: every call of the API fails, the browser still says online
    const api = '**/api/**';
    await page.route(api, (route) => route.abort('internetdisconnected'));
    await page.goto('/orders');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByText(t.asOf)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t.offline, { exact: true })).toBeVisible();
    const pays = page.locator('[data-section="active"]').getByRole('button', { name: t.pay('') });
    expect(await pays.count()).toBeGreaterThan(0);
    await expect(pays.first()).toBeDisabled();
    await expect(pays.first()).toHaveAccessibleDescription(t.payReason);

    // the order seen a minute before: its kept data, not a loading page
    await page.goto(`/order-view/${order.number}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${order.cell.name}$`) })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t.asOf)).toBeVisible();
    await expect(page.getByText(t.lockReason)).toBeVisible();
    // the token's refresh failing on the network would not end the session either: still the customer's page
    await expect(page).toHaveURL(new RegExp(`/order-view/${order.number}$`));

    // the calls get through again: within a probe's interval the page is live
    await page.unroute(api);
    await expect(page.getByText(t.asOf)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(t.offline, { exact: true })).toHaveCount(0);
    await expect(page.getByText(t.lockReason)).toHaveCount(0);
  });
}
