import { test, expect as baseExpect } from '../fixtures.ts';
import { cards, customers, login, ordersOf, payOnSandboxPage, pick } from './orders.helpers.ts';
import { bookAsRival, linksTo, payOnAnotherDevice, pricedBox } from './money.helpers.ts';

// Money and documents in Russian on a phone (375 px): the order view offers an unsigned contract as unsigned, once;
// a cancelled payment charges nothing and can be paid again; an abandoned payment stops hiding Pay after 15
// minutes; a box taken by someone else while booking refreshes the table and says so in words.

// a screen's first render can take half a minute on a loaded machine: generous waits and a slow test budget
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000 });

test.beforeEach(async ({ page, sandbox }) => {
  test.slow();
  await sandbox.reset();
  // dialogs fade in; axe must see them settled, not half-transparent
  await page.emulateMedia({ reducedMotion: 'reduce' });
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('given a contract awaiting signature', () => {
  test('should offer the unsigned file once, as not signed, and the signed copy only once signed', async ({ page, checkA11y }) => {
    const token = await login(page, customers.individual);
    const orders = await ordersOf(page, token);
    const unsigned = pick(orders, (o) => o.state === 'pre-signed' && Boolean(o.agreement && !o.agreement.signed), 'pre-signed order');
    const raw = (await (await page.request.get('/api/v1/orders/active/orders-list', { headers: { 'X-SB-API-KEY': token } })).json()) as {
      orders: Array<{ number: number; agreement: { generated: string | null } | null; contract_link: string | null }>;
    };
    const file = raw.orders.find((o) => o.number === unsigned.number)!;
    const href = file.agreement?.generated ?? file.contract_link ?? '';

    await page.goto(`/order-view/${unsigned.number}`);
    const docs = page.getByRole('region', { name: 'Документы' });
    await expect(docs.getByRole('link', { name: new RegExp(`^Подписать договор №\\s${unsigned.agreement!.number}$`) })).toBeVisible();
    await expect(docs.getByRole('link', { name: 'Договор (не подписан)' })).toHaveAttribute('href', href);
    await expect(docs.getByRole('link', { name: /подписанный/ })).toHaveCount(0);
    expect(await linksTo(docs, href)).toBe(1);
    await checkA11y();

    const signed = pick(orders, (o) => o.state === 'active' && Boolean(o.agreement?.signed), 'signed order');
    await page.goto(`/order-view/${signed.number}`);
    await expect(
      docs.getByRole('link', { name: new RegExp(`^Скачать подписанный договор №\\s${signed.agreement!.number}$`) }),
    ).toBeVisible();
    await expect(docs.getByRole('link', { name: 'Договор (не подписан)' })).toHaveCount(0);
    expect(await linksTo(docs, signed.agreement!.signed!)).toBe(1);
  });
});

test.describe('given a payment the customer cancels on the payment page', () => {
  test('should say nothing was charged and let the customer pay again', async ({ page, checkA11y }) => {
    const token = await login(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'active' && o.invoices.some((i) => !i.paid && !i.paymentHash),
      'active order with an unpaid invoice',
    );
    const invoice = order.invoices.find((i) => !i.paid && !i.paymentHash)!;
    await page.goto(`/order-view/${order.number}`);
    await page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` }).click();
    await expect(page).toHaveURL(/\/__sandbox\/pay\?/);
    await page.getByRole('button', { name: /Отмена/ }).click();

    await expect(page).toHaveURL(new RegExp(`/order-view/${order.number}`));
    const notice = page.getByRole('status').filter({ hasText: 'Оплата отменена' });
    await expect(notice).toContainText('Деньги не списаны. Оплатить счёт можно в любой момент.');
    await expect(page.getByText('Оплата не прошла')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` })).toBeVisible();
    await checkA11y();

    await notice.getByRole('button', { name: 'Оплатить снова' }).click();
    await payOnSandboxPage(page, cards.success);
    await expect(page.getByText('Оплата прошла')).toBeVisible();
  });
});

