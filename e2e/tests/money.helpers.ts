import type { Locator, Page, Request } from '@playwright/test';
import { expect, sessionToken } from '../fixtures.ts';

/** Another demo customer, who books a box over the API while the journey's customer is booking it in the UI. */
export const rival = '79990000002';

/** The body of the booking dialog's price call: the box and the start the UI would book. */
export async function pricedBox(calc: Promise<Request>): Promise<{ place_floor_cell: number; order_date: string }> {
  const body = (await calc).postDataJSON() as { place_floor_cell: number; order_date: string };
  expect(body.place_floor_cell).toBeGreaterThan(0);
  return body;
}

/** Books a box over the API as the rival customer (30 days from `orderDate`), so it is taken when the UI submits. */
export async function bookAsRival(page: Page, cellId: number, orderDate: string): Promise<void> {
  const token = await sessionToken(page.request, rival);
  const res = await page.request.post('/api/v1/orders/cell/booking', {
    headers: { 'X-SB-API-KEY': token },
    data: { days: 30, order_date: orderDate, place_floor_cell: cellId, need_agreement: true, pay_days: 30 },
  });
  expect(res.ok(), `the rival's booking failed: ${await res.text()}`).toBeTruthy();
}

/** Every link of a region pointing at `href`. */
export async function linksTo(region: Locator, href: string): Promise<number> {
  return region.locator(`a[href="${href}"]`).count();
}

/**
 * Another device of the same customer starts paying `invoiceNumber` and leaves the provider's page open: a browser
 * context of its own opens the invoice's payment page (the answer's `payment_page`, issued to its owner). Returns
 * the close of that device.
 */
export async function payOnAnotherDevice(
  page: Page,
  token: string,
  orderNumber: number,
  invoiceNumber: string,
): Promise<() => Promise<void>> {
  const res = await page.request.get('/api/v1/orders/active/orders-list', { headers: { 'X-SB-API-KEY': token } });
  expect(res.ok()).toBeTruthy();
  const { orders } = (await res.json()) as {
    orders: Array<{ number: number; invoices: Array<{ number: string; payment_page?: string | null }> }>;
  };
  const link = orders.find((o) => o.number === orderNumber)?.invoices.find((i) => i.number === invoiceNumber)?.payment_page;
  expect(link, `no payment page for invoice ${invoiceNumber}`).toBeTruthy();
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to open another device in');
  const device = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await device.newPage();
  await other.goto(link!);
  await expect(other).toHaveURL(/\/__sandbox\/pay\?/);
  return () => device.close();
}
