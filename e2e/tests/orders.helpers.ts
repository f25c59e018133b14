import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { t } from '../i18n.ts';

/** Demo customers of docs/sandbox.md used by the orders journeys (password Demo12345). */
export const customers = {
  /** active, near payment, pending payment, no lock, reserved, awaiting signature, debt, not-active... 13 + 4 archived */
  individual: '79990000001',
  /** EDS available, a reserved order to sign */
  edsAvailable: '79990000024',
} as const;

export interface SandboxOrder {
  number: number;
  state: string;
  cell: { name: string; paid_until: string | null; lock: { lock_status: string } | null };
  agreement: { number: string; uuid: string; signed: string | null; sign_system: string } | null;
  invoices: Array<{ number: string; paid: boolean; paymentHash: string | null; endPeriod: string }>;
}

/** The customer's orders straight from the API, to pick one by state. */
export async function ordersOf(page: Page, token: string, status: 'active' | 'history' = 'active'): Promise<SandboxOrder[]> {
  const res = await page.request.get(`/api/v1/orders/${status}/orders-list`, { headers: { 'X-SB-API-KEY': token } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { orders: SandboxOrder[] }).orders;
}

export function pick(orders: SandboxOrder[], test: (o: SandboxOrder) => boolean, what: string): SandboxOrder {
  const found = orders.find(test);
  expect(found, `the sandbox has no ${what}`).toBeTruthy();
  return found!;
}

type SandboxInvoice = SandboxOrder['invoices'][number];

/** An invoice that is neither paid nor being paid. */
const unstarted = (i: SandboxInvoice) => !i.paid && !i.paymentHash;

/** An active order with an invoice nobody has started paying, and that invoice. */
export async function unpaidInvoice(page: Page, token: string): Promise<{ order: SandboxOrder; invoice: SandboxInvoice }> {
  const order = pick(
    await ordersOf(page, token),
    (o) => o.state === 'active' && o.invoices.some(unstarted),
    'active order with an unpaid invoice',
  );
  return { order, invoice: order.invoices.find(unstarted)! };
}

/** Opens the order and presses its invoice's Pay: the sandbox's payment page opens. */
export async function startPaying(page: Page, order: SandboxOrder, invoice: SandboxInvoice): Promise<void> {
  await page.goto(`/order-view/${order.number}`);
  await page.getByRole('button', { name: t('uikit.invoiceList.payNumber', { number: invoice.number }) }).click();
  await expect(page).toHaveURL(/\/__sandbox\/pay\?/);
}

/** Test cards of the sandbox payment page. */
export const cards = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/** Pays on the sandbox payment page (or leaves it after a decline) and comes back to the cabinet. */
export async function payOnSandboxPage(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/__sandbox\/pay\?/);
  await page.getByLabel(/Номер карты/).fill(card);
  await page.getByRole('button', { name: /Оплатить/ }).click();
  if (card === cards.declined) {
    await expect(page.getByRole('alert')).toContainText(/отклонена|declined/);
    await page
      .getByRole('link', { name: /Отмена|Вернуться|Back|Cancel/ })
      .first()
      .click();
  }
  await expect(page).toHaveURL(/\/order-view\//);
}

/** Signs an order's contract through the API (start-signing, the SMS code from the outbox, approve-sms). */
export async function signThroughApi(page: Page, token: string, orderNumber: number, smsCode: () => Promise<string>): Promise<void> {
  const headers = { 'X-SB-API-KEY': token };
  const start = await page.request.post('/api/v1/signature/start-signing', { headers, data: { order_id: orderNumber } });
  expect(start.ok(), await start.text()).toBeTruthy();
  const code = await smsCode();
  const approve = await page.request.post('/api/v1/signature/approve-sms', { headers, data: { code, order_id: orderNumber } });
  expect(approve.ok(), await approve.text()).toBeTruthy();
}
