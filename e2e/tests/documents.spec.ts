import { test, expect, countRequests, loginAs } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { isPhone, t, tRe, whole } from '../i18n.ts';
import { MAIN, accounts, documentsOf, wrongCode } from './documents.helpers.ts';
import { openSection } from './navigation.helpers.ts';

/** The customer's files: a second tab of /documents on a phone, a card of the profile on a desktop. */
async function expectFilesTab(page: Page): Promise<void> {
  if (isPhone()) await expect(page.getByRole('tab', { name: t('documents.tabs.files') })).toBeVisible();
  else await expect(page.getByRole('tab')).toHaveCount(0);
}

// Documents and signing: the EDS issuance through every status, a wrong then a right code and on to payment;
// attempts running out on an act; the manager message of a sign_system 'no' contract; the resend link only after
// the 60 s countdown (the browser clock moved, no real wait), an act signed, no poll request once the screen is
// left, a contract made again. Each test starts from freshly seeded data, so the projects' order does not matter.

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a new customer issues a signature, mistypes the code, signs the contract and goes on to payment', async ({
  page,
  sandbox,
  checkA11y,
}) => {
  const token = await loginAs(page, accounts.edsNone);
  const contract = (await documentsOf(page, token)).find((d) => d.agreement_status !== 'active' && d.document_type !== 'act');
  expect(contract, 'the new customer has a contract to sign').toBeTruthy();
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: t('documents.title') })).toBeVisible();
  await expectFilesTab(page);
  await checkA11y(MAIN);

  const card = page.getByRole('article', { name: t('uikit.documentCard.kind.contract', { number: contract!.agreement_number }) });
  // the card leads with the number; the uuid is a small reference for support
  await expect(card.getByText(t('uikit.documentCard.reference', { uuid: contract!.agreement_uuid }))).toBeVisible();
  await card.getByRole('button', { name: t('uikit.documentCard.sign'), exact: true }).click();
  await expect(page).toHaveURL(`/document-sign/${encodeURIComponent(contract!.agreement_number)}`);
  const eds = page.getByRole('progressbar', { name: t('uikit.eds.title') });
  await expect(eds).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText(t('documents.eds.required'))).toBeVisible();
  await checkA11y(MAIN);

  await page.getByRole('button', { name: t('uikit.eds.confirm') }).click();
  const dialog = page.getByRole('dialog', { name: t('documents.requisites.title') });
  await expect(dialog.getByText(t('requisites.documentType.passportRf'))).toBeVisible();
  await checkA11y('[role="dialog"]');
  await dialog.getByLabel(t('auth.field.passportNumber')).pressSequentially('4510123456');
  await dialog.getByLabel(t('auth.field.issued')).pressSequentially('01022015');
  await dialog.getByLabel(t('auth.field.issuer')).fill('ОВД Тверского района города Москвы');
  await dialog.getByLabel(t('auth.field.divisionCode')).pressSequentially('770001');
  await dialog.getByLabel(t('requisites.address')).fill('Москва, улица Тверская, дом 1');
  await dialog.getByLabel(t('requisites.factAddress')).fill('Москва, улица Тверская, дом 1');
  await dialog.getByRole('button', { name: t('documents.requisites.submit') }).click();
  await expect(dialog).toBeHidden();

  // issuance 33 % -> activating 66 % -> available 100 %: the e2e sandbox issues an EDS in 6 s (half of it to
  // activating) and the screen polls every 3 s
  await expect(eds).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByText(t('uikit.eds.stage.issuance'))).toBeVisible();
  await expect(page.getByText(t('uikit.eds.note.wait'))).toBeVisible();
  await checkA11y(MAIN);
  await expect(eds).toHaveAttribute('aria-valuenow', '66', { timeout: 15_000 });
  await expect(page.getByText(t('uikit.eds.stage.activating'))).toBeVisible();
  await expect(eds).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
  await expect(page.getByText(t('uikit.eds.stage.available'))).toBeVisible();

  await page.getByRole('button', { name: t('documents.signing.start') }).click();
  const input = page.getByLabel(t('uikit.signingSteps.sms'));
  await expect(input).toBeVisible();
  await expect(page.getByText(t('uikit.smsCode.attemptsLeft', { count: 3 }))).toBeVisible();
  await checkA11y(MAIN);
  const code = await sandbox.smsCode(accounts.edsNone);
  await input.fill(wrongCode(code));
  await page.getByRole('button', { name: t('documents.signing.confirm.contract') }).click();
  await expect(page.getByText(t('uikit.smsCode.invalid'))).toBeVisible();
  await expect(page.getByText(t('uikit.smsCode.attemptsLeft', { count: 2 }))).toBeVisible();
  await checkA11y(MAIN);

  await input.fill(code);
  await page.getByRole('button', { name: t('documents.signing.confirm.contract') }).click();
  await expect(page).toHaveURL(/\/document-signed$/);
  await expect(page.getByRole('heading', { level: 1, name: t('documents.signed.title.contract') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('documents.signed.toPayment') })).toBeVisible();
  await checkA11y(MAIN);
  await sandbox.advanceMs(30_000);
  const signedLink = page.getByRole('link', { name: t('documents.facts.download.contract') });
  await expect(signedLink).toBeVisible();
  // the link is a signed one of limited time (docs/sandbox.md): it opens the signed copy, a Russian document
  const signedFile = await page.request.get((await signedLink.getAttribute('href'))!);
  expect(signedFile.status()).toBe(200);
  expect(await signedFile.text()).toContain(t('booking.created.agreement', undefined, 'ru'));

  await page.getByRole('button', { name: t('documents.signed.toPayment') }).click();
  await expect(page).toHaveURL(new RegExp(`/order-view/${contract!.order_number}/check-status$`));
});

