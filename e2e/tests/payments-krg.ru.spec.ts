import { test, expect } from '../fixtures.ts';
import { cards, login, ordersOf, payOnSandboxPage, pick, type SandboxOrder } from './orders.helpers.ts';

// The second provider's place (KRG-02) paid end to end in the sandbox, at 375 px in Russian: Pay asks
// confirmtoken/yookassa for the payment, the provider's page (the sandbox's) takes the card, and the signed order
// comes back active with its first invoice paid.

/** EDS available; a signed order at KRG-02 whose first invoice (paid period plus deposit) is to pay (docs/sandbox.md). */
const CUSTOMER = '79990000024';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('should pay the KRG-02 order through the second provider and show it active', async ({ page, checkA11y }) => {
  const token = await login(page, CUSTOMER);
  const order = pick(
    await ordersOf(page, token),
    (o) => (o as SandboxOrder & { place: { code: string } }).place.code === 'KRG-02' && o.invoices.some((i) => !i.paid),
    'payable order at KRG-02',
  );
  const invoice = order.invoices.find((i) => !i.paid)!;
  await page.goto(`/order-view/${order.number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Бокс ${order.cell.name}` })).toBeVisible();
  await checkA11y();

  const tokenCall = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/confirmtoken/yookassa');
  await page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` }).click();
  const sent = (await tokenCall).postDataJSON() as { place: string; invoices: string[]; amount: string };
  expect(sent).toMatchObject({ place: 'KRG-02', invoices: [invoice.number] });
  await expect(page.getByText(/Второй платёжный провайдер/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Оплата счёта № ${invoice.number}` })).toBeVisible();

  await payOnSandboxPage(page, cards.success);
  await expect(page.getByText('Оплата прошла')).toBeVisible();
  await expect(page.getByText(`Аренда оплачена до ${invoice.endPeriod}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` })).toHaveCount(0);
  await checkA11y();
  const after = pick(await ordersOf(page, token), (o) => o.number === order.number, 'the paid order');
  expect(after.state).toBe('active');
  expect(after.invoices.find((i) => i.number === invoice.number)?.paid).toBe(true);
});
