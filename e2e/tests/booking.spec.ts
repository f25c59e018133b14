import { test, expect, loginAs } from '../fixtures.ts';
import { pick, starts, t, tRe } from '../i18n.ts';
import { expectSameDocument, markDocument, ruDay, totalRows, typeDate } from './booking.helpers.ts';

// Booking: a search opened by URL whose filters rewrite the URL in place (and the city chooser), a free box booked
// from the search through its own view to the order-created screen with the price shown first, every booking bound
// at its boundary, a box requested through its modal, the storage request refused without consent, and the boxes
// table growing 10 -> 20 rows. The warehouses' names are the sandbox's data (Russian in both languages); a booking
// takes the first free box, so either project may run first.

test.describe('given a customer booking a box', () => {
  test.beforeEach(async ({ page }) => {
    // dialogs fade in; axe must see them settled, not half-transparent
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginAs(page, '79990000001', 'Demo12345');
  });

  test('should show 10 boxes, then 10 more', async ({ page, checkA11y }) => {
    await page.goto('/order-storage-boxes/wh_id/MSK-01/size/3');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(10);
    await checkA11y();
    const total = await totalRows(page, starts(tRe('uikit.loadMore.shown', { shown: '10', total: /\d+/ })));
    await page.getByRole('button', { name: tRe('uikit.loadMore.button') }).click();
    await expect(rows).toHaveCount(Math.min(20, total));
    await checkA11y();
  });

  test('should open a search by URL and rewrite the URL in place when a filter changes', async ({ page, checkA11y }) => {
    await page.goto('/create-order/MSK-01/small/available');
    await expect(page.getByRole('heading', { level: 1, name: t('booking.boxes.crumbSearch') })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Склад на Тверской' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: tRe('uikit.sizeFilter.small') })).toBeChecked();
    await expect(page.getByRole('list', { name: t('booking.search.sizesOf', { name: 'Склад на Тверской' }) })).toBeVisible();
    await checkA11y();
    const historyLength = await page.evaluate(() => history.length);
    await markDocument(page);

    await page.getByRole('checkbox', { name: tRe('uikit.sizeFilter.large') }).click();
    await expect(page).toHaveURL(/\/create-order\/MSK-01\/small,large\/available$/);
    await page.getByRole('radio', { name: t('uikit.availabilityFilter.byRequest') }).click();
    await expect(page).toHaveURL(/\/create-order\/MSK-01\/small,large\/byRequest$/);
    await expectSameDocument(page);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // clearing the warehouse takes by-request away again
    await page.getByRole('checkbox', { name: 'Склад на Тверской' }).click();
    await expect(page).toHaveURL(/\/create-order\/,\/small,large\/available$/);
    await expect(page.getByRole('radio', { name: t('uikit.availabilityFilter.byRequest') })).toBeDisabled();
    await expectSameDocument(page);
    await checkA11y();
  });

  test('should book a free box from the search through its view to the order-created screen, the price shown first', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/create-order');
    await expect(page).toHaveURL(/\/create-order\/,\/,\/available$/);
    const tverskaya = page.getByRole('list', { name: t('booking.search.sizesOf', { name: 'Склад на Тверской' }) });
    await tverskaya.getByRole('link', { name: starts(tRe('uikit.boxSizeCard.area', { size: 3 })) }).click();
    await expect(page).toHaveURL(/\/order-storage-boxes\/wh_id\/MSK-01\/size\/3$/);
    await expect(page.getByRole('navigation', { name: t('uikit.breadcrumbs.label') })).toBeVisible();
    await expect(page.getByRole('button', { name: starts(tRe('uikit.boxRow.orderBox')) }).first()).toBeVisible();
    await checkA11y();

    await page
      .getByRole('link', { name: starts(tRe('uikit.boxRow.moreBox')) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/order-box-view\/MSK-01\/\d+$/);
    await expect(page.getByText(t('booking.box.padlock'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('booking.box.toSearch') })).toHaveAttribute('href', '/create-order/MSK-01');
    await checkA11y();
    await page.getByRole('button', { name: t('booking.box.rent') }).click();
    const dialog = page.getByRole('dialog', { name: starts(tRe('booking.modal.title')) });
    await expect(dialog).toBeVisible();
    const price = dialog.getByRole('region', { name: t('uikit.priceCalcPanel.label') });
    await expect(price).toContainText(t('uikit.priceCalcPanel.total'));
    await expect(price).toContainText(t('uikit.priceCalcPanel.deposit'));
    await expect(price).toContainText(t('uikit.priceCalcPanel.vat'));
    // the rouble as each language writes it
    await expect(price).toContainText(pick({ ru: '₽', en: 'RUB' }));
    await checkA11y();

    await dialog.getByRole('button', { name: t('booking.modal.submit') }).click();
    const created = page.getByRole('dialog', { name: t('booking.modal.created.title') });
    await expect(created).toBeVisible();
    await checkA11y();
    await created.getByRole('link', { name: t('booking.modal.created.toOrder') }).click();
    await expect(page).toHaveURL(/\/order-created\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: t('booking.created.title') })).toBeVisible();
    await expect(page.getByText(t('booking.created.details'))).toBeVisible();
    await expect(page.getByText(t('booking.created.ruleReserve'))).toBeVisible();
    await expect(page.getByText(t('booking.created.ruleConfirm'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('booking.created.begin') })).toHaveAttribute('href', /^\/document-view\/.+/);
    await checkA11y();
  });

  test('should hold every booking bound at its boundary', async ({ page }) => {
    await page.goto('/order-storage-boxes/wh_id/MSK-02/size/3');
    await page
      .getByRole('button', { name: starts(tRe('uikit.boxRow.orderBox')) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: starts(tRe('booking.modal.title')) });
    const book = dialog.getByRole('button', { name: t('booking.modal.submit') });
    const calcs: Array<{ days: number; pay_days: number }> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/orders/cell/calc')) calcs.push(r.postDataJSON());
    });

    // start: today + 3 is allowed, today + 4 is not
    await typeDate(page, starts(tRe('booking.modal.start')), ruDay(4));
    await typeDate(page, starts(tRe('booking.modal.end')), ruDay(40));
    await expect(dialog.getByText(t('bookingStartRange'))).toBeVisible();
    await expect(book).toBeDisabled();
    await typeDate(page, starts(tRe('booking.modal.start')), ruDay(3));
    await expect(dialog.getByText(t('bookingStartRange'))).toBeHidden();
    await expect(book).toBeEnabled();

    // length: 6 days is refused, 7 accepted
    await typeDate(page, starts(tRe('booking.modal.start')), ruDay(0));
    await typeDate(page, starts(tRe('booking.modal.end')), ruDay(5));
    await expect(dialog.getByText(t('bookingEndMin'))).toBeVisible();
    await expect(book).toBeDisabled();
    await typeDate(page, starts(tRe('booking.modal.end')), ruDay(6));
    await expect(dialog.getByText(t('bookingEndMin'))).toBeHidden();
    await expect.poll(() => calcs.at(-1)).toMatchObject({ days: 7, pay_days: 7 });

    // pay days: 365 at once; 366 forces a partial payment capped at start + 364
    await typeDate(page, starts(tRe('booking.modal.end')), ruDay(364));
    await expect.poll(() => calcs.at(-1)).toMatchObject({ days: 365, pay_days: 365 });
    await expect(dialog.getByRole('checkbox', { name: t('booking.modal.partial') })).not.toBeChecked();
    await typeDate(page, starts(tRe('booking.modal.end')), ruDay(365));
    await expect(dialog.getByRole('checkbox', { name: t('booking.modal.partial') })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: t('booking.modal.partial') })).toBeDisabled();
    await expect(dialog.getByLabel(starts(tRe('booking.modal.paymentDate')))).toHaveValue(ruDay(364));
    await expect.poll(() => calcs.at(-1)).toMatchObject({ days: 366, pay_days: 365 });
    await expect(book).toBeEnabled();
  });

  test('should follow filter changes in the URL without a navigation and switch city', async ({ page, checkA11y }) => {
    await page.goto('/create-order/,/medium/available');
    await expect(page.getByRole('heading', { level: 1, name: t('booking.boxes.crumbSearch') })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: tRe('uikit.sizeFilter.medium') })).toBeChecked();
    await expect(page.getByRole('radio', { name: t('uikit.availabilityFilter.byRequest') })).toBeDisabled();
    await expect(page.getByRole('link', { name: t('booking.search.tourOf', { name: 'Склад на Тверской' }) })).toHaveAttribute(
      'href',
      '/order-storage-view/MSK-01',
    );
    await checkA11y();
    await markDocument(page);

    await page.getByRole('checkbox', { name: 'Склад «Нагатинская»' }).click();
    await expect(page).toHaveURL(/\/create-order\/MSK-02\/medium\/available$/);
    await page.getByRole('radio', { name: t('uikit.availabilityFilter.byRequest') }).click();
    await expect(page).toHaveURL(/\/create-order\/MSK-02\/medium\/byRequest$/);
    await expectSameDocument(page);

    await page.getByRole('button', { name: t('booking.search.changeCity') }).click();
    const chooser = page.getByRole('dialog', { name: t('booking.city.title') });
    await expect(chooser.getByRole('radio', { name: t('uikit.citySelect.moscow') })).toBeChecked();
    await checkA11y();
    await chooser.getByRole('radio', { name: t('uikit.citySelect.spb') }).click();
    await chooser.getByRole('button', { name: t('booking.city.apply') }).click();
    await expect(page.getByText(t('booking.search.city', { city: t('uikit.citySelect.spb') }))).toBeVisible();
    await expect(page).toHaveURL(/\/create-order\/,\/medium\/available$/);
    await expectSameDocument(page);
  });

  test('should request a box that is not free through its modal', async ({ page, sandbox, checkA11y }) => {
    await page.goto('/create-order/MSK-02/,/byRequest');
    const group = page.getByRole('list', { name: t('booking.search.sizesOf', { name: 'Склад «Нагатинская»' }) });
    await group.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/order-storage-boxes\/wh_id\/MSK-02\/size\/[\d.]+$/);
    await page
      .getByRole('button', { name: starts(tRe('uikit.boxRow.requestBox')) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('booking.request.byRequest.title') });
    await checkA11y();
    const stamp = `e2e-${Date.now()}`;
    await dialog.getByLabel(t('booking.request.name')).fill('Ivan');
    await dialog.getByLabel(starts(tRe('booking.request.budget'))).fill('60000');
    await dialog.getByLabel(t('booking.request.comment')).fill(stamp);
    await dialog.getByRole('button', { name: t('booking.request.submit') }).click();
    await expect(page.getByRole('dialog', { name: t('booking.thanks.title') })).toBeVisible();
    await checkA11y();
    const stored = await sandbox.get<Array<{ payload: Record<string, unknown> }>>('/__sandbox/requests');
    expect(stored.find((r) => r.payload.request_comment === stamp)?.payload).toMatchObject({
      place: 'MSK-02',
      request_name: 'box_request',
      budget: 60000,
    });
  });

  test('should refuse the storage request without consent, then send it', async ({ page, checkA11y }) => {
    await page.goto('/order-storage-view/MSK-01');
    await expect(page.getByRole('heading', { level: 1, name: 'Склад на Тверской' })).toBeVisible();
    await expect(page.getByText(t('uikit.warehouseCredentials.access24'))).toBeVisible();
    await expect(page.getByTitle(t('booking.search.tourOf', { name: 'Склад на Тверской' }))).toBeVisible();
    await expect(page.getByRole('region', { name: t('booking.storage.services') })).toBeVisible();
    await checkA11y();

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/request/simple')) sent.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: t('booking.storage.makeRequest') }).click();
    const dialog = page.getByRole('dialog', { name: t('booking.request.storage.title') });
    await dialog.getByLabel(t('booking.request.name')).fill('Ivan');
    await dialog.getByRole('button', { name: t('booking.request.submit') }).click();
    await expect(dialog.getByText(t('booking.request.consentRequired'))).toBeVisible();
    await checkA11y();
    expect(sent).toHaveLength(0);

    await dialog.getByRole('checkbox', { name: tRe('booking.request.consent') }).click();
    await dialog.getByRole('button', { name: t('booking.request.submit') }).click();
    await expect(page.getByRole('dialog', { name: t('booking.thanks.title') })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ place: 'MSK-01', request_name: 'storage_request', is_consent_checked: true });
  });
});