test('the attempts run out while signing an act, and the confirmation is blocked', async ({ page, sandbox, checkA11y }) => {
  await loginAs(page, accounts.individual);
  await page.goto('/documents');
  const actCard = page.getByRole('article', { name: tRe('uikit.documentCard.kind.act') });
  await expect(actCard.getByText(t('documents.facts.label.pending'))).toBeVisible();
  await actCard.getByRole('button', { name: t('documents.signing.confirm.act') }).click();
  await expect(page).toHaveURL(/\/document-act\?act=/);
  await expect(page.getByRole('heading', { level: 1, name: t('documents.act.title') })).toBeVisible();
  await checkA11y(MAIN);

  await page.getByRole('button', { name: t('documents.signing.start') }).click();
  const code = await sandbox.smsCode(accounts.individual);
  const input = page.getByLabel(t('uikit.signingSteps.sms'));
  const confirm = page.getByRole('button', { name: t('documents.signing.confirm.act') });
  for (const left of [2, 1]) {
    await input.fill(wrongCode(code));
    await confirm.click();
    await expect(page.getByText(t('uikit.smsCode.attemptsLeft', { count: left }))).toBeVisible();
  }
  await input.fill(wrongCode(code));
  await confirm.click();
  await expect(page.getByText(t('uikit.smsCode.blocked'))).toBeVisible();
  await expect(page.getByText(t('uikit.smsCode.attemptsLeft', { count: 0 }))).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(confirm).toBeDisabled();
  await checkA11y(MAIN);
});

