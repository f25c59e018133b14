import type { Page, Route } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures.ts';
import { isPhone, lang, only, perTest } from '../i18n.ts';

// A dropped network or a deploy under an open tab never blanks the page. A chunk that does not come says so
// where it was needed, the rest of the page stays, and its Retry works once the network is back; a chunk the server
// no longer has (a new build) reloads the tab once onto the new build, with what was typed kept.

const t = {
  ru: {
    failed: 'Эта часть страницы не загрузилась',
    retry: 'Повторить',
    close: 'Закрыть',
    orders: 'Мои заказы',
    documents: 'Документы',
    booking: 'Арендовать бокс',
    newInvoice: 'Новый счёт',
    menu: 'Меню',
    fio: /^ФИО/,
  },
  en: {
    failed: 'This part of the page did not load',
    retry: 'Try again',
    close: 'Close',
    orders: 'My orders',
    documents: 'Documents',
    booking: 'Book a box',
    newInvoice: 'New invoice',
    menu: 'Menu',
    fio: /^Full name/,
  },
};

const individual = { phone: '79990000001', password: 'Demo12345' };

/** From now on the server has none of the scripts this tab has not fetched yet: a new build was deployed. */
async function deployUnder(page: Page): Promise<void> {
  const fetched = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
  await page.route('**/assets/*.js', (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    return fetched.has(path) ? route.continue() : route.fulfill({ status: 404, body: 'gone' });
  });
}

export function resilienceJourneys() {
  const w = perTest(() => t[lang()]);

  test.describe('given the network dropping under an open tab', () => {
    test.beforeEach(async ({ page, sandbox }) => {
      await sandbox.reset();
      await loginAs(page, individual.phone, individual.password);
    });

    test('should say in place that the next screen did not load, keep the page, and open it on retry once online', async ({
      page,
      context,
      checkA11y,
    }) => {
      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();
      await expect(page.locator('[data-section="active"] li').first()).toBeVisible();
      await context.setOffline(true);
      // on a phone the orders' own link books a box; on a desktop the cabinet's tabs lead to the documents
      const target = isPhone() ? w.booking : w.documents;
      if (isPhone()) await page.getByRole('link', { name: 'Забронировать бокс' }).click();
      else await page.getByRole('navigation').getByRole('link', { name: w.documents }).first().click();

      const failure = page.getByRole('alert').filter({ hasText: w.failed });
      await expect(failure).toBeVisible();
      // never a blank page: the header and its navigation stay
      await expect(page.getByRole('banner')).toBeVisible();
      await checkA11y();

      await context.setOffline(false);
      await failure.getByRole('button', { name: w.retry }).click();
      await expect(page.getByRole('heading', { level: 1, name: target })).toBeVisible();
      await expect(failure).toHaveCount(0);
    });

    test('should say over the page that a dialog did not load, and open it on retry once it comes', async ({ page }) => {
      // the dialogs' chunk does not come (the connection dropped when it was asked for)
      const drop = (route: Route) => route.abort('internetdisconnected');
      await page.route(/\/assets\/orderDialogs-[^/]*\.js$/, drop);
      await page.goto('/order-view/1001');
      await page.getByRole('button', { name: w.newInvoice }).first().click();
      const failure = page.getByRole('alert').filter({ hasText: w.failed });
      await expect(failure).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.unroute(/\/assets\/orderDialogs-[^/]*\.js$/, drop);
      await page.getByRole('button', { name: w.retry }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByText(w.failed)).toHaveCount(0);
    });

    // the menu dialog exists under 770 px only
    test('should say that the menu did not load, close that, and open the menu on retry once online', only.ru375, async ({ page }) => {
      const drop = (route: Route) => route.abort('internetdisconnected');
      await page.route(/\/assets\/dialogs-[^/]*\.js$/, drop);
      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();
      await page.getByRole('button', { name: w.menu }).click();
      const failure = page.getByRole('alert').filter({ hasText: w.failed });
      await expect(failure).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();

      await page.unroute(/\/assets\/dialogs-[^/]*\.js$/, drop);
      await page.getByRole('button', { name: w.retry }).click();
      await expect(page.getByRole('dialog', { name: w.menu })).toBeVisible();
    });
  });

  test.describe('given a new build deployed under an open tab', () => {
    test.beforeEach(async ({ page, sandbox }) => {
      await sandbox.reset();
      await loginAs(page, individual.phone, individual.password);
    });

    test('should reload once onto the new build and keep what was typed on the page', async ({ page }) => {
      await page.goto('/');
      const fio = page.getByLabel(w.fio);
      await expect(fio).not.toHaveValue('');
      await fio.fill('Петров Пётр Петрович');
      await page.evaluate(() => ((window as unknown as { beforeDeploy: boolean }).beforeDeploy = true));
      await deployUnder(page);

      // a link's intent (hovered) asks for its screen's chunk, which the server no longer has: the tab reloads
      const reloaded = page.waitForEvent('load');
      await page.locator('a[href="/support"], a[href="/documents"], a[href="/orders"]').filter({ visible: true }).first().hover();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { beforeDeploy?: boolean }).beforeDeploy ?? false)).toBe(false);
      await expect(page.getByLabel(w.fio)).toHaveValue('Петров Пётр Петрович');
      await expect(page.getByText(w.failed)).toHaveCount(0);
    });
  });
}
