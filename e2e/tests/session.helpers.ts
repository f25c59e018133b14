import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { typePhone } from './auth.helpers.ts';

/** Two demo customers of docs/sandbox.md (password Demo12345) whose profiles cannot be mistaken for each other. */
export const customerA = { phone: '79990000001', fio: 'Иванов Иван Иванович' };
export const customerB = { phone: '79990000002', company: 'Ромашка', person: 'Петров Пётр Петрович' };
export const PASSWORD = 'Demo12345';

/** The suites share a small machine: a screen that loads three calls may take longer than the default 10 s. */
const slow = { timeout: 20_000 };

export type Language = 'ru' | 'en';

const words = {
  ru: {
    phone: /^Телефон/,
    continue: 'Продолжить',
    password: /^Пароль/,
    logIn: 'Войти',
    anotherUser: 'Другой пользователь',
    menu: 'Меню',
    profile: 'Профиль',
    documents: 'Документы',
    orders: 'Заказы',
    fio: /^ФИО/,
    company: /^Название компании/,
    person: /^ФИО сотрудника/,
    myData: 'Мои данные',
    sessionEnded: 'Сеанс закончился. Войдите снова',
  },
  en: {
    phone: /^Phone/,
    continue: 'Continue',
    password: /^Password/,
    logIn: 'Log in',
    anotherUser: 'Another user',
    menu: 'Menu',
    profile: 'Profile',
    documents: 'Documents',
    orders: 'Orders',
    fio: /^Full name/,
    company: /^Company name/,
    person: /^Employee full name/,
    myData: 'My data',
    sessionEnded: 'Your session has ended. Please log in again',
  },
} as const;

export const t = (language: Language) => words[language];

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
  await page.getByLabel(w.password).fill(PASSWORD);
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
