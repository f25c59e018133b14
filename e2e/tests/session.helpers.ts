import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from '../fixtures.ts';
import { typePhone } from './auth.helpers.ts';
import { escapeRe, t as tr, type Language } from '../i18n.ts';

/** Two demo customers of docs/sandbox.md (password Demo12345) whose profiles cannot be mistaken for each other. */
export const customerA = { phone: '79990000001', fio: 'Иванов Иван Иванович' };
export const customerB = { phone: '79990000002', company: 'Ромашка', person: 'Петров Пётр Петрович' };

/** The suites share a small machine: a screen that loads three calls may take longer than the default 10 s. */
const slow = { timeout: 20_000 };

export type { Language };

/** The words of these journeys, from the app's catalogues. */
export const t = (language: Language) => {
  const w = (id: string) => tr(id, undefined, language);
  const starts = (id: string) => new RegExp(`^${escapeRe(w(id))}`);
  return {
    phone: starts('auth.field.phone'),
    continue: w('auth.phone.submit'),
    password: starts('auth.field.password'),
    logIn: w('auth.login.submit'),
    anotherUser: w('auth.login.anotherUser'),
    menu: w('app.nav.menu'),
    profile: w('app.nav.profile'),
    documents: w('app.nav.documents'),
    orders: w('app.nav.orders'),
    fio: starts('profile.personal.fio'),
    company: starts('profile.legal.name'),
    person: starts('profile.legal.personName'),
    myData: w('profile.tabs.myData'),
    sessionEnded: w('app.sessionEnded'),
    personalForm: w('profile.personal.title'),
    save: w('profile.save'),
    account: w('app.nav.account'),
    logOut: w('app.nav.logout'),
    logOutTitle: w('app.logout.title'),
    logOutConfirm: w('app.logout.confirm'),
  };
};
const words = { ru: t('ru'), en: t('en') };

/**
 * Logs in through the screens, as a customer does: from /auth (the phone, then /login and the password), or from
 * /login after a logout (another user, the phone, the password).
 */
export async function logInThroughScreens(page: Page, language: Language, phone: string): Promise<void> {
  const w = words[language];
  await expect(page).toHaveURL(/\/(auth|login)$/);
  if (page.url().endsWith('/login')) {
    await page.getByRole('button', { name: w.anotherUser }).click();
    await typePhone(page, w.phone, phone);
  } else {
    // the phone of the previous session is offered: replace it as a person does
    const field = page.getByLabel(w.phone).and(page.locator('input')).first();
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
    await typePhone(page, w.phone, phone);
    await expect(field).toHaveValue(`+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`);
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page).toHaveURL(/\/login$/, slow);
  }
  await page.getByLabel(w.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: w.logIn }).click();
  await expect(page).not.toHaveURL(/\/(auth|login)$/, slow);
}

/**
 * Opens a cabinet section by its menu link, without reloading the page (a reload would forget everything the
 * tab holds in memory, which is what these journeys are about). Under 770 px the links sit in the menu.
 */
export async function openSection(page: Page, language: Language, name: 'profile' | 'documents' | 'orders'): Promise<void> {
  const w = words[language];
  if ((page.viewportSize()?.width ?? 1280) < 770) {
    await page.getByRole('button', { name: w.menu }).click();
    await page.getByRole('dialog', { name: w.menu }).getByRole('link', { name: w[name] }).click();
  } else {
    await page
      .getByRole('navigation', { name: /Cabinet sections|Разделы кабинета/ })
      .getByRole('link', { name: w[name] })
      .click();
  }
}

/** Customer A logs in on this tab and looks at their profile. */
export async function customerAOnProfile(page: Page, language: Language): Promise<void> {
  await page.goto('/auth');
  await logInThroughScreens(page, language, customerA.phone);
  await openSection(page, language, 'profile');
  await expect(page.getByLabel(words[language].fio)).toHaveValue(customerA.fio, slow);
}

/** Customer B logs in on the same tab (no reload) and sees only B: B's profile, never A's name. */
export async function customerBSeesOnlyB(page: Page, language: Language): Promise<void> {
  const w = words[language];
  await logInThroughScreens(page, language, customerB.phone);
  await expect(page.getByText(customerA.fio)).toHaveCount(0);
  await openSection(page, language, 'profile');
  await expect(page.getByLabel(w.company)).toHaveValue(new RegExp(customerB.company), slow);
  await expect(page.getByLabel(w.person)).toHaveValue(customerB.person);
  await expect(page.getByText(customerA.fio)).toHaveCount(0);
  // nor in any field, where a save would write it into B's account
  const typedSomewhere = (fio: string) => [...document.querySelectorAll('input')].some((input) => input.value === fio);
  expect(await page.evaluate(typedSomewhere, customerA.fio)).toBe(false);
}

/** Logs the customer out on this tab, as a person does (the menu under 770 px, the account button above). */
export async function logOutHere(page: Page, language: Language): Promise<void> {
  const w = words[language];
  // under 770 px the logout sits in the menu, above it behind the account button
  if (page.viewportSize()!.width < 770) {
    await page.getByRole('button', { name: w.menu }).click();
    await page.getByRole('dialog', { name: w.menu }).getByRole('button', { name: w.logOut }).click();
    await page.getByRole('dialog', { name: w.logOutTitle }).getByRole('button', { name: w.logOutConfirm }).click();
  } else {
    await page.getByRole('button', { name: w.account }).click();
    await page.getByRole('dialog', { name: w.logOutTitle }).getByRole('button', { name: w.logOutConfirm }).click();
  }
  await expect(page).toHaveURL(/\/login$/, slow);
}

/**
 * Customer A's profile save is held on the network while A logs out and B logs in on the same
 * tab; then it comes back 401 (A's token expired). Nothing of A's call may reach B's session: no replay with B's
 * token, no refresh for A that writes over B's token or ends B's session.
 */
export async function heldSaveOfAStaysWithA(page: Page, language: Language): Promise<void> {
  const w = words[language];
  await customerAOnProfile(page, language);
  const tokenA = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { token: string }).token);
  const saves: Array<{ path: string; token: string | undefined }> = [];
  const refreshes: string[] = [];
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  let held = false;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/v1/refresh-token') refreshes.push(r.postData() ?? '');
    if (path.startsWith('/api/v1/client/') && r.method() === 'PUT') saves.push({ path, token: r.headers()['x-sb-api-key'] });
  });
  await page.route('**/api/v1/client/personal', async (route) => {
    if (route.request().method() === 'PUT' && route.request().headers()['x-sb-api-key'] === tokenA) {
      held = true;
      await released;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 401, message: 'token is expired' }),
      });
    } else await route.continue();
  });

  await page.getByRole('form', { name: w.personalForm }).getByRole('button', { name: w.save }).click();
  await expect.poll(() => held).toBe(true);
  await logOutHere(page, language);
  await customerBSeesOnlyB(page, language);
  const tokenB = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { token: string }).token);
  expect(tokenB).not.toBe(tokenA);
  const refreshesBefore = refreshes.length;

  release();
  // what the held call could set off (a refresh, a replay) would go out at once: give it time to
  await page.waitForTimeout(2_000);
  expect(saves.filter((s) => s.token !== tokenA)).toEqual([]);
  expect(refreshes.slice(refreshesBefore)).toEqual([]);
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { token: string } | null)?.token)).toBe(tokenB);
  await expect(page.getByText(w.sessionEnded)).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/(auth|login)$/);
  await expect(page.getByLabel(w.person)).toHaveValue(customerB.person);
}
