import { test, expect, loginAs } from '../fixtures.ts';
import { expectSameDocument, markDocument, totalRows } from './booking.helpers.ts';

// Booking in English on a desktop (1280 px): the search by URL with the city chooser and by-request filter, a box
// requested by request through its modal, the storage request refused without consent, a box booked from its own
// view to the order-created screen with the price shown first, and the boxes table 10 -> 20 rows.

test.describe('given a customer booking a box on a desktop', () => {
  test.beforeEach(async ({ page }) => {
    // dialogs fade in; axe must see them settled, not half-transparent
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginAs(page, '79990000001', 'Demo12345');
  });

  test('should follow filter changes in the URL without a navigation and switch city', async ({ page, checkA11y }) => {
    await page.goto('/create-order/,/medium/available');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a box' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Medium/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'By request' })).toBeDisabled();
    await expect(page.getByRole('link', { name: '3D tour: Склад на Тверской' })).toHaveAttribute('href', '/order-storage-view/MSK-01');
    await checkA11y();
    await markDocument(page);

    await page.getByRole('checkbox', { name: 'Склад «Нагатинская»' }).click();
    await expect(page).toHaveURL(/\/create-order\/MSK-02\/medium\/available$/);
    await page.getByRole('radio', { name: 'By request' }).click();
    await expect(page).toHaveURL(/\/create-order\/MSK-02\/medium\/byRequest$/);
    await expectSameDocument(page);

    await page.getByRole('button', { name: 'Change city' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a city' });
    await expect(chooser.getByRole('radio', { name: 'Moscow' })).toBeChecked();
    await checkA11y();
    await chooser.getByRole('radio', { name: 'Saint Petersburg' }).click();
    await chooser.getByRole('button', { name: 'Show warehouses' }).click();
    await expect(page.getByText('City: Saint Petersburg')).toBeVisible();
    await expect(page).toHaveURL(/\/create-order\/,\/medium\/available$/);
    await expectSameDocument(page);
  });

  test('should request a box that is not free through its modal', async ({ page, sandbox, checkA11y }) => {
    await page.goto('/create-order/MSK-02/,/byRequest');
    const group = page.getByRole('list', { name: 'Box sizes: Склад «Нагатинская»' });
    await group.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/order-storage-boxes\/wh_id\/MSK-02\/size\/[\d.]+$/);
    await page
      .getByRole('button', { name: /^By request: box/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Box by request' });
    await checkA11y();
    const stamp = `e2e-${Date.now()}`;
    await dialog.getByLabel('Your name').fill('Ivan');
    await dialog.getByLabel(/^Monthly budget/).fill('60000');
    await dialog.getByLabel('Comment').fill(stamp);
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you! Your request is accepted' })).toBeVisible();
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
    await expect(page.getByText('24/7 access to the boxes')).toBeVisible();
    await expect(page.getByTitle('3D tour: Склад на Тверской')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Free services' })).toBeVisible();
    await checkA11y();

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/request/simple')) sent.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Make a request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Storage request' });
    await dialog.getByLabel('Your name').fill('Ivan');
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(dialog.getByText('We cannot accept the request without your consent')).toBeVisible();
    await checkA11y();
    expect(sent).toHaveLength(0);

    await dialog.getByRole('checkbox', { name: /I agree/ }).click();
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you! Your request is accepted' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ place: 'MSK-01', request_name: 'storage_request', is_consent_checked: true });
  });

  test('should rent a free box from its view to the order-created screen, the price shown first', async ({ page, checkA11y }) => {
    await page.goto('/order-storage-boxes/wh_id/MSK-03/size/3');
    await page
      .getByRole('link', { name: /^More info about box/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/order-box-view\/MSK-03\/\d+$/);
    await expect(page.getByText('Padlock')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Other boxes of this warehouse' })).toHaveAttribute('href', '/create-order/MSK-03');
    await checkA11y();
    await page.getByRole('button', { name: 'Rent' }).click();
    const dialog = page.getByRole('dialog', { name: /^Rent box/ });
    const price = dialog.getByRole('region', { name: 'Price calculation' });
    await expect(price).toContainText('Total to pay');
    await expect(price).toContainText('RUB');
    await expect(price).toContainText('VAT 5% included');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Book' }).click();
    await page.getByRole('dialog', { name: 'Order created' }).getByRole('link', { name: 'Go to the order' }).click();
    await expect(page).toHaveURL(/\/order-created\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order created' })).toBeVisible();
    await expect(page.getByText('The box is reserved for you free of charge for up to 4 days.')).toBeVisible();
    await checkA11y();
  });

  test('should show 10 boxes, then 10 more', async ({ page, checkA11y }) => {
    await page.goto('/order-storage-boxes/wh_id/MSK-01/size/3');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(10);
    await checkA11y();
    const total = await totalRows(page, /^Shown 10 of \d+/);
    await page.getByRole('button', { name: /Show more/ }).click();
    await expect(rows).toHaveCount(Math.min(20, total));
  });
});
