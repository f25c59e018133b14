import type { Page } from '@playwright/test';
import { test, expect, loginAs, checkA11y as scanPage } from '../fixtures.ts';
import { isPhone, only, t } from '../i18n.ts';
import { openSection } from './navigation.helpers.ts';
import { cabinetRoutes, DEMO_PHONE, modals, publicRoutes, regTokenRoutes, withRegToken } from './routes.helpers.ts';

// Every route: axe finds nothing, and on a phone the page does not scroll sideways at 320 px.
/** The page does not scroll sideways at 320 px: a phone's check (the desktop pairing checks 1280 px only). */
async function fits320(page: Page): Promise<void> {
  if (!isPhone()) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

/**
 * One tab per group of routes, as a customer moves through the app: the first route is loaded, every next one is
 * reached inside the app (the history entry wouter follows), so the group pays for one load of the app, not one per
 * route. A failed test restarts the worker, and the tests after it open a fresh tab.
 */
function oneTab(start: string, phone?: string): () => Page {
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    const use = testInfo.project.use;
    const context = await browser.newContext({
      baseURL: use.baseURL,
      viewport: use.viewport,
      locale: use.locale,
      hasTouch: use.hasTouch,
      isMobile: use.isMobile,
      userAgent: use.userAgent,
      deviceScaleFactor: use.deviceScaleFactor,
      serviceWorkers: 'block',
    });
    page = await context.newPage();
    if (phone) await loginAs(page, phone);
    await page.goto(start);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => page;
}

/** Goes to a route inside the app and waits until it has settled: its heading shown, nothing loading, no call open. */
async function visit(page: Page, route: string): Promise<void> {
  const open = new Set<unknown>();
  const add = (r: unknown) => open.add(r);
  const done = (r: unknown) => open.delete(r);
  page.on('request', add);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.evaluate((to) => {
      if (location.pathname + location.search === to) return;
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(() => open.size, { message: `the calls of ${route} ended` }).toBe(0);
  } finally {
    page.off('request', add);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

test.describe('public routes', () => {
  const tab = oneTab(publicRoutes[0]!);
  for (const route of publicRoutes) {
    test(`${route} passes axe (and fits 320 px on a phone)`, async () => {
      const page = tab();
      await visit(page, route);
      await scanPage(page);
      await fits320(page);
    });
  }
});

test.describe('registration-token routes', () => {
  for (const route of regTokenRoutes) {
    test(`${route} passes axe (and fits 320 px on a phone)`, async ({ page, checkA11y }) => {
      await withRegToken(page, route.startsWith('/restore') ? 'restore' : 'register');
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkA11y();
      await fits320(page);
    });
  }
});

test.describe('cabinet routes', () => {
  const tab = oneTab(cabinetRoutes[0]!, DEMO_PHONE);
  for (const route of cabinetRoutes) {
    test(`${route} passes axe (and fits 320 px on a phone)`, async () => {
      const page = tab();
      await visit(page, route);
      await scanPage(page);
      await fits320(page);
    });
  }
});

test('focus moves to the main heading on a route change', async ({ page }) => {
  await loginAs(page, DEMO_PHONE);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await openSection(page, 'documents');
  await expect(page).toHaveURL(/\/documents/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
});

// A customer who asks for less motion: the places of a screen still loading stand still (a spinner or a pulse
// that runs on at a hundredth of a millisecond a turn flickers instead).
test('with reduced motion, nothing keeps moving while a screen loads', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginAs(page, DEMO_PHONE);
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  await page.goto('/orders');
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
  const moving = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime === Infinity)
      .map((a) => (a as CSSAnimation).animationName ?? a.constructor.name),
  );
  release();
  expect(moving).toEqual([]);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});

// Every modal opened and scanned; focus moves into it, stays there on Tab / Shift+Tab, and returns on Escape.
test.describe('modals', () => {
  for (const modal of modals) {
    test(`${modal.name} passes axe, traps and returns focus`, async ({ page, checkA11y }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await loginAs(page, modal.phone ?? DEMO_PHONE);
      await page.goto(modal.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (modal.before) await modal.before(page);
      const opener = modal.opener(page);
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkA11y();
      // focus is inside the dialog and stays there however far the user tabs, both ways
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      // twelve steps forward, three back
      for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(3).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus left the dialog after ${key}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // focus returns to the control that opened it (or, if that is gone with a closed menu, not to the page body)
      if (await opener.isVisible()) await expect(opener).toBeFocused();
      else expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
    });
  }
});

// the menu dialog exists under 770 px only
test('the mobile menu passes axe, traps focus and returns it to the menu button', only.ru375, async ({ page, checkA11y }) => {
  await loginAs(page, DEMO_PHONE);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const menuButton = page.getByRole('button', { name: t('app.nav.menu') });
  await menuButton.click();
  const panel = page.getByRole('dialog', { name: t('app.nav.menu') });
  await expect(panel).toBeVisible();
  await checkA11y();
  await expect.poll(() => panel.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (const key of [...Array(20).fill('Tab'), 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await panel.evaluate((d) => d.contains(document.activeElement)), `focus left the menu after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();
});
