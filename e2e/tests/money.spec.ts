import type { Page } from '@playwright/test';
import { test, expect as baseExpect, loginAs } from '../fixtures.ts';
import { escapeRe, starts, t, tRe, whole } from '../i18n.ts';
import { cards, customers, ordersOf, payOnSandboxPage, pick, startPaying, unpaidInvoice } from './orders.helpers.ts';
import { bookAsRival, linksTo, payOnAnotherDevice, pricedBox } from './money.helpers.ts';

// Money and documents: the order view offers an unsigned contract as unsigned, once, and the signed copy only once
// signed; a cancelled payment charges nothing and can be paid again; an abandoned payment stops hiding Pay (after
// 15 minutes, and once the provider lets the mark lapse) while one the provider holds does not; a box taken by
// someone else while booking refreshes the table and says so in words. Each test starts and ends on freshly seeded
// data, so either project may run it first.

/** The start of the note while a payment of an invoice is being processed. */
const processing = () => new RegExp(`^${escapeRe(t('orders.view.heldPayment').split('.')[0]!)}`);

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
    const token = await loginAs(page, customers.individual);
    const orders = await ordersOf(page, token);
    const unsigned = pick(orders, (o) => o.state === 'pre-signed' && Boolean(o.agreement && !o.agreement.signed), 'pre-signed order');
    const raw = (await (await page.request.get('/api/v1/orders/active/orders-list', { headers: { 'X-SB-API-KEY': token } })).json()) as {
      orders: Array<{ number: number; agreement: { generated: string | null } | null; contract_link: string | null }>;
    };
    const file = raw.orders.find((o) => o.number === unsigned.number)!;
    const href = file.agreement?.generated ?? file.contract_link ?? '';

    await page.goto(`/order-view/${unsigned.number}`);
    const docs = page.getByRole('region', { name: t('app.nav.documents') });
    await expect(docs.getByRole('link', { name: t('orders.view.signContract', { number: unsigned.agreement!.number }) })).toBeVisible();
    const unsignedFile = docs.getByRole('link', { name: t('orders.view.downloadUnsigned') });
    await expect(unsignedFile).toBeVisible();
    await expect(unsignedFile).toHaveAttribute('href', href);
    await expect(docs.getByRole('link', { name: tRe('orders.view.downloadSigned') })).toHaveCount(0);
    expect(await linksTo(docs, href)).toBe(1);
    await checkA11y();

    const signed = pick(orders, (o) => o.state === 'active' && Boolean(o.agreement?.signed), 'signed order');
    await page.goto(`/order-view/${signed.number}`);
    await expect(docs.getByRole('link', { name: t('orders.view.downloadSigned', { number: signed.agreement!.number }) })).toBeVisible();
    await expect(docs.getByRole('link', { name: t('orders.view.downloadUnsigned') })).toHaveCount(0);
    expect(await linksTo(docs, signed.agreement!.signed!)).toBe(1);
  });
});

test.describe('given a payment the customer cancels on the payment page', () => {
  test('should say nothing was charged and let the customer pay again', async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const { order, invoice } = await unpaidInvoice(page, token);
    await startPaying(page, order, invoice);
    await page.getByRole('button', { name: tRe('uikit.dialog.cancel') }).click();

    await expect(page).toHaveURL(new RegExp(`/order-view/${order.number}`));
    const notice = page.getByRole('status').filter({ hasText: t('orders.payment.cancelled') });
    await expect(notice).toContainText(t('orders.payment.cancelledText'));
    await expect(page.getByText(t('orders.payment.failure'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('uikit.invoiceList.payNumber', { number: invoice.number }) })).toBeVisible();
    await checkA11y();

    await notice.getByRole('button', { name: t('orders.payment.payAgain') }).click();
    await payOnSandboxPage(page, cards.success);
    await expect(page.getByText(t('orders.payment.success'))).toBeVisible();
  });
});

test.describe('given a payment cancelled here and started on another device', () => {
  test("should hide Pay while the other device's payment runs", async ({ page, checkA11y }) => {
    const token = await loginAs(page, customers.individual);
    const { order, invoice } = await unpaidInvoice(page, token);
    await startPaying(page, order, invoice);
    await page.getByRole('button', { name: tRe('uikit.dialog.cancel') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('orders.payment.cancelled') })).toBeVisible();
    const money = page.getByRole('region', { name: t('uikit.orderCard.paid') });
    await expect(money.getByRole('button', { name: t('uikit.invoiceList.payNumber', { number: invoice.number }) })).toBeVisible();

    const closeDevice = await payOnAnotherDevice(page, token, order.number, invoice.number);
    await page.reload();
    await expect(money.getByText(processing())).toBeVisible();
    await expect(money.getByRole('button', { name: starts(tRe('uikit.invoiceList.pay')) })).toHaveCount(0);
    await checkA11y();
    await closeDevice();
  });
});

