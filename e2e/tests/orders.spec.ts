import { test, expect, countRequests, loginAs } from '../fixtures.ts';
import { isPhone, lang, t, tRe } from '../i18n.ts';
import { openSection } from './navigation.helpers.ts';
import { cards, customers, ordersOf, payOnSandboxPage, pick, signThroughApi, unpaidInvoice } from './orders.helpers.ts';

// Orders: the list (tabs at 375 px, two sections at 1280 px) with 'load more', paying an invoice (declined, then
// paid), a new invoice at 6, 7, 365 and 366 days, a debt order with the lock disabled, the Pay button hidden by a
// pending payment, opening a lock, closing a contract, a moving request, and the signing check that stops. Each
// test starts from freshly seeded data, so either project may run it first.

/** A dd.MM.yyyy day as the app writes it in the project's language (dd.MM.yyyy, or dd MMM yyyy in English). */
function shownDay(ruDay: string): string {
  if (lang() === 'ru') return ruDay;
  const [d, m, y] = ruDay.split('.');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${d} ${months[Number(m) - 1]} ${y}`;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('given the individual demo customer', () => {
  test('should show 6 active and 3 archive cards, then 3 more with each load more', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const active = (await ordersOf(page, token)).filter((o) => o.state !== 'archived');
    const archive = await ordersOf(page, token, 'history');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: t('orders.list.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('orders.list.book') })).toHaveAttribute('href', '/create-order');
    // a phone shows the two lists as tabs, a desktop as two sections side by side
    const activeList = isPhone()
      ? page.getByRole('tabpanel', { name: new RegExp(t('orders.list.tabActive')) })
      : page.getByRole('region', { name: t('orders.list.active') });
    await expect(activeList.getByRole('listitem')).toHaveCount(6);
    await expect(activeList.getByText(t('uikit.loadMore.shown', { shown: 6, total: active.length }))).toBeVisible();
    // most urgent first: the debt order leads
    await expect(
      activeList
        .getByRole('listitem')
        .first()
        .getByText(new RegExp(`^(${t('uikit.orderStatus.debtNoDays')}|${t('uikit.orderStatus.debt', { days: 1 }).replace(/ 1 .*/, '')})`)),
    ).toBeVisible();
    await checkA11y();
    await activeList.getByRole('button', { name: t('orders.list.loadMore') }).click();
    await expect(activeList.getByRole('listitem')).toHaveCount(Math.min(9, active.length));
    await expect(
      activeList.getByText(t('uikit.loadMore.shown', { shown: Math.min(9, active.length), total: active.length })),
    ).toBeVisible();

    if (isPhone()) await page.getByRole('tab', { name: t('orders.list.tabArchive') }).click();
    const archiveList = isPhone()
      ? page.getByRole('tabpanel', { name: t('orders.list.tabArchive') })
      : page.getByRole('region', { name: t('orders.list.archive') });
    await expect(archiveList.getByRole('listitem')).toHaveCount(Math.min(3, archive.length));
    await checkA11y();
    if (archive.length > 3) {
      await archiveList.getByRole('button', { name: t('orders.list.loadMore') }).click();
      await expect(archiveList.getByRole('listitem')).toHaveCount(Math.min(6, archive.length));
    }
  });

  test('should take a declined card, say so, then take a good card and move paid-until', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const { order, invoice } = await unpaidInvoice(page, token);
    const pay = page.getByRole('button', { name: t('uikit.invoiceList.payNumber', { number: invoice.number }) });
    await page.goto(`/order-view/${order.number}`);
    await expect(page.getByRole('heading', { level: 1, name: t('orders.boxName', { name: order.cell.name }) })).toBeVisible();
    await checkA11y();

    await pay.click();
    await payOnSandboxPage(page, cards.declined);
    await expect(page.getByText(t('orders.payment.failure'))).toBeVisible();
    await expect(pay).toBeVisible();
    await checkA11y();

    await pay.click();
    await payOnSandboxPage(page, cards.success);
    await expect(page.getByText(t('orders.payment.success'))).toBeVisible();
    await expect(page.getByText(t('orders.payment.successPaidUntil', { date: shownDay(invoice.endPeriod) }))).toBeVisible();
    await expect(pay).toHaveCount(0);
    await checkA11y();
  });

  test('should make a new invoice clamped to 7..365 days, price it and pay it', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'active' && Boolean(o.cell.paid_until) && !o.invoices.some((i) => !i.paid),
      'active paid order',
    );
    await page.goto(`/order-view/${order.number}`);
    await page.getByRole('button', { name: t('orders.view.newInvoice') }).click();
    const dialog = page.getByRole('dialog', { name: t('orders.invoice.title', { box: t('orders.boxName', { name: order.cell.name }) }) });
    const days = dialog.getByRole('textbox', { name: new RegExp(t('orders.invoice.days')) });
    await expect(days).toHaveValue('7');
    await expect(dialog.getByText(tRe('orders.invoice.startFixed'))).toBeVisible();
    const issue = dialog.getByRole('button', { name: t('orders.invoice.submit') });
    await expect(issue).toBeEnabled();
    await checkA11y();

    const priced: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/v1/orders/${order.number}/make-invoice`)) priced.push((r.postDataJSON() as { days: number }).days);
    });
    for (const [typed, kept] of [
      ['6', '7'],
      ['7', '7'],
      ['365', '365'],
      ['366', '365'],
    ] as const) {
      await days.fill(typed);
      await days.blur();
      await expect(days).toHaveValue(kept);
      await expect(issue).toBeEnabled();
    }
    await expect.poll(() => priced.includes(365)).toBe(true);
    // a typed 6 or 366 is never priced, let alone issued
    expect(priced.filter((d) => d < 7 || d > 365)).toEqual([]);
    await days.fill('7');
    await days.blur();
    await expect(issue).toBeEnabled();
    const made = page.waitForRequest(
      (r) => r.url().includes('/make-invoice') && (r.postDataJSON() as { only_price: boolean }).only_price === false,
    );
    await issue.click();
    expect((await made).postDataJSON()).toMatchObject({ days: 7, only_price: false });
    await payOnSandboxPage(page, cards.success);
    await expect(page.getByText(t('orders.payment.success'))).toBeVisible();
    await checkA11y();
  });

  test('should show a debt order with its warning, the arrears timeline and the lock disabled', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const debt = pick(await ordersOf(page, token), (o) => o.state === 'debt', 'debt order');
    await page.goto(`/order-view/${debt.number}`);
    await expect(page.getByText(new RegExp(t('orders.view.debtTitleNoDays').split(': ')[1]!)).first()).toBeVisible();
    const open = page.getByRole('button', { name: t('uikit.lock.open') });
    await expect(open).toBeDisabled();
    await expect(page.getByText(t('uikit.lock.reason.debt'))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('orders.view.arrears') })).toBeVisible();
    await checkA11y();
  });

  test('should hide Pay while an invoice has a pending payment hash', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const pending = pick(
      await ordersOf(page, token),
      (o) => o.invoices.some((i) => !i.paid && i.paymentHash),
      'order with a pending payment',
    );
    const payName = new RegExp(`^${t('uikit.invoiceList.payNumber', { number: 1 }).split(' ')[0]}`);
    await page.goto(`/order-view/${pending.number}`);
    await expect(page.getByRole('heading', { level: 1, name: t('orders.boxName', { name: pending.cell.name }) })).toBeVisible();
    await expect(page.getByText(t('uikit.invoiceList.pending'))).toBeVisible();
    const money = page.getByRole('region', { name: t('orders.view.money') });
    await expect(money.getByText(t('orders.view.heldPayment'))).toBeVisible();
    await expect(money.getByRole('button', { name: payName })).toHaveCount(0);
    await expect(money.getByRole('button', { name: t('orders.view.newInvoice') })).toHaveCount(0);
    // and on its card in the list
    await page.getByRole('link', { name: t('orders.view.back') }).click();
    const panel = isPhone()
      ? page.getByRole('tabpanel', { name: new RegExp(t('orders.list.tabActive')) })
      : page.getByRole('region', { name: t('orders.list.active') });
    const card = panel.getByRole('listitem').filter({
      has: page.getByRole('link', { name: t('uikit.orderCard.detailsFor', { box: t('orders.boxName', { name: pending.cell.name }) }) }),
    });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    while ((await card.count()) === 0 && (await panel.getByRole('button', { name: t('orders.list.loadMore') }).count()) > 0) {
      await panel.getByRole('button', { name: t('orders.list.loadMore') }).click();
    }
    await expect(card.first()).toBeVisible();
    await expect(card.getByRole('button', { name: payName })).toHaveCount(0);
    await checkA11y();
  });

  test('should open a lock, show it opened and refetch the active orders 15 s later', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'active' && o.cell.lock?.lock_status === 'locked',
      'active order with a lock',
    );
    // the page's clock runs as the real one; the 15 s wait is moved on
    await page.clock.install();
    await page.goto(`/order-view/${order.number}`);
    const access = page.getByRole('region', { name: t('uikit.lock.title') });
    await expect(access.getByText(t('uikit.lock.status.locked'))).toBeVisible();
    const list = countRequests(page, '/api/v1/orders/active/orders-list');
    const before = list();
    const pageNow = () => page.evaluate(() => Date.now());
    const clickedAt = await pageNow();
    await access.getByRole('button', { name: t('uikit.lock.open') }).click();
    await expect(access.getByText(t('uikit.lock.sent'))).toBeVisible();
    await expect(access.getByText(t('uikit.lock.status.opened'))).toBeVisible();
    await checkA11y();
    // the 15 s count from the command, not from the end of the scan (which takes seconds on a busy machine)
    const quiet = 13_000 - ((await pageNow()) - clickedAt);
    if (quiet > 0) await page.clock.runFor(quiet);
    await page.waitForTimeout(1_000);
    expect(list()).toBe(before);
    await page.clock.runFor(3_000);
    await expect.poll(list, { timeout: 10_000 }).toBeGreaterThan(before);
  });

  test('should close a contract with the individual wording and thank', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const order = pick(await ordersOf(page, token), (o) => o.state === 'active' && Boolean(o.agreement), 'active order');
    await page.goto(`/order-view/${order.number}`);
    await page.getByRole('button', { name: t('orders.view.close') }).click();
    const dialog = page.getByRole('dialog', { name: t('orders.close.title', { contract: order.agreement!.number }) });
    await expect(dialog.getByText(t('orders.close.deposit'))).toBeVisible();
    await checkA11y();
    const sent = page.waitForRequest('**/api/request/client/simple');
    await dialog.getByRole('button', { name: t('orders.close.confirm') }).click();
    const comment = ((await sent).postDataJSON() as { request_comment: string }).request_comment;
    expect(comment).toContain(order.agreement!.uuid);
    expect(comment).toContain(String(order.number));
    const thanks = page.getByRole('dialog', { name: t('orders.close.thanksTitle') });
    await expect(thanks).toBeVisible();
    await checkA11y();
    await thanks.getByRole('button', { name: t('orders.close.thanksOk') }).click();
    await expect(thanks).toHaveCount(0);
  });

  test('should stop the signing check once the screen is left', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'pre-signed' || (o.state === 'reserved' && Boolean(o.agreement && !o.agreement.signed)),
      'order awaiting signature',
    );
    const polls = countRequests(page, '/api/v1/orders/active/orders-list');
    // the page's clock runs as the real one until the check after leaving, which moves it on
    await page.clock.install();
    await page.goto(`/order-view/${order.number}/check-status`);
    await expect(page.getByText(t('orders.check.waiting'))).toBeVisible();
    await checkA11y();
    await expect.poll(polls, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    await openSection(page, 'support');
    await expect(page).toHaveURL(/\/support$/);
    const left = polls();
    await page.clock.runFor(10_000);
    // a request fired by the last timer reaches the test a moment later
    await page.waitForTimeout(1_000);
    expect(polls()).toBe(left);
  });

  test('should send a moving request, showing the 405 message first and thanking once it goes through', async ({
    page,
    sandbox,
    checkA11y,
  }) => {
    const token = await loginAs(page, customers.individual);
    const order = pick(await ordersOf(page, token), (o) => o.state === 'active', 'active order');
    await sandbox.post('/__sandbox/faults', { cargo: '405' });
    await page.goto(`/order-view/${order.number}`);
    await page.getByRole('button', { name: t('orders.view.cargo') }).click();
    const dialog = page.getByRole('dialog', { name: t('orders.cargo.title') });
    await dialog.getByRole('combobox', { name: new RegExp(t('orders.cargo.movingType')) }).click();
    // the kinds of moving are the sandbox's data, in Russian in both languages
    await page.getByRole('option', { name: 'Переезд квартиры' }).click();
    await dialog.getByRole('checkbox', { name: /Грузчики/ }).click();
    await dialog.getByRole('combobox', { name: new RegExp(t('orders.cargo.timing')) }).click();
    await page.getByRole('option').first().click();
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    const date = `${String(inAWeek.getDate()).padStart(2, '0')}.${String(inAWeek.getMonth() + 1).padStart(2, '0')}.${inAWeek.getFullYear()}`;
    await dialog.getByRole('textbox', { name: new RegExp(t('orders.cargo.date')) }).fill(date);
    await dialog.getByRole('textbox', { name: new RegExp(t('orders.cargo.addressFrom')) }).fill('Москва, ул. Ленина, 1');
    await expect(dialog.getByRole('textbox', { name: new RegExp(t('orders.cargo.contactName')) })).not.toHaveValue('');
    await checkA11y();
    await page.getByRole('button', { name: t('orders.cargo.submit') }).click();
    await expect(dialog.getByRole('alert')).toContainText(t('orders.cargo.error405').split(':')[0]!);
    await checkA11y();
    await sandbox.post('/__sandbox/faults', { cargo: null });
    await page.getByRole('button', { name: t('orders.cargo.submit') }).click();
    await expect(page.getByRole('dialog', { name: t('orders.cargo.thanksTitle') })).toBeVisible();
  });
});

