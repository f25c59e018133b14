import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, loginAs, sessionToken } from '../fixtures.ts';
import { ordersOf, customers, type SandboxOrder } from './orders.helpers.ts';

// The page's first script (cabinet/src/app/firstScript.ts): the route's code and a stored session's first calls leave
// with the page, and the app takes their answers as its own.

const LIST = '/api/v1/orders/active/orders-list';
const isEntry = (url: string) => /\/assets\/index-[^/]*\.js$/.test(new URL(url).pathname);
const root = path.resolve(import.meta.dirname, '../../cabinet/src/shared/i18n');
const retryText = (language: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, `${language}.json`), 'utf8')) as Record<string, string>)['app.retry']!;
const languageOf = () => (test.info().project.name.startsWith('en') ? 'en' : 'ru');

/** Holds the entry's answer until `release()`: what the first script does meanwhile is before the entry. */
async function holdEntry(page: Page): Promise<{ release: () => void; done: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let finished = Number.POSITIVE_INFINITY;
  page.on('requestfinished', (r) => {
    if (isEntry(r.url())) finished = Date.now();
  });
  await page.route(
    (url) => isEntry(url.href),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return { release, done: () => finished };
}

/** A card of one of these orders (its heading names its box; the list shows its own order and first page). */
const card = (page: Page, orders: SandboxOrder[]) =>
  page.getByRole('heading', { level: 3, name: new RegExp(`(${orders.map((o) => o.cell.name).join('|')})$`) }).first();

test('should ask for a stored session first call and the route code before the entry has loaded, once', async ({ page }) => {
  const token = await loginAs(page, customers.individual);
  const first = await ordersOf(page, token);
  const entry = await holdEntry(page);
  const asked: Array<{ path: string; at: number; token?: string }> = [];
  page.on('request', (r) => asked.push({ path: new URL(r.url()).pathname, at: Date.now(), token: r.headers()['x-sb-api-key'] }));
  await page.goto('/orders', { waitUntil: 'commit' });
  await expect.poll(() => asked.some((r) => r.path === LIST)).toBe(true);
  await expect.poll(() => asked.some((r) => /\/assets\/ordersScreens-[^/]*\.js$/.test(r.path))).toBe(true);
  entry.release();
  await expect(card(page, first)).toBeVisible({ timeout: 20_000 });
  const list = asked.filter((r) => r.path === LIST);
  expect(list).toHaveLength(1); // the app took the first script's answer: nothing asked twice
  expect(list[0]!.token).toBe(token);
  expect(list[0]!.at).toBeLessThan(entry.done());
  // the calls leave before the code's links, which would otherwise take a phone's connections first
  const code = asked.findIndex((r) => /\/assets\/ordersScreens-[^/]*\.js$/.test(r.path));
  expect(asked.findIndex((r) => r.path === LIST)).toBeLessThan(code);
});

test('should take a public call the first script made for a stored session, and let the page go idle', async ({ page }) => {
  await loginAs(page, customers.individual);
  const places: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/places/one') places.push(r.url());
  });
  await page.goto('/order-box-view/MSK-01/2001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // an early answer nobody took would hold its request open: the page would never be idle
  await page.waitForLoadState('networkidle', { timeout: 15_000 });
  expect(places).toHaveLength(1); // the general API's call carries no token: the app takes it all the same
});

test('should not show a first call answered for a session that changed before the app started', async ({ page }) => {
  const tokenA = await loginAs(page, customers.individual);
  const ordersA = await ordersOf(page, tokenA);
  const tokenB = await sessionToken(page.request, customers.edsAvailable);
  const ordersB = await ordersOf(page, tokenB);
  const onlyA = ordersA.filter((a) => !ordersB.some((b) => b.cell.name === a.cell.name));
  const onlyB = ordersB.filter((b) => !ordersA.some((a) => a.cell.name === b.cell.name));
  const entry = await holdEntry(page);
  await page.goto('/orders', { waitUntil: 'commit' });
  // another tab logged in as B while A's first call was out
  await page.evaluate((t) => localStorage.setItem('user', JSON.stringify({ token: t })), tokenB);
  entry.release();
  await expect(card(page, onlyB)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, onlyA)).toHaveCount(0);
});

async function firstListFails(page: Page, answer: (route: Route) => Promise<void>) {
  let calls = 0;
  await page.route(`**${LIST}`, async (route) => {
    calls += 1;
    if (calls === 1) await answer(route);
    else await route.continue();
  });
  return () => calls;
}

test('should ask again as it always did when the first script call gets no answer (offline)', async ({ page }) => {
  const token = await loginAs(page, customers.individual);
  const first = await ordersOf(page, token);
  const calls = await firstListFails(page, (route) => route.abort('internetdisconnected'));
  await page.goto('/orders');
  await expect(card(page, first)).toBeVisible({ timeout: 20_000 });
  expect(calls()).toBe(2);
});

test('should retry once as it always did when the first script call answers 500', async ({ page }) => {
  const token = await loginAs(page, customers.individual);
  const first = await ordersOf(page, token);
  const calls = await firstListFails(page, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.goto('/orders');
  // the app's one retry of a server error goes out as it always did
  await expect(card(page, first)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: retryText(languageOf()) })).toHaveCount(0);
  expect(calls()).toBe(2);
});

test('should refresh the session and show the list when the first script call answers 401', async ({ page }) => {
  const token = await loginAs(page, customers.individual);
  const first = await ordersOf(page, token);
  let refreshed = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/refresh-token')) refreshed += 1;
  });
  const calls = await firstListFails(page, (route) => route.fulfill({ status: 401, json: { message: 'token is expired' } }));
  await page.goto('/orders');
  await expect(card(page, first)).toBeVisible({ timeout: 20_000 });
  expect(calls()).toBe(2);
  expect(refreshed).toBe(1);
});
