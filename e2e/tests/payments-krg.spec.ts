import { test, expect, loginAs } from '../fixtures.ts';
import { lang, t } from '../i18n.ts';
import { cards, ordersOf, payOnSandboxPage, pick, type SandboxOrder } from './orders.helpers.ts';

// The second provider's place (KRG-02) paid end to end in the sandbox: a payment cancelled on the provider's page
// leaves nothing pending and Pay is offered again; each Pay asks confirmtoken/yookassa for the payment, the
// provider's page (the sandbox's, in both languages at once) takes the card, and the order comes back active with
// its first invoice paid.

/** EDS available; a signed order at KRG-02 whose first invoice (paid period plus deposit) is to pay (docs/sandbox.md). */
const CUSTOMER = '79990000024';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** A dd.MM.yyyy date as the cabinet shows it in the project's language (dd.MM.yyyy in Russian, 'dd MMM yyyy' in English). */
function shownDate(date: string): string {
  if (lang() === 'ru') return date;
  const [day, month, year] = date.split('.');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day} ${months[Number(month) - 1]} ${year}`;
}

test('should cancel on the provider page, offer Pay again, then pay through the second provider and show it active', async ({
  page,
  checkA11y,
}) => {
  const token = await loginAs(page, CUSTOMER);
  const order = pick(
    await ordersOf(page, token),
    (o) => (o as SandboxOrder & { place: { code: string } }).place.code === 'KRG-02' && o.invoices.some((i) => !i.paid),
    'payable order at KRG-02',
  );
  const invoice = order.invoices.find((i) => !i.paid)!;
  const tokenCalls: Array<{ place: string; invoices: string[] }> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/confirmtoken/yookassa')
      tokenCalls.push(r.postDataJSON() as { place: string; invoices: string[] });
  });
  await page.goto(`/order-view/${order.number}`);
  await expect(page.getByRole('heading', { level: 1, name: t('orders.boxName', { name: order.cell.name }) })).toBeVisible();
  await checkA11y();
  const pay = page.getByRole('button', { name: t('uikit.invoiceList.payNumber', { number: invoice.number }) });

  await pay.click();
  await expect(page).toHaveURL(/\/__sandbox\/pay\?ref=/);
  await expect(page.getByText(/Второй платёжный провайдер.*Second payment provider/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Оплата счёта № ${invoice.number}` })).toBeVisible();
  expect(tokenCalls[0]).toMatchObject({ place: 'KRG-02', invoices: [invoice.number] });
  // back in the cabinet (what it says about a cancel is the cabinet's own journey): nothing pending, Pay offered again;
  // the address is caught as it arrives, since the cabinet takes `payment=` out of it once read
  const back = page.waitForURL(/\/order-view\/.*payment=cancelled/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: /Cancel/ }).click();
  await back;
  await expect(pay).toBeVisible();
  expect(
    (await ordersOf(page, token)).find((o) => o.number === order.number)?.invoices.find((i) => i.number === invoice.number),
  ).toMatchObject({ paid: false, paymentHash: null });
  await checkA11y();

  await pay.click();
  await payOnSandboxPage(page, cards.success);
  await expect(page.getByText(t('orders.payment.success'))).toBeVisible();
  await expect(page.getByText(t('orders.payment.successPaidUntil', { date: shownDate(invoice.endPeriod) }))).toBeVisible();
  await expect(pay).toHaveCount(0);
  await checkA11y();
  expect(tokenCalls.map((c) => c.place)).toEqual(['KRG-02', 'KRG-02']);
  const after = pick(await ordersOf(page, token), (o) => o.number === order.number, 'the paid order');
  expect(after.state).toBe('active');
  expect(after.invoices.find((i) => i.number === invoice.number)?.paid).toBe(true);
});
