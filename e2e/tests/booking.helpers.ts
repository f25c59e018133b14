import { expect, type Page } from '@playwright/test';
import { addIsoDays, isoDayToRu, providerDay } from '@sb/contracts';

/** dd.MM.yyyy of today + `offset` days on the provider's (Moscow) calendar, as the cabinet and the sandbox count. */
export function ruDay(offset: number): string {
  return isoDayToRu(addIsoDays(providerDay(), offset)) as string;
}

/** Types a date into a masked DateField (the mask adds the dots). */
export async function typeDate(page: Page, label: RegExp, value: string): Promise<void> {
  const input = page.getByLabel(label);
  await input.click();
  await input.press('Control+a');
  await input.press('Backspace');
  await input.pressSequentially(value.replace(/\./g, ''));
  await input.blur();
}

/** Marks the document so a later check can prove no navigation (reload or new document) happened. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __bookingMark: number }).__bookingMark = 42;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __bookingMark?: number }).__bookingMark)).toBe(42);
}

/** '10 of 15' -> 15, from the LoadMore status line. */
export async function totalRows(page: Page, pattern: RegExp): Promise<number> {
  const text = (await page.getByText(pattern).textContent()) ?? '';
  const numbers = text.match(/\d+/g) ?? [];
  return Number(numbers.at(-1));
}
