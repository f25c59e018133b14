import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { test, expect, loginAs } from '../fixtures.ts';
import { customers, ordersOf, pick } from './orders.helpers.ts';
import { lang, perTest } from '../i18n.ts';

// The installed app's journeys, run by both projects: the worker and the manifest, the orders
// readable offline as of their time, nothing of a customer after their session ends, a deploy under an open tab,
// and the paid-until date as a calendar event. These journeys run WITH the service worker (the others block it).

export type Language = 'ru' | 'en';

const words = {
  ru: {
    active: 'Активные',
    offline: 'Нет связи',
    asOf: /^Данные на \d\d:\d\d$/,
    payReason: 'Нет связи: станет доступно, когда появится сеть.',
    lockReason: 'Нет связи: замок можно будет открыть, когда появится сеть.',
    pay: (box: string) => `Оплатить Бокс ${box}`,
    update: 'Готова новая версия',
    reload: 'Обновить',
    calendar: 'Добавить в календарь',
    otherOrders: 'Другие заказы',
    question: /^Ваш вопрос по заказу/,
    send: 'Отправить',
  },
  en: {
    active: 'Active',
    offline: 'No connection',
    asOf: /^As of \d\d:\d\d$/,
    payReason: 'No connection: available again once the network is back.',
    lockReason: 'No connection: the lock opens once the network is back.',
    pay: (box: string) => `Pay Box ${box}`,
    update: 'A new version is ready',
    reload: 'Reload',
    calendar: 'Add to calendar',
    otherOrders: 'Other orders',
    question: /^Your question about the order/,
    send: 'Send',
  },
} as const;

export const w = (language: Language) => words[language];

/** The page is controlled by the cabinet's worker (installed, activated and claiming the page). */
export async function workerControls(page: Page): Promise<string> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    null,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** The individual demo customer's active orders, logged in, on /orders with the worker in control. */
export async function onOrdersWithWorker(page: Page) {
  const token = await loginAs(page, customers.individual);
  const orders = await ordersOf(page, token);
  await page.goto('/orders');
  // the first visit also installs the worker (it fetches the build once): a shared machine may take a while
  await expect(page.locator('[data-section="active"] li').first()).toBeVisible({ timeout: 40_000 });
  await workerControls(page);
  return { token, orders };
}

/** The order the offline journeys look at: an active, signed, paid one with a lock the customer may open. */
export function openableOrder(orders: Awaited<ReturnType<typeof ordersOf>>) {
  return pick(
    orders,
    (o) => o.state === 'active' && Boolean(o.cell.paid_until) && o.cell.lock !== null && Boolean(o.agreement?.signed),
    'active signed order with a lock',
  );
}

export async function goOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

/** The built cabinet's worker file, as vite preview serves it (read on every request). */
export const servedWorker = path.resolve(import.meta.dirname, '../../cabinet', process.env.CABINET_OUT_DIR ?? 'dist', 'sw.js');

/** The built cabinet's shell page, as vite preview serves it (read on every request). */
export const servedShell = path.resolve(servedWorker, '../index.html');

/** Reads and removes nothing: returns the ics text a download saved. */
export async function downloadedText(download: { path: () => Promise<string> }): Promise<string> {
  return fs.readFileSync(await download.path(), 'utf8');
}

/**
 * The installed app's setting for the journeys registered after it: the service worker allowed (the other suites
 * block it), a fresh sandbox around each journey, and the time a first visit takes to install the worker (the whole
 * build fetched once) before the journey starts.
 */
export function withServiceWorker(): void {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.reset();
  });
  test.afterEach(async ({ sandbox }) => {
    await sandbox.reset();
  });
}

