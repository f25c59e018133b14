import type { Page } from '@playwright/test';

/** Demo customers of the sandbox (docs/sandbox.md). */
export const demo = {
  individual: { phone: '79990000001', password: 'Demo12345' },
  legal: { phone: '79990000002', password: 'Demo12345' },
};

/** dd.MM.yyyy of today shifted by whole years and days (the browser and the sandbox share the machine's clock). */
export function ruDate(years = 0, days = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() + years);
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
}

/** Replaces the text of a (masked) field the way a person does: select all, type. */
export async function retype(page: Page, label: RegExp, value: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  if (value) await field.pressSequentially(value);
}

/** Makes the next saves of one call fail with a 500, until `undo` is called. */
export async function failCalls(page: Page, method: string, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}`;
  await page.route(pattern, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'sandbox fault' }) })
      : route.fallback(),
  );
  return () => page.unroute(pattern);
}
