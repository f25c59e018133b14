import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures.ts';
import { customers } from './orders.helpers.ts';
import { servedWorker, workerControls } from './offline.helpers.ts';
import { lang, perTest } from '../i18n.ts';

// Shared by update.ru.spec.ts and update.en.spec.ts: a deploy's new version never costs what was
// typed or a flow in progress. It waits while the customer chooses a city and ticks a filter of the box search, and one
// tab taking it never reloads another tab where the customer is typing (when it takes over by itself, between two
// resting screens with nothing typed, is app/updateOffer.test.tsx). These journeys run WITH the service worker.

export type Language = 'ru' | 'en';

const words = {
  ru: {
    update: 'Готова новая версия',
    reload: 'Обновить',
    changeCity: 'Изменить город',
    spb: 'Санкт-Петербург',
    applyCity: 'Показать склады',
    city: 'Город: Санкт-Петербург',
    medium: /Средний/,
    question: /^Ваш вопрос по заказу/,
  },
  en: {
    update: 'A new version is ready',
    reload: 'Reload',
    changeCity: 'Change city',
    spb: 'Saint Petersburg',
    applyCity: 'Show warehouses',
    city: 'City: Saint Petersburg',
    medium: /Medium/,
    question: /^Your question about the order/,
  },
} as const;

/** Marks the page's current document: the mark is gone once the page has loaded again. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** A deploy: the served worker changes, and the tab's registration looks for it. */
async function deploy(page: Page) {
  fs.writeFileSync(servedWorker, `${fs.readFileSync(servedWorker, 'utf8')}\n// deploy ${Date.now()}\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
}

export function updateJourneys() {
  const t = perTest(() => words[lang()]);
  const prompt = (page: Page) => page.getByRole('status').filter({ hasText: t.update });

  test.use({ serviceWorkers: 'allow' });
  // each journey's first visit installs the worker (the whole build fetched once) before it starts
  test.describe.configure({ timeout: 180_000 });
  let original = '';
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.reset();
    original = fs.readFileSync(servedWorker, 'utf8');
  });
  test.afterEach(() => {
    fs.writeFileSync(servedWorker, original);
  });

  test('should keep the chosen city and a ticked filter of the box search while a new version waits', async ({ page }) => {
    await loginAs(page, customers.individual);
    await page.goto('/create-order');
    await expect(page.getByRole('checkbox', { name: t.medium })).toBeVisible({ timeout: 40_000 });
    await workerControls(page);
    await deploy(page);
    await expect(prompt(page)).toBeVisible({ timeout: 20_000 });
    await markPage(page);

    await page.getByRole('button', { name: t.changeCity }).click();
    await page.getByRole('dialog').getByRole('radio', { name: t.spb }).check();
    await page.getByRole('dialog').getByRole('button', { name: t.applyCity }).click();
    await page.getByRole('checkbox', { name: t.medium }).check();
    await expect(page).toHaveURL(/\/create-order\/[^/]*\/medium/);

    expect(await samePage(page)).toBe(true);
    await expect(page.getByText(t.city)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.medium })).toBeChecked();
    await expect(prompt(page)).toBeVisible();
  });

  test('should reload only the tab that takes the new version, never another one where the customer types', async ({ page, context }) => {
    await loginAs(page, customers.individual);
    await page.goto('/orders');
    await expect(page.locator('[data-section="active"] li').first()).toBeVisible({ timeout: 40_000 });
    await workerControls(page);
    const typing = await context.newPage();
    await typing.goto('/support-order-help');
    const question = typing.getByLabel(t.question);
    await question.fill('Box 12: the lock sticks');
    await workerControls(typing);
    await markPage(typing);

    await deploy(page);
    await expect(prompt(page)).toBeVisible({ timeout: 20_000 });
    await expect(prompt(typing)).toBeVisible({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await prompt(page).getByRole('button', { name: t.reload }).click();
    await reloaded;
    await expect(prompt(page)).toHaveCount(0, { timeout: 20_000 });

    // the other tab keeps its page and what was typed, and still offers the reload
    await typing.waitForTimeout(1500);
    expect(await samePage(typing)).toBe(true);
    await expect(question).toHaveValue('Box 12: the lock sticks');
    await expect(prompt(typing)).toBeVisible();
    // its own Reload loads the new version with what was typed kept
    const typingReloaded = typing.waitForEvent('load', { timeout: 20_000 });
    await prompt(typing).getByRole('button', { name: t.reload }).click();
    await typingReloaded;
    await expect(typing.getByLabel(t.question)).toHaveValue('Box 12: the lock sticks', { timeout: 20_000 });
    await expect(prompt(typing)).toHaveCount(0);
  });
}