test.describe('given a payment cancelled here and started on another device', () => {
  test("should hide Pay while the other device's payment runs (issue 25, item 1)", async ({ page, checkA11y }) => {
    const token = await login(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'active' && o.invoices.some((i) => !i.paid && !i.paymentHash),
      'active order with an unpaid invoice',
    );
    const invoice = order.invoices.find((i) => !i.paid && !i.paymentHash)!;
    await page.goto(`/order-view/${order.number}`);
    await page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` }).click();
    await expect(page).toHaveURL(/\/__sandbox\/pay\?/);
    await page.getByRole('button', { name: /Отмена/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Оплата отменена' })).toBeVisible();
    const money = page.getByRole('region', { name: 'Оплата' });
    await expect(money.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` })).toBeVisible();

    const closeDevice = await payOnAnotherDevice(page, token, order.number, invoice.number);
    await page.reload();
    await expect(money.getByText(/^Платёж по счёту обрабатывается/)).toBeVisible();
    await expect(money.getByRole('button', { name: /^Оплатить/ })).toHaveCount(0);
    await checkA11y();
    await closeDevice();
  });
});

test.describe('given a payment the customer abandons on the payment page', () => {
  test('should hide Pay while it is fresh and offer it again after 15 minutes', async ({ page, checkA11y }) => {
    const token = await login(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'active' && o.invoices.some((i) => !i.paid && !i.paymentHash),
      'active order with an unpaid invoice',
    );
    const invoice = order.invoices.find((i) => !i.paid && !i.paymentHash)!;
    await page.goto(`/order-view/${order.number}`);
    await page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` }).click();
    await expect(page).toHaveURL(/\/__sandbox\/pay\?/);
    // the customer leaves the payment page without paying or cancelling: the provider's mark stays
    await page.goto(`/order-view/${order.number}`);
    const money = page.getByRole('region', { name: 'Оплата' });
    await expect(money.getByText(/^Платёж по счёту обрабатывается.*через 15 минут/)).toBeVisible();
    await expect(money.getByRole('button', { name: /^Оплатить/ })).toHaveCount(0);

    // the browser's clock moves 16 minutes on (the sandbox's clock has not moved, its mark stays); the screen looks
    // at the age of pending marks every 30 s
    await page.clock.install();
    await page.clock.fastForward('16:00');
    await expect(money.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` })).toBeVisible();
    await expect(money.getByText(/Прошлая оплата счёта №\s\S+ не подтвердилась/)).toBeVisible();
    await expect(money.getByText(/Та попытка ещё может пройти/)).toBeVisible();
    await checkA11y();
  });
});

test.describe('given a box another customer books first', () => {
  test('should refresh the table and say the box was just taken, in words', async ({ page, checkA11y }) => {
    await login(page, customers.individual);
    await page.goto('/order-storage-boxes/wh_id/MSK-01/size/3');
    const order = page.getByRole('button', { name: /^Заказать бокс\s/ }).first();
    await expect(order).toBeVisible();
    const name = ((await order.getAttribute('aria-label')) ?? '').replace(/^Заказать бокс\s/, '');
    expect(name).not.toBe('');
    const calc = page.waitForRequest((r) => r.url().includes('/api/v1/orders/cell/calc'));
    await order.click();
    const dialog = page.getByRole('dialog', { name: `Аренда бокса ${name}` });
    const box = await pricedBox(calc);
    await expect(dialog.getByRole('region', { name: 'Расчёт стоимости' })).toContainText('Итого');

    await bookAsRival(page, box.place_floor_cell, box.order_date);
    await dialog.getByRole('button', { name: 'Забронировать' }).click();

    await expect(page.getByText(`Бокс ${name} только что заняли. Выберите другой бокс.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Заказать бокс ${name}` })).toHaveCount(0);
    // the taken box moves below the free ones: show rows until it is there, offered by request only
    const taken = page.getByRole('button', { name: `По запросу: бокс ${name}` });
    while ((await taken.count()) === 0 && (await page.getByRole('button', { name: /Показать ещё/ }).count()) > 0) {
      await page.getByRole('button', { name: /Показать ещё/ }).click();
    }
    await expect(taken).toBeVisible();
    await expect(page.getByText(/CELL_NOT_FREE/)).toHaveCount(0);
    await checkA11y();
  });
});
