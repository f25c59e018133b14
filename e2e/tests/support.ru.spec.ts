import { test, expect, loginAs } from '../fixtures.ts';
import { storedRequests } from './support.helpers.ts';

// Support in Russian on a phone (375 px): the FAQ and contacts, both request forms stored in the sandbox, a failed
// send that keeps the text, and the public page reached logged out.

const phone = '79990000001';

test.describe('given a customer on the support pages', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, phone, 'Demo12345');
  });

  test('should send both requests and find them stored in the sandbox', async ({ page, sandbox, checkA11y }) => {
    const stamp = Date.now();
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Поддержка' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Как арендовать бокс?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Как оплатить аренду?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByRole('link', { name: /^Позвонить/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
    await expect(page.getByRole('main').getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Telegram/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Написать на/ })).toHaveAttribute('href', /^mailto:/);
    await checkA11y();

    await page.getByRole('link', { name: 'Техническая поддержка' }).click();
    await expect(page).toHaveURL(/\/support-request$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Техническая поддержка' })).toBeVisible();
    await checkA11y();
    await page.getByLabel(/^Опишите проблему/).fill(`Не открывается замок ${stamp}`);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('heading', { name: 'Спасибо, заявка отправлена' })).toBeVisible();
    await checkA11y();

    await page.getByRole('link', { name: 'Вернуться в поддержку' }).click();
    await page.getByRole('link', { name: 'Помощь с заказом' }).click();
    await expect(page).toHaveURL(/\/support-order-help$/);
    await checkA11y();
    await page.getByLabel(/^Ваш вопрос по заказу/).fill(`Заказ 100001: продлить аренду ${stamp}`);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('heading', { name: 'Спасибо, заявка отправлена' })).toBeVisible();

    const stored = await storedRequests(sandbox, phone);
    const tech = stored.find((r) => r.payload.request_comment === `Не открывается замок ${stamp}`);
    const help = stored.find((r) => r.payload.request_comment === `Заказ 100001: продлить аренду ${stamp}`);
    expect(tech).toMatchObject({ kind: 'support', endpoint: 'POST /api/request/client/simple', payload: { request_name: 'tech-support' } });
    expect(help).toMatchObject({
      kind: 'order-help',
      endpoint: 'POST /api/request/client/simple',
      payload: { request_name: 'order-help' },
    });
  });

  test('should keep the text and say so when sending fails', async ({ page }) => {
    await page.goto('/support-order-help');
    await page.route('**/api/request/client/simple', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'sandbox fault' }) }),
    );
    await page.getByLabel(/^Ваш вопрос по заказу/).fill('Не вижу счёт за ноябрь');
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByText('Заявка не отправлена')).toBeVisible();
    await expect(page.getByText(/Ваш текст сохранён в поле/)).toBeVisible();
    await expect(page.getByLabel(/^Ваш вопрос по заказу/)).toHaveValue('Не вижу счёт за ноябрь');
    await page.unroute('**/api/request/client/simple');
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('heading', { name: 'Спасибо, заявка отправлена' })).toBeVisible();
  });
});

test.describe('given a visitor who is not logged in', () => {
  test('should reach the public support page logged out', async ({ page, checkA11y }) => {
    // the cabinet's support page is not for visitors; the public one is (the auth screens link to it)
    await page.goto('/support');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/support-public');
    await expect(page).toHaveURL(/\/support-public$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Поддержка' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Как арендовать бокс?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('main').getByRole('link', { name: /^Позвонить/ })).toBeVisible();
    await checkA11y();
    await page.getByRole('link', { name: 'Войти в кабинет' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
