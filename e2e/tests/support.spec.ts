import { test, expect, loginAs } from '../fixtures.ts';
import { pick, t, tRe } from '../i18n.ts';
import { storedRequests } from './support.helpers.ts';

// Support: the FAQ and contacts, both request forms stored in the sandbox, a failed send that keeps the text, and
// the public page reached logged out.

const starts = (re: RegExp) => new RegExp(`^${re.source}`);

test.describe('given a customer on the support pages', () => {
  // an individual in Russian, an organisation in English
  const phone = () => pick({ ru: '79990000001', en: '79990000002' });

  test.beforeEach(async ({ page }) => {
    await loginAs(page, phone(), 'Demo12345');
  });

  test('should send both requests and find them stored in the sandbox', async ({ page, sandbox, checkA11y }) => {
    const stamp = Date.now();
    const send = page.getByRole('button', { name: t('support.request.send') });
    const thanks = page.getByRole('heading', { name: t('support.request.thanksTitle') });
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: t('support.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
    const rent = page.getByRole('button', { name: t('support.faq.rent.q') });
    await expect(rent).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: t('support.faq.payment.q') })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: t('support.faq.debt.q') }).click();
    await expect(page.getByText(t('support.faq.debt.a'))).toBeVisible();
    await expect(rent).toHaveAttribute('aria-expanded', 'false');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: starts(tRe('support.contacts.phone')) })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
    await expect(main.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Telegram/ })).toBeVisible();
    await expect(main.getByRole('link', { name: starts(tRe('support.contacts.email')) })).toHaveAttribute('href', /^mailto:/);
    await checkA11y();

    await page.getByRole('link', { name: t('support.request.tech-support.title') }).click();
    await expect(page).toHaveURL(/\/support-request$/);
    await expect(page.getByRole('heading', { level: 1, name: t('support.request.tech-support.title') })).toBeVisible();
    await checkA11y();
    await page.getByLabel(starts(tRe('support.request.tech-support.label'))).fill(`The lock does not open ${stamp}`);
    await send.click();
    await expect(thanks).toBeVisible();
    await checkA11y();

    await page.getByRole('link', { name: t('support.request.backToSupport') }).click();
    await page.getByRole('link', { name: t('support.request.order-help.title') }).click();
    await expect(page).toHaveURL(/\/support-order-help$/);
    await expect(page.getByRole('heading', { level: 1, name: t('support.request.order-help.title') })).toBeVisible();
    await checkA11y();
    await page.getByLabel(starts(tRe('support.request.order-help.label'))).fill(`Order 100001: an extra key ${stamp}`);
    await send.click();
    await expect(thanks).toBeVisible();
    await checkA11y();

    const stored = await storedRequests(sandbox, phone());
    const tech = stored.find((r) => r.payload.request_comment === `The lock does not open ${stamp}`);
    const help = stored.find((r) => r.payload.request_comment === `Order 100001: an extra key ${stamp}`);
    expect(tech).toMatchObject({ kind: 'support', endpoint: 'POST /api/request/client/simple', payload: { request_name: 'tech-support' } });
    expect(help).toMatchObject({
      kind: 'order-help',
      endpoint: 'POST /api/request/client/simple',
      payload: { request_name: 'order-help' },
    });
  });

  test('should keep the text and say so when sending fails', async ({ page }) => {
    const send = page.getByRole('button', { name: t('support.request.send') });
    const fail = () =>
      page.route('**/api/request/client/simple', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'sandbox fault' }) }),
      );
    // the technical form, reached from the support page
    await page.goto('/support');
    await page.getByRole('link', { name: t('support.request.tech-support.title') }).click();
    await fail();
    const problem = page.getByLabel(starts(tRe('support.request.tech-support.label')));
    await problem.fill('The lock does not open');
    await send.click();
    await expect(page.getByText(t('support.request.failedTitle'))).toBeVisible();
    await expect(page.getByText(t('support.request.textKept'))).toBeVisible();
    await expect(problem).toHaveValue('The lock does not open');
    await page.unroute('**/api/request/client/simple');

    // the order form, opened by its address, then sent once the server answers
    await page.goto('/support-order-help');
    await fail();
    const question = page.getByLabel(starts(tRe('support.request.order-help.label')));
    await question.fill('I cannot see the November invoice');
    await send.click();
    await expect(page.getByText(t('support.request.failedTitle'))).toBeVisible();
    await expect(page.getByText(t('support.request.textKept'))).toBeVisible();
    await expect(question).toHaveValue('I cannot see the November invoice');
    await page.unroute('**/api/request/client/simple');
    await send.click();
    await expect(page.getByRole('heading', { name: t('support.request.thanksTitle') })).toBeVisible();
  });
});

test.describe('given a visitor who is not logged in', () => {
  test('should reach the public support page logged out', async ({ page, checkA11y }) => {
    // the cabinet's support page is not for visitors; the public one is (the auth screens link to it)
    await page.goto('/support');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/support-public');
    await expect(page).toHaveURL(/\/support-public$/);
    await expect(page.getByRole('heading', { level: 1, name: t('support.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('button', { name: t('support.faq.rent.q') })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('main').getByRole('link', { name: starts(tRe('support.contacts.phone')) })).toBeVisible();
    await checkA11y();
    await page.getByRole('link', { name: t('support.public.login') }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
