import { test, expect, loginAs } from '../fixtures.ts';

// The cabinet shell in Russian on a 375 px phone: the guard table, the mobile menu, embedded mode.

const DEMO = '79990000001';

/** (who, route) -> where they land. */
const anonymousTable: Array<[string, RegExp]> = [
  ['/orders', /\/auth$/],
  ['/', /\/auth$/],
  ['/documents', /\/auth$/],
  ['/document-act', /\/auth$/],
  ['/reg-password', /\/auth$/], // no registration token -> / -> /auth
  ['/reg-step-1', /\/auth$/],
  ['/set-password', /\/auth$/],
  ['/login', /\/login$/],
  ['/register', /\/register$/],
  ['/support-public', /\/support-public$/],
];

test.describe('given an anonymous visitor', () => {
  for (const [route, lands] of anonymousTable) {
    test(`should land on ${lands.source} from ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(lands);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

const customerTable: Array<[string, RegExp]> = [
  ['/auth', /\/$/],
  ['/login', /\/$/],
  ['/register', /\/$/],
  ['/reg-password', /\/$/],
  ['/document-act', /\/$/], // no pass from the documents screen
  ['/document-signed', /\/$/],
  ['/support-request', /\/$/],
  ['/orders', /\/orders$/],
  ['/no-such-page', /\/no-such-page$/], // unknown paths show the orders list
];

test.describe('given a logged-in customer', () => {
  for (const [route, lands] of customerTable) {
    test(`should land on ${lands.source} from ${route}`, async ({ page }) => {
      await loginAs(page, DEMO, 'Demo12345');
      await page.goto(route);
      await expect(page).toHaveURL(lands);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('should open the menu, close it on a route change and on a width change, and reach logout', async ({ page, checkA11y }) => {
    await loginAs(page, DEMO, 'Demo12345');
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await checkA11y();
    await menu.getByRole('link', { name: 'Документы' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 812, height: 375 });
    await expect(menu).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });

    await page.getByRole('button', { name: 'Меню' }).click();
    await menu.getByRole('button', { name: 'Выйти' }).click();
    const confirm = page.getByRole('dialog', { name: /Выйти из.кабинета/ });
    await expect(confirm).toBeVisible();
    await checkA11y();
    await confirm.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
  });

  test('should hide the main-site and messenger links inside a frame', async ({ page }) => {
    await loginAs(page, DEMO, 'Demo12345');
    await page.goto('/orders');
    // the same cabinet framed by a page of its own origin (embedded mode)
    await page.evaluate(() => {
      document.body.innerHTML = '<iframe title="cabinet" src="/orders" style="width:375px;height:800px;border:0"></iframe>';
    });
    const frame = page.frameLocator('iframe[title="cabinet"]');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await frame.getByRole('button', { name: 'Меню' }).click();
    await expect(frame.getByRole('link', { name: 'Поддержка' })).toBeVisible();
    await expect(frame.getByTestId('main-site-link')).toHaveCount(0);
    await expect(frame.getByTestId('messenger-link')).toHaveCount(0);
  });
});