test.describe('given a payment the customer abandons on the payment page', () => {
  /** Starts paying an unpaid invoice, then leaves the payment page without paying or cancelling. */
  async function abandon(page: Page, token: string) {
    const { order, invoice } = await unpaidInvoice(page, token);
    await startPaying(page, order, invoice);
    await page.goto(`/order-view/${order.number}`);
    const money = page.getByRole('region', { name: t('uikit.orderCard.paid') });
    await expect(money.getByText(whole(tRe('orders.view.pendingPayment')))).toBeVisible();
    await expect(money.getByRole('button', { name: starts(tRe('uikit.invoiceList.pay')) })).toHaveCount(0);
    return { invoice, money };
  }

  test('should hide Pay while it is fresh and offer it again after 15 minutes by the browser clock, with a note', async ({
    page,
    checkA11y,
  }) => {
    // the browser's clock, installed before the screen sets its 30 s check of the pending marks' age, moves 16
    // minutes on and runs that check at once (the sandbox's clock has not moved, its mark stays)
    await page.clock.install();
    const { invoice, money } = await abandon(page, await loginAs(page, customers.individual));
    await page.clock.fastForward('16:00');
    await expect(money.getByRole('button', { name: t('uikit.invoiceList.payNumber', { number: invoice.number }) })).toBeVisible();
    await expect(money.getByText(tRe('orders.view.stalePending'))).toBeVisible();
    await checkA11y();
  });

  test('should offer Pay once the provider lets the unconfirmed mark lapse', async ({ page, sandbox }) => {
    const { invoice, money } = await abandon(page, await loginAs(page, customers.individual));
    await sandbox.advanceMs(16 * 60_000);
    await page.reload();
    await expect(money.getByRole('button', { name: t('uikit.invoiceList.payNumber', { number: invoice.number }) })).toBeVisible();
    await expect(money.getByText(processing())).toHaveCount(0);
  });
});

test.describe('given a payment the provider holds (confirmed, not settled)', () => {
  test('should keep Pay hidden however long it takes', async ({ page }) => {
    const token = await loginAs(page, customers.individual);
    const held = pick(await ordersOf(page, token), (o) => o.invoices.some((i) => !i.paid && i.paymentHash), 'order with a held payment');
    // the clock installed before the screen sets its 30 s check of the pending marks' age: 20 minutes on runs it
    await page.clock.install();
    await page.goto(`/order-view/${held.number}`);
    const money = page.getByRole('region', { name: t('uikit.orderCard.paid') });
    await expect(money.getByText(t('orders.view.heldPayment'))).toBeVisible();
    await page.clock.fastForward('20:00');
    await expect(money.getByRole('button', { name: starts(tRe('uikit.invoiceList.pay')) })).toHaveCount(0);
    await expect(money.getByText(t('orders.view.heldPayment'))).toBeVisible();
  });
});

test.describe('given a box another customer books first', () => {
  test('should refresh the table and say the box was just taken, in words', async ({ page, checkA11y }) => {
    await loginAs(page, customers.individual);
    await page.goto('/order-storage-boxes/wh_id/MSK-01/size/3');
    const order = page.getByRole('button', { name: new RegExp(`^${escapeRe(t('uikit.boxRow.orderBox', { number: '' }))}`) }).first();
    await expect(order).toBeVisible();
    const name = ((await order.getAttribute('aria-label')) ?? '').replace(
      new RegExp(`^${escapeRe(t('uikit.boxRow.orderBox', { number: '' }))}`),
      '',
    );
    expect(name).not.toBe('');
    const calc = page.waitForRequest((r) => r.url().includes('/api/v1/orders/cell/calc'));
    await order.click();
    const dialog = page.getByRole('dialog', { name: t('booking.modal.title', { box: name }) });
    const box = await pricedBox(calc);
    await expect(dialog.getByRole('region', { name: t('uikit.priceCalcPanel.label') })).toContainText(t('uikit.priceCalcPanel.total'));

    await bookAsRival(page, box.place_floor_cell, box.order_date);
    await dialog.getByRole('button', { name: t('booking.modal.submit') }).click();

    await expect(page.getByText(t('booking.boxes.taken', { box: name }))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('uikit.boxRow.orderBox', { number: name }) })).toHaveCount(0);
    // the taken box moves below the free ones: show rows until it is there, offered by request only
    const taken = page.getByRole('button', { name: t('uikit.boxRow.requestBox', { number: name }) });
    while ((await taken.count()) === 0 && (await page.getByRole('button', { name: tRe('uikit.loadMore.button') }).count()) > 0) {
      await page.getByRole('button', { name: tRe('uikit.loadMore.button') }).click();
    }
    await expect(taken).toBeVisible();
    await expect(page.getByText(/CELL_NOT_FREE/)).toHaveCount(0);
    await checkA11y();
  });
});
