import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Types digits into a masked field key by key, as a person does (the mask adds +7, brackets and dashes). */
export async function typeMasked(page: Page, label: RegExp | string, digits: string): Promise<void> {
  const field = page.getByLabel(label).and(page.locator('input')).first();
  await field.click();
  await field.pressSequentially(digits);
}

/** The phone field of a screen: 10 digits after +7. */
export async function typePhone(page: Page, label: RegExp, phone: string): Promise<void> {
  await typeMasked(page, label, phone.replace(/\D/g, '').replace(/^7/, ''));
}

/** Puts a registration token in place (demo tokens of docs/sandbox.md), as check-code would. */
export async function withRegToken(page: Page, token: string, flow: 'register' | 'restore' = 'register'): Promise<void> {
  await page.addInitScript(
    ([t, f]) => {
      if (!sessionStorage.getItem('e2e-regtoken')) {
        localStorage.setItem('regToken', JSON.stringify(t));
        sessionStorage.setItem('sb.authFlow', JSON.stringify(f));
        sessionStorage.setItem('e2e-regtoken', '1');
      }
    },
    [token, flow] as const,
  );
}

/** A cabinet screen is showing: the session is stored and the cabinet chrome is there. */
export async function expectInCabinet(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toMatch(/token/);
  await expect(page).not.toHaveURL(/\/(auth|login|login-pass|login-with-phone|register|restore|pass-unknown)(\?|$)/);
}

/** A birth date `age` years ago (dd.MM.yyyy digits), optionally a day later. */
export function birthDigits(age: number, plusDays = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - age);
  d.setDate(d.getDate() + plusDays);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}${p(d.getMonth() + 1)}${d.getFullYear()}`;
}

/** A phone nobody has registered (the seeded customers are +7 999 000-00-xx): each run of a journey takes its own. */
export function freshPhone(): string {
  return `7999${String(Date.now()).slice(-7)}`;
}
