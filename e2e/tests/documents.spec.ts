import { test, expect, loginAs, countRequests } from '../fixtures.ts';
import { only, t } from '../i18n.ts';
import { MAIN, accounts, documentsOf, wrongCode } from './documents.helpers.ts';

// Documents and signing: the EDS issuance through every status, a wrong then a right code and on to payment;
// attempts running out on an act; the manager message of a sign_system 'no' contract (at 375 px); the resend link
// only after the 60 s countdown (the browser clock moved, no real wait), an act signed, no poll request once the
// screen is left, a contract made again (at 1280 px). Each is a journey the pairing gives to one project.

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test(
  'новый клиент выпускает подпись, ошибается в коде, подписывает договор и переходит к оплате',
  only.ru375,
  async ({ page, sandbox, checkA11y }) => {
    const token = await loginAs(page, accounts.edsNone);
    const contract = (await documentsOf(page, token)).find((d) => d.agreement_status !== 'active' && d.document_type !== 'act');
    expect(contract, 'the new customer has a contract to sign').toBeTruthy();
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: t('documents.title') })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('documents.tabs.files') })).toBeVisible();
    await checkA11y(MAIN);

    const card = page.getByRole('article', { name: `Договор № ${contract!.agreement_number}` });
    // the card leads with the number; the uuid is a small reference for support
    await expect(card.getByText(`Номер для поддержки: ${contract!.agreement_uuid}`)).toBeVisible();
    await card.getByRole('button', { name: t('uikit.documentCard.sign'), exact: true }).click();
    await expect(page).toHaveURL(`/document-sign/${encodeURIComponent(contract!.agreement_number)}`);
    const eds = page.getByRole('progressbar', { name: t('uikit.eds.title') });
    await expect(eds).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('Сначала выпустите электронную подпись', { exact: false })).toBeVisible();
    await checkA11y(MAIN);

    await page.getByRole('button', { name: t('uikit.eds.confirm') }).click();
    const dialog = page.getByRole('dialog', { name: t('documents.requisites.title') });
    await expect(dialog.getByText(t('requisites.documentType.passportRf'))).toBeVisible();
    await checkA11y('[role="dialog"]');
    await dialog.getByLabel(t('auth.field.passportNumber')).pressSequentially('4510123456');
    await dialog.getByLabel(t('auth.field.issued')).pressSequentially('01022015');
    await dialog.getByLabel(t('auth.field.issuer')).fill('ОВД Тверского района города Москвы');
    await dialog.getByLabel(t('auth.field.divisionCode')).pressSequentially('770001');
    await dialog.getByLabel(t('auth.field.address')).fill('Москва, улица Тверская, дом 1');
    await dialog.getByLabel(t('auth.field.factAddress')).fill('Москва, улица Тверская, дом 1');
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
    await expect(page.getByText('Осталось 3 попытки')).toBeVisible();
    await checkA11y(MAIN);
    const code = await sandbox.smsCode(accounts.edsNone);
    await input.fill(wrongCode(code));
    await page.getByRole('button', { name: t('documents.signing.confirm.contract') }).click();
    await expect(page.getByText(t('uikit.smsCode.invalid'))).toBeVisible();
    await expect(page.getByText('Осталось 2 попытки')).toBeVisible();
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
    // the link is a signed one of limited time (docs/sandbox.md): it opens the signed copy
    const signedFile = await page.request.get((await signedLink.getAttribute('href'))!);
    expect(signedFile.status()).toBe(200);
    expect(await signedFile.text()).toContain(t('booking.created.agreement'));

    await page.getByRole('button', { name: t('documents.signed.toPayment') }).click();
    await expect(page).toHaveURL(new RegExp(`/order-view/${contract!.order_number}/check-status$`));
  },
);

test('попытки кончаются на подписании акта, и подтверждение блокируется', only.ru375, async ({ page, sandbox, checkA11y }) => {
  await loginAs(page, accounts.individual);
  await page.goto('/documents');
  const actCard = page.getByRole('article', { name: /^Акт / });
  await expect(actCard.getByText(t('documents.facts.label.pending'))).toBeVisible();
  await actCard.getByRole('button', { name: t('documents.signing.confirm.act') }).click();
  await expect(page).toHaveURL(/\/document-act\?act=/);
  await expect(page.getByRole('heading', { level: 1, name: t('documents.act.title') })).toBeVisible();
  await checkA11y(MAIN);

  await page.getByRole('button', { name: t('documents.signing.start') }).click();
  const code = await sandbox.smsCode(accounts.individual);
  const input = page.getByLabel(t('uikit.signingSteps.sms'));
  const confirm = page.getByRole('button', { name: t('documents.signing.confirm.act') });
  for (const left of ['Осталось 2 попытки', 'Осталась 1 попытка']) {
    await input.fill(wrongCode(code));
    await confirm.click();
    await expect(page.getByText(left)).toBeVisible();
  }
  await input.fill(wrongCode(code));
  await confirm.click();
  await expect(page.getByText(t('uikit.smsCode.blocked'))).toBeVisible();
  await expect(page.getByText('Попыток не осталось')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(confirm).toBeDisabled();
  await checkA11y(MAIN);
});

test('договор, который заключает менеджер, показывает сообщение менеджера', only.ru375, async ({ page, checkA11y }) => {
  const token = await loginAs(page, accounts.individual);
  const manual = (await documentsOf(page, token)).find((d) => d.sign_system === 'no');
  expect(manual, 'the demo customer has a sign_system no contract').toBeTruthy();
  await page.goto('/documents');
  const card = page.getByRole('article', { name: `Договор № ${manual!.agreement_number}` });
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

  await page.getByRole('tab', { name: t('documents.tabs.files') }).click();
  const fileLink = page.getByRole('link', { name: /^Скачать «/ }).first();
  await expect(fileLink).toBeVisible();
  expect((await page.request.get((await fileLink.getAttribute('href'))!)).status()).toBe(200);
  await checkA11y(MAIN);

  await page.goto(`/document-view/${encodeURIComponent(manual!.agreement_number)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Договор ${manual!.agreement_number}` })).toBeVisible();
  await expect(page.getByText('Этот договор заключается с менеджером', { exact: false })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await checkA11y(MAIN);
});

