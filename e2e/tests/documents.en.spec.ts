import { test, expect } from '../fixtures.ts';
import { MAIN, accounts, countRequests, documentsOf, login, wrongCode } from './documents.helpers.ts';

// Documents and signing in English at 1280 px: the resend link only after the 60 s countdown (the browser
// clock moved, no real wait), an act signed, and no poll request once the screen is left.

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('the resend link appears only after 60 s and restarts signing', async ({ page, sandbox, checkA11y }) => {
  const token = await login(page, accounts.edsAvailable);
  const contract = (await documentsOf(page, token)).find((d) => d.agreement_status !== 'active' && d.document_type !== 'act');
  expect(contract, 'the customer has a contract to sign').toBeTruthy();
  await page.clock.install();
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await checkA11y(MAIN);

  await page
    .getByRole('article', { name: `Contract No. ${contract!.agreement_number}` })
    .getByRole('button', { name: 'Sign', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Signing contract ${contract!.agreement_number}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Electronic signature' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('list', { name: 'Signing steps' }).getByRole('listitem').filter({ hasText: 'SMS code' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await checkA11y(MAIN);

  const starts = countRequests(page, '/api/v1/signature/start-signing');
  await page.getByRole('button', { name: 'Get the SMS code' }).click();
  await expect(page.getByText('Resend the code in 60\u00a0s')).toBeVisible();
  await expect.poll(starts).toBe(1);
  await page.clock.runFor(59_000);
  await expect(page.getByText('Resend the code in 1\u00a0s')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend the code' })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await page.getByRole('button', { name: 'Resend the code' }).click();
  await expect.poll(starts).toBe(2);
  await expect(page.getByText('Resend the code in 60\u00a0s')).toBeVisible();
  await expect(page.getByText('3 attempts left')).toBeVisible();
  await checkA11y(MAIN);

  // the newest code signs
  const code = await sandbox.smsCode(accounts.edsAvailable);
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(page).toHaveURL(/\/document-signed$/);
});

test('an act is signed', async ({ page, sandbox, checkA11y }) => {
  await login(page, accounts.individual);
  await page.goto('/documents');
  const actCard = page.getByRole('article', { name: /^Act / });
  await actCard.getByRole('button', { name: 'Sign the act' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signing the act' })).toBeVisible();
  await checkA11y(MAIN);
  await page.getByRole('button', { name: 'Get the SMS code' }).click();
  const code = await sandbox.smsCode(accounts.individual);
  await page.getByLabel('SMS code').fill(wrongCode(code));
  await page.getByRole('button', { name: 'Sign the act' }).click();
  await expect(page.getByText('Invalid code entered')).toBeVisible();
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Sign the act' }).click();
  await expect(page).toHaveURL(/\/document-signed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Act signed' })).toBeVisible();
  await expect(page.getByText(/^Act .+ is signed\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to payment' })).toHaveCount(0);
  await checkA11y(MAIN);
  await page.getByRole('button', { name: 'To documents' }).click();
  await expect(page.getByRole('article', { name: /^Act / })).toHaveCount(0);
});

test('no poll request fires after leaving the screen', async ({ page, checkA11y }) => {
  const token = await login(page, accounts.edsIssuance);
  const contract = (await documentsOf(page, token)).find((d) => d.document_type !== 'act');
  expect(contract).toBeTruthy();
  const polls = countRequests(page, '/api/v1/signature/status');
  await page.goto(`/document-view/${encodeURIComponent(contract!.agreement_number)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Contract ${contract!.agreement_number}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Electronic signature' })).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('button', { name: 'Go to signing' })).toBeDisabled();
  await checkA11y(MAIN);
  // the status is polled every 3 s while the EDS is being issued
  const first = polls();
  await expect.poll(polls, { timeout: 8_000 }).toBeGreaterThanOrEqual(first + 2);

  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const atLeave = polls();
  await page.waitForTimeout(7_000);
  expect(polls()).toBe(atLeave);
});

test('a contract whose booking changed is made again and opens as the new contract', async ({ page, checkA11y }) => {
  const token = await login(page, accounts.individual);
  const changed = (await documentsOf(page, token)).find((d) => d.need_change && d.agreement_status !== 'active');
  expect(changed, 'the demo customer has a need_change contract').toBeTruthy();
  await page.goto('/documents');
  const card = page.getByRole('article', { name: `Contract No. ${changed!.agreement_number}` });
  await card.getByRole('button', { name: 'Complete the booking' }).click();
  await expect(page).toHaveURL(/\/document-view\/[^/]+$/);
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(number).not.toBe(changed!.agreement_number);
  await expect(page.getByRole('heading', { level: 1, name: `Contract ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to signing' })).toBeEnabled();
  await checkA11y(MAIN);
});