test('a contract a manager concludes shows the manager message', async ({ page, checkA11y }) => {
  const token = await loginAs(page, accounts.individual);
  const manual = (await documentsOf(page, token)).find((d) => d.sign_system === 'no');
  expect(manual, 'the demo customer has a sign_system no contract').toBeTruthy();
  await page.goto('/documents');
  const card = page.getByRole('article', { name: t('uikit.documentCard.kind.contract', { number: manual!.agreement_number }) });
  // the inbox shows 5 contracts a page: load more until the card is there
  const more = page.getByRole('button', { name: t('uikit.loadMore.button') });
  await expect(page.getByRole('article').first()).toBeVisible();
  while ((await card.count()) === 0 && (await more.count()) > 0) {
    const before = await page.getByRole('article').count();
    await more.first().click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(before);
  }
  await expect(card.getByText(t('uikit.documentCard.manual'))).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await checkA11y(MAIN);

  if (isPhone()) await page.getByRole('tab', { name: t('documents.tabs.files') }).click();
  else await openSection(page, 'profile');
  const fileLink = page
    .getByRole('list', { name: t('files.title') })
    .getByRole('link', { name: tRe('files.download') })
    .first();
  await expect(fileLink).toBeVisible();
  expect((await page.request.get((await fileLink.getAttribute('href'))!)).status()).toBe(200);
  await checkA11y(MAIN);

  await page.goto(`/document-view/${encodeURIComponent(manual!.agreement_number)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('documents.view.title.contract', { number: manual!.agreement_number }) }),
  ).toBeVisible();
  await expect(page.getByText(t('documents.view.manual'))).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await checkA11y(MAIN);
});

test('the resend link appears only after 60 s and restarts signing', async ({ page, sandbox, checkA11y }) => {
  const token = await loginAs(page, accounts.edsAvailable);
  const contract = (await documentsOf(page, token)).find((d) => d.agreement_status !== 'active' && d.document_type !== 'act');
  expect(contract, 'the customer has a contract to sign').toBeTruthy();
  await page.clock.install();
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: t('documents.title') })).toBeVisible();
  await expectFilesTab(page);
  await checkA11y(MAIN);

  await page
    .getByRole('article', { name: t('uikit.documentCard.kind.contract', { number: contract!.agreement_number }) })
    .getByRole('button', { name: t('uikit.documentCard.sign'), exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('documents.sign.title', { number: contract!.agreement_number }) }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: t('uikit.eds.title') })).toHaveAttribute('aria-valuenow', '100');
  await expect(
    page
      .getByRole('list', { name: t('uikit.signingSteps.label') })
      .getByRole('listitem')
      .filter({ hasText: t('uikit.signingSteps.sms') }),
  ).toHaveAttribute('aria-current', 'step');
  await checkA11y(MAIN);

  const starts = countRequests(page, '/api/v1/signature/start-signing');
  await page.getByRole('button', { name: t('documents.signing.start') }).click();
  await expect(page.getByText(t('uikit.smsCode.resendIn', { seconds: 60 }))).toBeVisible();
  await expect.poll(starts).toBe(1);
  await page.clock.runFor(59_000);
  await expect(page.getByText(t('uikit.smsCode.resendIn', { seconds: 1 }))).toBeVisible();
  await expect(page.getByRole('button', { name: t('uikit.smsCode.resend') })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await page.getByRole('button', { name: t('uikit.smsCode.resend') }).click();
  await expect.poll(starts).toBe(2);
  await expect(page.getByText(t('uikit.smsCode.resendIn', { seconds: 60 }))).toBeVisible();
  await expect(page.getByText(t('uikit.smsCode.attemptsLeft', { count: 3 }))).toBeVisible();
  await checkA11y(MAIN);

  // the newest code signs
  const code = await sandbox.smsCode(accounts.edsAvailable);
  await page.getByLabel(t('uikit.signingSteps.sms')).fill(code);
  await page.getByRole('button', { name: t('documents.signing.confirm.contract') }).click();
  await expect(page).toHaveURL(/\/document-signed$/);
});

test('an act is signed', async ({ page, sandbox, checkA11y }) => {
  await loginAs(page, accounts.individual);
  await page.goto('/documents');
  const actCard = page.getByRole('article', { name: tRe('uikit.documentCard.kind.act') });
  await actCard.getByRole('button', { name: t('documents.signing.confirm.act') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('documents.act.title') })).toBeVisible();
  await checkA11y(MAIN);
  await page.getByRole('button', { name: t('documents.signing.start') }).click();
  const code = await sandbox.smsCode(accounts.individual);
  await page.getByLabel(t('uikit.signingSteps.sms')).fill(wrongCode(code));
  await page.getByRole('button', { name: t('documents.signing.confirm.act') }).click();
  await expect(page.getByText(t('uikit.smsCode.invalid'))).toBeVisible();
  await page.getByLabel(t('uikit.signingSteps.sms')).fill(code);
  await page.getByRole('button', { name: t('documents.signing.confirm.act') }).click();
  await expect(page).toHaveURL(/\/document-signed$/);
  await expect(page.getByRole('heading', { level: 1, name: t('documents.signed.title.act') })).toBeVisible();
  await expect(page.getByText(whole(tRe('documents.signed.done.act')))).toBeVisible();
  await expect(page.getByRole('button', { name: t('documents.signed.toPayment') })).toHaveCount(0);
  await checkA11y(MAIN);
  await page.getByRole('button', { name: t('documents.signed.toDocuments') }).click();
  await expect(page.getByRole('article', { name: tRe('uikit.documentCard.kind.act') })).toHaveCount(0);
});

test('no poll request fires after leaving the screen', async ({ page, checkA11y }) => {
  const token = await loginAs(page, accounts.edsIssuance);
  const contract = (await documentsOf(page, token)).find((d) => d.document_type !== 'act');
  expect(contract).toBeTruthy();
  const polls = countRequests(page, '/api/v1/signature/status');
  // the page's clock runs as the real one until the check after leaving, which moves it on
  await page.clock.install();
  await page.goto(`/document-view/${encodeURIComponent(contract!.agreement_number)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('documents.view.title.contract', { number: contract!.agreement_number }) }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: t('uikit.eds.title') })).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('button', { name: t('documents.view.toSigning') })).toBeDisabled();
  await checkA11y(MAIN);
  // the status is polled every 3 s while the EDS is being issued
  const first = polls();
  await expect.poll(polls, { timeout: 8_000 }).toBeGreaterThanOrEqual(first + 2);

  await openSection(page, 'documents');
  await expect(page.getByRole('heading', { level: 1, name: t('documents.title') })).toBeVisible();
  const atLeave = polls();
  await page.clock.runFor(7_000);
  // a request fired by the last timer reaches the test a moment later
  await page.waitForTimeout(1_000);
  expect(polls()).toBe(atLeave);
});

test('a contract whose booking changed is made again and opens as the new contract', async ({ page, checkA11y }) => {
  const token = await loginAs(page, accounts.individual);
  const changed = (await documentsOf(page, token)).find((d) => d.need_change && d.agreement_status !== 'active');
  expect(changed, 'the demo customer has a need_change contract').toBeTruthy();
  await page.goto('/documents');
  const card = page.getByRole('article', { name: t('uikit.documentCard.kind.contract', { number: changed!.agreement_number }) });
  await card.getByRole('button', { name: t('uikit.documentCard.complete') }).click();
  await expect(page).toHaveURL(/\/document-view\/[^/]+$/);
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(number).not.toBe(changed!.agreement_number);
  await expect(page.getByRole('heading', { level: 1, name: t('documents.view.title.contract', { number }) })).toBeVisible();
  await expect(page.getByRole('button', { name: t('documents.view.toSigning') })).toBeEnabled();
  await checkA11y(MAIN);
});