/** Registers the installed app's journeys for one pairing (called by offline.spec.ts). */
export function offlineJourneys() {
  const t = perTest(() => w(lang()));

  withServiceWorker();

  test('should be installable: the manifest linked and the worker registered', async ({ page }) => {
    await onOrdersWithWorker(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as {
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ start_url: '/orders', display: 'standalone', theme_color: '#1F3A8A' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    expect(await workerControls(page)).toMatch(/\/sw\.js$/);
    // Chromium's own checks (what Lighthouse's installability audit read): the manifest parsed without errors, and
    // nothing stops the install but the test browser's private profile
    const cdp = await page.context().newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('should open a second visit with the shell the worker keeps, asking the network only for the data', async ({ page }) => {
    await onOrdersWithWorker(page);
    const original = fs.readFileSync(servedShell, 'utf8');
    try {
      // the server's page changes under the installed worker: a second visit must not ask for it
      fs.writeFileSync(servedShell, original.replace('<head>', '<head><meta name="sb-served-by" content="server" />'));
      const lists = page.waitForResponse((r) => r.url().includes('/api/v1/orders/active/orders-list') && r.status() === 200);
      await page.goto('/orders');
      await lists;
      await expect(page.locator('[data-section="active"] li').first()).toBeVisible();
      await expect(page.locator('meta[name="sb-served-by"]')).toHaveCount(0);
      // and so for every page of the cabinet
      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="sb-served-by"]')).toHaveCount(0);
    } finally {
      fs.writeFileSync(servedShell, original);
    }
  });

  test('should paint a second visit whole when its calls answer in time, and the shell first when they do not', async ({ page }) => {
    await onOrdersWithWorker(page);
    // what the page showed when its header first appeared, and when the first order card did
    await page.addInitScript(() => {
      const seen: { header?: { card: boolean; places: number }; card?: boolean } = {};
      Object.assign(window, { __seen: seen });
      new MutationObserver(() => {
        const card = document.querySelector('[data-section="active"] li') !== null;
        if (!seen.header && document.querySelector('header'))
          seen.header = { card, places: document.querySelectorAll('[aria-busy="true"]').length };
        if (card) seen.card = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { __seen: { header?: { card: boolean; places: number } } }).__seen);
    const lists = '**/api/v1/orders/*/orders-list*';
    const late = (ms: number) =>
      page.route(lists, async (call) => {
        await new Promise((done) => setTimeout(done, ms));
        await call.continue();
      });

    // the lists answer 0.3 s late: the header, the screen and its cards paint in one frame, no loading place before
    await late(300);
    await page.goto('/orders');
    await expect(page.locator('[data-section="active"] li').first()).toBeVisible();
    expect((await seen()).header).toEqual({ card: true, places: 0 });

    // they answer 4 s late: the shell and the lists' loading place paint first, the cards when the answers come
    await page.unroute(lists);
    await late(4000);
    await page.goto('/orders');
    await expect(page.locator('header')).toBeVisible({ timeout: 3000 });
    expect((await seen()).header).toMatchObject({ card: false });
    await expect(page.locator('[data-section="active"] li').first()).toBeVisible({ timeout: 10_000 });
  });

  test('should show the last-seen orders offline as of their time, with the network actions disabled, and refresh online', async ({
    page,
    context,
    checkA11y,
  }) => {
    const { orders } = await onOrdersWithWorker(page);
    const order = openableOrder(orders);
    await goOffline(context, page, true);
    await page.reload();
    // the shell from the worker, not the browser's error page; the lists from what this session kept
    await expect(page.getByText(t.offline, { exact: true })).toBeVisible();
    await expect(page.getByText(t.asOf)).toBeVisible();
    await expect(page.locator('[data-section="active"] li').first()).toBeVisible();
    // every Pay shows disabled with the reason
    const pays = page.locator('[data-section="active"]').getByRole('button', { name: t.pay('') });
    expect(await pays.count()).toBeGreaterThan(0);
    await expect(pays.first()).toBeDisabled();
    await expect(pays.first()).toHaveAccessibleDescription(t.payReason);
    await checkA11y();

    // the order's facts, from the same kept list: the lock waits for the network with the reason
    await page.goto(`/order-view/${order.number}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${order.cell.name}$`) })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t.asOf)).toBeVisible();
    await expect(page.getByText(t.lockReason)).toBeVisible();
    // the other orders the page offers wait for the network too
    const otherPays = page.getByRole('region', { name: t.otherOrders }).getByRole('button', { name: t.pay('') });
    await expect(otherPays.first()).toBeDisabled();
    await expect(otherPays.first()).toHaveAccessibleDescription(t.payReason);

    // back online: the notices go and the orders are asked for again
    const asked = page.waitForRequest((r) => r.url().includes('/api/v1/orders/active/orders-list'));
    await goOffline(context, page, false);
    await asked;
    await expect(page.getByText(t.asOf)).toHaveCount(0);
    await expect(page.getByText(t.offline, { exact: true })).toHaveCount(0);
    await expect(page.getByText(t.lockReason)).toHaveCount(0);
    await expect(otherPays.first()).toBeEnabled();

    // a support request typed offline waits for the network with the reason, and is kept for it
    await goOffline(context, page, true);
    await page.goto('/support-order-help');
    const question = page.getByLabel(t.question);
    await question.fill('Box 12');
    const send = page.getByRole('button', { name: t.send });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(t.payReason);
    await goOffline(context, page, false);
    await expect(send).toBeEnabled();
    await expect(question).toHaveValue('Box 12');
  });

  test('should show nothing of the customer offline once their session has ended in another tab', async ({ page, context }) => {
    const { orders } = await onOrdersWithWorker(page);
    const order = openableOrder(orders);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sb.offline.kept'))).not.toBeNull();
    const other = await context.newPage();
    await other.goto('/auth');
    await other.evaluate(() => localStorage.removeItem('user'));
    await other.close();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sb.offline.kept'))).toBeNull();
    await goOffline(context, page, true);
    await page.goto('/orders');
    await expect(page.getByText(t.offline, { exact: true })).toBeVisible();
    await expect(page.getByText(order.cell.name)).toHaveCount(0);
    await expect(page.getByText(t.asOf)).toHaveCount(0);
  });

  test('should offer the reload when a new version is deployed under the open tab, and keep the page working', async ({ page }) => {
    await onOrdersWithWorker(page);
    const original = fs.readFileSync(servedWorker, 'utf8');
    try {
      // a deploy: the served worker changes
      fs.writeFileSync(servedWorker, `${original}\n// deploy ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const prompt = page.getByRole('status').filter({ hasText: t.update });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      // the page still works under the prompt
      await expect(page.locator('[data-section="active"] li').first()).toBeVisible();
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await prompt.getByRole('button', { name: t.reload }).click();
      await reloaded;
      await expect(page.locator('[data-section="active"] li').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(t.update)).toHaveCount(0);
    } finally {
      fs.writeFileSync(servedWorker, original);
    }
  });

  test('should download the paid-until date as a calendar event with a reminder three days before', async ({ page }) => {
    const { orders } = await onOrdersWithWorker(page);
    const order = openableOrder(orders);
    await page.goto(`/order-view/${order.number}`);
    const add = page.getByRole('button', { name: t.calendar });
    await expect(add).toBeVisible({ timeout: 20_000 });
    const saving = page.waitForEvent('download');
    await add.click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe(`order-${order.number}-paid-until.ics`);
    const text = await downloadedText(download);
    expect(text).toContain('\r\n');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    const [d, m, y] = order.cell.paid_until!.split('.');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(`${y}-${m}-${d}`);
    expect(event.summary).toContain(
      lang() === 'ru' ? `Бокс ${order.cell.name}: аренда оплачена до` : `Box ${order.cell.name}: rent paid until`,
    );
    expect(vevent.getFirstPropertyValue('url')).toMatch(new RegExp(`/order-view/${order.number}$`));
    const trigger = vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-3 * 24 * 3600);
  });
}
