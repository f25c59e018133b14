import { expect, type Page } from '@playwright/test';

/** dd.MM.yyyy of today + `offset` days in the browser's (= the test machine's) time zone. */
export function ruDay(offset: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
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