test('the resend link appears only after 60 s and restarts signing', only.en1280, async ({ page, sandbox, checkA11y }) => {
  const token = await loginAs(page, accounts.edsAvailable);
  const contract = (await documentsOf(page, token)).find((d) => d.agreement_status !== 'active' && d.document_type !== 'act');
  expect(contract, 'the customer has a contract to sign').toBeTruthy();
  await page.clock.install();
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: t('documents.title') })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await checkA11y(MAIN);

  await page
    .getByRole('article', { name: `Contract No. ${contract!.agreement_number}` })
    .getByRole('button', { name: t('uikit.documentCard.sign'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Signing contract ${contract!.agreement_number}` })).toBeVisible();
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
  await expect(page.getByText('Resend the code in 60\u00a0s')).toBeVisible();
  await expect.poll(starts).toBe(1);
  await page.clock.runFor(59_000);
  await expect(page.getByText('Resend the code in 1\u00a0s')).toBeVisible();
  await expect(page.getByRole('button', { name: t('uikit.smsCode.resend') })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await page.getByRole('button', { name: t('uikit.smsCode.resend') }).click();
  await expect.poll(starts).toBe(2);
  await expect(page.getByText('Resend the code in 60\u00a0s')).toBeVisible();
  await expect(page.getByText('3 attempts left')).toBeVisible();
  await checkA11y(MAIN);

  // the newest code signs
  const code = await sandbox.smsCode(accounts.edsAvailable);
  await page.getByLabel(t('uikit.signingSteps.sms')).fill(code);
  await page.getByRole('button', { name: t('documents.signing.confirm.contract') }).click();
  await expect(page).toHaveURL(/\/document-signed$/);
});

test('an act is signed', only.en1280, async ({ page, sandbox, checkA11y }) => {
  await loginAs(page, accounts.individual);
  await page.goto('/documents');
  const actCard = page.getByRole('article', { name: /^Act / });
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
  await expect(page.getByText(/^Act .+ is signed\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: t('documents.signed.toPayment') })).toHaveCount(0);
  await checkA11y(MAIN);
  await page.getByRole('button', { name: t('documents.signed.toDocuments') }).click();
  await expect(page.getByRole('article', { name: /^Act / })).toHaveCount(0);
});

test('no poll request fires after leaving the screen', only.en1280, async ({ page, checkA11y }) => {
  const token = await loginAs(page, accounts.edsIssuance);
  const contract = (await documentsOf(page, token)).find((d) => d.document_type !== 'act');
  expect(contract).toBeTruthy();
  const polls = countRequests(page, '/api/v1/signature/status');
  await page.goto(`/document-view/${encodeURIComponent(contract!.agreement_number)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Contract ${contract!.agreement_number}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: t('uikit.eds.title') })).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('button', { name: t('documents.view.toSigning') })).toBeDisabled();
  await checkA11y(MAIN);
  // the status is polled every 3 s while the EDS is being issued
  const first = polls();
  await expect.poll(polls, { timeout: 8_000 }).toBeGreaterThanOrEqual(first + 2);

  await page
    .getByRole('link', { name: t('documents.title') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('documents.title') })).toBeVisible();
  const atLeave = polls();
  await page.waitForTimeout(7_000);
  expect(polls()).toBe(atLeave);
});

test('a contract whose booking changed is made again and opens as the new contract', only.en1280, async ({ page, checkA11y }) => {
  const token = await loginAs(page, accounts.individual);
  const changed = (await documentsOf(page, token)).find((d) => d.need_change && d.agreement_status !== 'active');
  expect(changed, 'the demo customer has a need_change contract').toBeTruthy();
  await page.goto('/documents');
  const card = page.getByRole('article', { name: `Contract No. ${changed!.agreement_number}` });
  await card.getByRole('button', { name: t('uikit.documentCard.complete') }).click();
  await expect(page).toHaveURL(/\/document-view\/[^/]+$/);
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(number).not.toBe(changed!.agreement_number);
  await expect(page.getByRole('heading', { level: 1, name: `Contract ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: t('documents.view.toSigning') })).toBeEnabled();
  await checkA11y(MAIN);
});
