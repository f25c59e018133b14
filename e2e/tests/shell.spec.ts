import { test, expect, loginAs } from '../fixtures.ts';
import { isPhone, lang, only, t, tRe } from '../i18n.ts';
import { logOutHere } from './session.helpers.ts';

// The cabinet shell: the guard table, embedded mode, the logout across tabs and the language in both pairings; the
// mobile menu on a phone; the top bar, the tabs and the account button's logout on a desktop.

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

  // the menu dialog exists under 770 px only
  test(
    'should open the menu, close it on a route change and on a width change, and reach logout',
    only.ru375,
    async ({ page, checkA11y }) => {
      await loginAs(page, DEMO, 'Demo12345');
      await page.goto('/orders');
      await page.getByRole('button', { name: t('app.nav.menu') }).click();
      const menu = page.getByRole('dialog', { name: t('app.nav.menu') });
      await expect(menu).toBeVisible();
      await checkA11y();
      await menu.getByRole('link', { name: t('app.nav.documents') }).click();
      await expect(page).toHaveURL(/\/documents$/);
      await expect(menu).toHaveCount(0);

      await page.getByRole('button', { name: t('app.nav.menu') }).click();
      await expect(menu).toBeVisible();
      await page.setViewportSize({ width: 812, height: 375 });
      await expect(menu).toHaveCount(0);
      await page.setViewportSize({ width: 375, height: 812 });

      await page.getByRole('button', { name: t('app.nav.menu') }).click();
      await menu.getByRole('button', { name: t('app.nav.logout') }).click();
      const confirm = page.getByRole('dialog', { name: t('app.logout.title') });
      await expect(confirm).toBeVisible();
      await checkA11y();
      await confirm.getByRole('button', { name: t('app.logout.confirm') }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
    },
  );

  // a 375 px frame in either project, its links in the menu
  test('should hide the main-site and messenger links inside a frame', async ({ page }) => {
    await loginAs(page, DEMO, 'Demo12345');
    await page.goto('/orders');
    // the same cabinet framed by a page of its own origin (embedded mode)
    await page.evaluate(() => {
      document.body.innerHTML = '<iframe title="cabinet" src="/orders" style="width:375px;height:800px;border:0"></iframe>';
    });
    const frame = page.frameLocator('iframe[title="cabinet"]');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await frame.getByRole('button', { name: t('app.nav.menu') }).click();
    await expect(frame.getByRole('link', { name: t('app.nav.support') })).toBeVisible();
    await expect(frame.getByTestId('main-site-link')).toHaveCount(0);
    await expect(frame.getByTestId('messenger-link')).toHaveCount(0);
  });
});

// the top bar, the section tabs and the account button are the desktop's
test.describe('given a logged-in customer on a wide screen', only.en1280, () => {
  test('should show the top bar and the tab menu, and confirm the logout before reaching /login', async ({ page, checkA11y }) => {
    await loginAs(page, DEMO, 'Demo12345');
    await page.goto('/orders');
    const tabs = page.getByRole('navigation', { name: t('app.nav.label') });
    await expect(tabs.getByRole('link', { name: t('app.nav.orders') })).toHaveAttribute('aria-current', 'page');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: tRe('app.nav.mainSite') })).toBeVisible();
    await expect(bar.getByRole('link', { name: tRe('app.nav.messenger') })).toBeVisible();
    await expect(bar.getByRole('link', { name: t('app.nav.support') })).toBeVisible();
    await checkA11y();
    await tabs.getByRole('link', { name: t('app.nav.profile') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: t('app.nav.back') })).toBeVisible();

    await page.getByRole('button', { name: t('app.nav.account') }).click();
    const dialog = page.getByRole('dialog', { name: t('app.logout.title') });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: t('app.logout.cancel') }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: t('app.nav.account') }).click();
    const started = Date.now();
    await dialog.getByRole('button', { name: t('app.logout.confirm') }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBe('null');
  });
});

test.describe('given a customer in either pairing', () => {
  test('should end the session in the other tab when one tab logs out', async ({ page, context }) => {
    await loginAs(page, DEMO, 'Demo12345');
    await page.goto('/orders');
    const other = await context.newPage();
    await other.goto('/documents');
    await expect(other.getByRole('heading', { level: 1, name: t('documents.title') })).toBeVisible();
    // the section tabs are the desktop's; a phone keeps them in its menu
    if (!isPhone()) await expect(other.getByRole('navigation', { name: t('app.nav.label') })).toBeVisible();

    await page.bringToFront();
    await logOutHere(page, lang());
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/auth$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(t('auth.phone.title'));
  });

  test('should remember the language and set lang and the title on the page', async ({ page }) => {
    const other = lang() === 'ru' ? 'en' : 'ru';
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', lang());
    await expect(page).toHaveTitle(t('app.title'));
    await page.getByLabel(t('app.language')).selectOption(other);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page).toHaveTitle(t('app.title', undefined, other));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.phone.title', undefined, other));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByLabel(t('app.language', undefined, other))).toHaveValue(other);
  });
});
