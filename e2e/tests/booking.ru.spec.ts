import { test, expect, loginAs } from '../fixtures.ts';
import { expectSameDocument, markDocument, ruDay, totalRows, typeDate } from './booking.helpers.ts';

// Booking in Russian on a phone (375 px): a search opened by URL whose filters rewrite the URL in place, a free
// box booked from the search to the order-created screen with the price shown first, every booking bound at its
// boundary, and the boxes table growing 10 -> 20 rows.

test.describe('given a customer booking a box on a phone', () => {
  test.beforeEach(async ({ page }) => {
    // dialogs fade in; axe must see them settled, not half-transparent
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginAs(page, '79990000001', 'Demo12345');
  });

  test('should open a search by URL and rewrite the URL in place when a filter changes', async ({ page, checkA11y }) => {
    await page.goto('/create-order/MSK-01/small/available');
    await expect(page.getByRole('heading', { level: 1, name: 'Арендовать бокс' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Склад на Тверской' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Маленький/ })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Размеры боксов: Склад на Тверской' })).toBeVisible();
    await checkA11y();
    const historyLength = await page.evaluate(() => history.length);
    await markDocument(page);

    await page.getByRole('checkbox', { name: /Большой/ }).click();
    await expect(page).toHaveURL(/\/create-order\/MSK-01\/small,large\/available$/);
    await page.getByRole('radio', { name: 'Под заказ' }).click();
    await expect(page).toHaveURL(/\/create-order\/MSK-01\/small,large\/byRequest$/);
    await expectSameDocument(page);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // clearing the warehouse takes by-request away again
    await page.getByRole('checkbox', { name: 'Склад на Тверской' }).click();
    await expect(page).toHaveURL(/\/create-order\/,\/small,large\/available$/);
    await expect(page.getByRole('radio', { name: 'Под заказ' })).toBeDisabled();
    await expectSameDocument(page);
    await checkA11y();
  });

  test('should book a free box from the search to the order-created screen, the price shown first', async ({ page, checkA11y }) => {
    await page.goto('/create-order');
    await expect(page).toHaveURL(/\/create-order\/,\/,\/available$/);
    const sokol = page.getByRole('list', { name: 'Размеры боксов: Склад на Тверской' });
    await sokol.getByRole('link', { name: /^3\s?м²/ }).click();
    await expect(page).toHaveURL(/\/order-storage-boxes\/wh_id\/MSK-01\/size\/3$/);
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toBeVisible();
    await checkA11y();

    await page
      .getByRole('button', { name: /^Заказать бокс/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Аренда бокса/ });
    await expect(dialog).toBeVisible();
    const price = dialog.getByRole('region', { name: 'Расчёт стоимости' });
    await expect(price).toContainText('Итого к оплате');
    await expect(price).toContainText('Депозит');
    await expect(price).toContainText('В том числе НДС 5%');
    await expect(price).toContainText('₽');
    await checkA11y();

    await dialog.getByRole('button', { name: 'Забронировать' }).click();
    const created = page.getByRole('dialog', { name: 'Заказ оформлен' });
    await expect(created).toBeVisible();
    await checkA11y();
    await created.getByRole('link', { name: 'Перейти к заказу' }).click();
    await expect(page).toHaveURL(/\/order-created\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Заказ создан' })).toBeVisible();
    await expect(page.getByText('Детали заказа')).toBeVisible();
    await expect(page.getByText('Бокс бесплатно забронирован за вами до 4 дней.')).toBeVisible();
    await expect(page.getByText('Подтвердите заказ в течение 5 дней: подпишите договор и оплатите депозит.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Начать оформление' })).toHaveAttribute('href', /^\/document-view\/.+/);
    await checkA11y();
  });

  test('should hold every booking bound at its boundary', async ({ page }) => {
    await page.goto('/order-storage-boxes/wh_id/MSK-02/size/3');
    await page
      .getByRole('button', { name: /^Заказать бокс/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Аренда бокса/ });
    const book = dialog.getByRole('button', { name: 'Забронировать' });
    const calcs: Array<{ days: number; pay_days: number }> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/orders/cell/calc')) calcs.push(r.postDataJSON());
    });

    // start: today + 3 is allowed, today + 4 is not
    await typeDate(page, /^Начало аренды/, ruDay(4));
    await typeDate(page, /^Окончание аренды/, ruDay(40));
    await expect(dialog.getByText('Начало аренды — с сегодня до +3 дней')).toBeVisible();
    await expect(book).toBeDisabled();
    await typeDate(page, /^Начало аренды/, ruDay(3));
    await expect(dialog.getByText('Начало аренды — с сегодня до +3 дней')).toBeHidden();
    await expect(book).toBeEnabled();

    // length: 6 days is refused, 7 accepted
    await typeDate(page, /^Начало аренды/, ruDay(0));
    await typeDate(page, /^Окончание аренды/, ruDay(5));
    await expect(dialog.getByText('Аренда — не меньше 7 дней')).toBeVisible();
    await expect(book).toBeDisabled();
    await typeDate(page, /^Окончание аренды/, ruDay(6));
    await expect(dialog.getByText('Аренда — не меньше 7 дней')).toBeHidden();
    await expect.poll(() => calcs.at(-1)).toMatchObject({ days: 7, pay_days: 7 });

    // pay days: 365 at once; 366 forces a partial payment capped at start + 364
    await typeDate(page, /^Окончание аренды/, ruDay(364));
    await expect.poll(() => calcs.at(-1)).toMatchObject({ days: 365, pay_days: 365 });
    await expect(dialog.getByRole('checkbox', { name: 'Оплатить часть срока' })).not.toBeChecked();
    await typeDate(page, /^Окончание аренды/, ruDay(365));
    await expect(dialog.getByRole('checkbox', { name: 'Оплатить часть срока' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Оплатить часть срока' })).toBeDisabled();
    await expect(dialog.getByLabel(/^Оплатить до/)).toHaveValue(ruDay(364));
    await expect.poll(() => calcs.at(-1)).toMatchObject({ days: 366, pay_days: 365 });
    await expect(book).toBeEnabled();
  });

  test('should show 10 boxes, then 10 more', async ({ page, checkA11y }) => {
    await page.goto('/order-storage-boxes/wh_id/MSK-01/size/3');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(10);
    const total = await totalRows(page, /^Показано 10 из \d+/);
    await page.getByRole('button', { name: /Показать ещё/ }).click();
    await expect(rows).toHaveCount(Math.min(20, total));
    await checkA11y();
  });
});