test.describe('given a contract signed while the check runs', () => {
  test('should poll, show it signed and stop polling', async ({ page, sandbox, checkA11y }) => {
    const token = await loginAs(page, customers.edsAvailable);
    const order = pick(
      await ordersOf(page, token),
      (o) => Boolean(o.agreement && !o.agreement.signed && o.agreement.sign_system !== 'no'),
      'order to sign',
    );
    const polls = countRequests(page, '/api/v1/orders/active/orders-list');
    // the page's clock runs as the real one until the check after signing, which moves it on
    await page.clock.install();
    await page.goto(`/order-view/${order.number}/check-status`);
    await expect(page.getByText(t('orders.check.waiting'))).toBeVisible();
    await checkA11y();
    await expect.poll(polls).toBeGreaterThanOrEqual(1);
    await signThroughApi(page, token, order.number, () => sandbox.smsCode(customers.edsAvailable));
    await expect(page.getByText(t('orders.check.signed'))).toBeVisible({ timeout: 30_000 });
    await checkA11y();
    const after = polls();
    await page.clock.runFor(13_000);
    // a request fired by the last timer reaches the test a moment later
    await page.waitForTimeout(1_000);
    expect(polls()).toBe(after);
  });
});

test.describe('given the new invoice dialog opened through the address (?invoice=new)', () => {
  test('should take ?invoice=new out of the address when closed, so a reload or Back does not open it again', async ({
    page,
    checkA11y,
  }) => {
    // three page loads of the order on a loaded machine
    test.slow();
    const token = await loginAs(page, customers.individual);
    const order = pick(
      await ordersOf(page, token),
      (o) => o.state === 'active' && Boolean(o.cell.paid_until) && !o.invoices.some((i) => !i.paid),
      'active paid order',
    );
    const box = t('orders.boxName', { name: order.cell.name });
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/order-view/${order.number}?invoice=new`);
    const dialog = page.getByRole('dialog', { name: t('orders.invoice.title', { box }) });
    // a screen's first render can take long on a loaded machine
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await checkA11y();
    await dialog.getByRole('button', { name: t('orders.invoice.cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/order-view/${order.number}$`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: box })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: box })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
