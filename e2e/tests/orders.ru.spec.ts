import { test, expect } from '../fixtures.ts';
import { cards, countRequests, customers, login, ordersOf, payOnSandboxPage, pick, signThroughApi } from './orders.helpers.ts';

// Orders at 375 px in Russian: the list with its tabs and 'load more', paying an invoice (declined, then paid), a
// debt order with the lock disabled, the Pay button hidden by a pending payment, and the signing check that stops
// once the contract is signed.

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('given the individual demo customer', () => {
  test('should show 6 active and 3 archive cards, then 3 more with each load more', async ({ page, checkA11y }) => {
    const token = await login(page, customers.individual);
    const active = (await ordersOf(page, token)).filter((o) => o.state !== 'archived');
    const archive = await ordersOf(page, token, 'history');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Забронировать бокс' })).toHaveAttribute('href', '/create-order');
    const activePanel = page.getByRole('tabpanel', { name: /Активные/ });
    await expect(activePanel.getByRole('listitem')).toHaveCount(6);
    await expect(activePanel.getByText(`Показано 6 из ${active.length}`)).toBeVisible();
    await checkA11y();
    await activePanel.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(activePanel.getByRole('listitem')).toHaveCount(Math.min(9, active.length));

    await page.getByRole('tab', { name: 'История' }).click();
    const historyPanel = page.getByRole('tabpanel', { name: 'История' });
    await expect(historyPanel.getByRole('listitem')).toHaveCount(Math.min(3, archive.length));
    await checkA11y();
    if (archive.length > 3) {
      await historyPanel.getByRole('button', { name: 'Показать ещё' }).click();
      await expect(historyPanel.getByRole('listitem')).toHaveCount(Math.min(6, archive.length));
    }
  });

  test('should take a declined card, say so, then take a good card and move paid-until', async ({ page, checkA11y }) => {
    const token = await login(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'active' && o.invoices.some((i) => !i.paid && !i.paymentHash),
      'active order with an unpaid invoice',
    );
    const invoice = order.invoices.find((i) => !i.paid && !i.paymentHash)!;
    await page.goto(`/order-view/${order.number}`);
    await expect(page.getByRole('heading', { level: 1, name: `Бокс ${order.cell.name}` })).toBeVisible();
    await checkA11y();

    await page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` }).click();
    await payOnSandboxPage(page, cards.declined);
    await expect(page.getByText('Оплата не прошла')).toBeVisible();
    await expect(page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` })).toBeVisible();
    await checkA11y();

    await page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` }).click();
    await payOnSandboxPage(page, cards.success);
    await expect(page.getByText('Оплата прошла')).toBeVisible();
    await expect(page.getByText(`Аренда оплачена до ${invoice.endPeriod}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Оплатить счёт № ${invoice.number}` })).toHaveCount(0);
    await checkA11y();
  });

  test('should show a debt order with its warning, the arrears timeline and the lock disabled', async ({ page, checkA11y }) => {
    const token = await login(page, customers.individual);
    const debt = pick(await ordersOf(page, token), (o) => o.state === 'debt', 'debt order');
    await page.goto(`/order-view/${debt.number}`);
    await expect(page.getByText(/доступ к боксу закрыт/).first()).toBeVisible();
    const open = page.getByRole('button', { name: 'Открыть замок' });
    await expect(open).toBeDisabled();
    await expect(page.getByText('Доступ закрыт из‑за задолженности. Оплатите счёт, чтобы открыть бокс.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Просрочка оплаты' })).toBeVisible();
    await checkA11y();
  });

  test('should hide Pay while an invoice has a pending payment hash', async ({ page, checkA11y }) => {
    const token = await login(page, customers.individual);
    const pending = pick(
      await ordersOf(page, token),
      (o) => o.invoices.some((i) => !i.paid && i.paymentHash),
      'order with a pending payment',
    );
    await page.goto(`/order-view/${pending.number}`);
    await expect(page.getByRole('heading', { level: 1, name: `Бокс ${pending.cell.name}` })).toBeVisible();
    await expect(page.getByText('Платёж обрабатывается')).toBeVisible();
    const money = page.getByRole('region', { name: 'Оплата' });
    await expect(money.getByText('Платёж по счёту обрабатывается. Кнопка оплаты появится, когда он завершится.')).toBeVisible();
    await expect(money.getByRole('button', { name: /^Оплатить/ })).toHaveCount(0);
    await expect(money.getByRole('button', { name: 'Новый счёт' })).toHaveCount(0);
    // and on its card in the list
    await page.getByRole('link', { name: 'Мои заказы' }).click();
    const panel = page.getByRole('tabpanel', { name: /Активные/ });
    const card = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Подробнее о Бокс ${pending.cell.name}` }) });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    while ((await card.count()) === 0 && (await panel.getByRole('button', { name: 'Показать ещё' }).count()) > 0) {
      await panel.getByRole('button', { name: 'Показать ещё' }).click();
    }
    await expect(card.first()).toBeVisible();
    await expect(card.getByRole('button', { name: /^Оплатить/ })).toHaveCount(0);
    await checkA11y();
  });
});

test.describe('given a contract signed while the check runs', () => {
  test('should poll, show it signed and stop polling', async ({ page, sandbox, checkA11y }) => {
    const token = await login(page, customers.edsAvailable);
    const order = pick(
      await ordersOf(page, token),
      (o) => Boolean(o.agreement && !o.agreement.signed && o.agreement.sign_system !== 'no'),
      'order to sign',
    );
    const polls = countRequests(page, '/api/v1/orders/active/orders-list');
    await page.goto(`/order-view/${order.number}/check-status`);
    await expect(page.getByText('Ждём, когда договор будет подписан…')).toBeVisible();
    await checkA11y();
    await expect.poll(polls).toBeGreaterThanOrEqual(1);
    await signThroughApi(page, token, order.number, () => sandbox.smsCode(customers.edsAvailable));
    await expect(page.getByText('Договор подписан')).toBeVisible({ timeout: 30_000 });
    await checkA11y();
    const after = polls();
    await page.waitForTimeout(13_000);
    expect(polls()).toBe(after);
  });
});

test.describe('given the new invoice dialog opened through the address (?invoice=new)', () => {
  test('should take ?invoice=new out of the address when closed, so a reload or Back does not open it again (issue 25, item 3)', async ({
    page,
    checkA11y,
  }) => {
    // three page loads of the order on a loaded machine
    test.slow();
    const token = await login(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'active' && Boolean(o.cell.paid_until) && !o.invoices.some((i) => !i.paid),
      'active paid order',
    );
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/order-view/${order.number}?invoice=new`);
    const dialog = page.getByRole('dialog', { name: `Новый счёт: Бокс ${order.cell.name}` });
    // a screen's first render can take long on a loaded machine
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await checkA11y();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/order-view/${order.number}$`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Бокс ${order.cell.name}` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: `Бокс ${order.cell.name}` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
