import { test, expect, loginAs } from '../fixtures.ts';
import { storedRequests } from './support.helpers.ts';

// Support in English at 1280 px: the FAQ and contacts, both request forms stored in the sandbox, a failed send that
// keeps the text, and the public page reached logged out.

const phone = '79990000002';

test.describe('given a customer on the support pages', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, phone, 'Demo12345');
  });

  test('should send both requests and find them stored in the sandbox', async ({ page, sandbox, checkA11y }) => {
    const stamp = Date.now();
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'How do I rent a box?' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'What happens if I pay late?' }).click();
    await expect(page.getByText(/after 30.days without payment/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I rent a box?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
    await expect(page.getByRole('main').getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Telegram/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Write to/ })).toHaveAttribute('href', /^mailto:/);
    await checkA11y();

    await page.getByRole('link', { name: 'Help with an order' }).click();
    await expect(page).toHaveURL(/\/support-order-help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help with an order' })).toBeVisible();
    await checkA11y();
    await page.getByLabel(/^Your question about the order/).fill(`Order 100001: an extra key ${stamp}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your request is sent' })).toBeVisible();
    await checkA11y();

    await page.getByRole('link', { name: 'Back to support' }).click();
    await page.getByRole('link', { name: 'Technical support' }).click();
    await expect(page).toHaveURL(/\/support-request$/);
    await checkA11y();
    await page.getByLabel(/^Describe the problem/).fill(`The SMS does not arrive ${stamp}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your request is sent' })).toBeVisible();

    const stored = await storedRequests(sandbox, phone);
    const help = stored.find((r) => r.payload.request_comment === `Order 100001: an extra key ${stamp}`);
    const tech = stored.find((r) => r.payload.request_comment === `The SMS does not arrive ${stamp}`);
    expect(help).toMatchObject({
      kind: 'order-help',
      endpoint: 'POST /api/request/client/simple',
      payload: { request_name: 'order-help' },
    });
    expect(tech).toMatchObject({ kind: 'support', endpoint: 'POST /api/request/client/simple', payload: { request_name: 'tech-support' } });
  });

  test('should keep the text and say so when sending fails', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('link', { name: 'Technical support' }).click();
    await page.route('**/api/request/client/simple', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'sandbox fault' }) }),
    );
    await page.getByLabel(/^Describe the problem/).fill('The lock does not open');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your request was not sent')).toBeVisible();
    await expect(page.getByText(/Your text is still in the field/)).toBeVisible();
    await expect(page.getByLabel(/^Describe the problem/)).toHaveValue('The lock does not open');
  });
});

test.describe('given a visitor who is not logged in', () => {
  test('should reach the public support page logged out', async ({ page, checkA11y }) => {
    // the cabinet's support page is not for visitors; the public one is (the auth screens link to it)
    await page.goto('/support');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/support-public');
    await expect(page).toHaveURL(/\/support-public$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
    await checkA11y();
  });
});
