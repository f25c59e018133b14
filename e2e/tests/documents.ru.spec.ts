import { test, expect } from '../fixtures.ts';
import { MAIN, accounts, documentsOf, login, wrongCode } from './documents.helpers.ts';

// Documents and signing in Russian at 375 px: the EDS issuance through every status, a wrong then a right
// code and on to payment; attempts running out on an act; the manager message of a sign_system 'no' contract.

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('новый клиент выпускает подпись, ошибается в коде, подписывает договор и переходит к оплате', async ({ page, sandbox, checkA11y }) => {
  const token = await login(page, accounts.edsNone);
  const contract = (await documentsOf(page, token)).find((d) => d.agreement_status !== 'active' && d.document_type !== 'act');
  expect(contract, 'the new customer has a contract to sign').toBeTruthy();
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Документы' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Мои файлы' })).toBeVisible();
  await checkA11y(MAIN);

  const card = page.getByRole('article', { name: `Договор № ${contract!.agreement_number}` });
  // the card leads with the number; the uuid is a small reference for support
  await expect(card.getByText(`Номер для поддержки: ${contract!.agreement_uuid}`)).toBeVisible();
  await card.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(page).toHaveURL(`/document-sign/${encodeURIComponent(contract!.agreement_number)}`);
  const eds = page.getByRole('progressbar', { name: 'Электронная подпись' });
  await expect(eds).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Сначала выпустите электронную подпись', { exact: false })).toBeVisible();
  await checkA11y(MAIN);

  await page.getByRole('button', { name: 'Выпустить подпись' }).click();
  const dialog = page.getByRole('dialog', { name: 'Данные для электронной подписи' });
  await expect(dialog.getByText('Паспорт РФ')).toBeVisible();
  await checkA11y('[role="dialog"]');
  await dialog.getByLabel('Серия и номер паспорта').pressSequentially('4510123456');
  await dialog.getByLabel('Дата выдачи').pressSequentially('01022015');
  await dialog.getByLabel('Кем выдан').fill('ОВД Тверского района города Москвы');
  await dialog.getByLabel('Код подразделения').pressSequentially('770001');
  await dialog.getByLabel('Адрес регистрации').fill('Москва, улица Тверская, дом 1');
  await dialog.getByLabel('Фактический адрес').fill('Москва, улица Тверская, дом 1');
  await dialog.getByRole('button', { name: 'Сохранить и выпустить подпись' }).click();
  await expect(dialog).toBeHidden();

  // issuance 33 % -> activating 66 % -> available 100 %: the e2e sandbox issues an EDS in 6 s (half of it to
  // activating) and the screen polls every 3 s
  await expect(eds).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByText('Выпускается')).toBeVisible();
  await expect(page.getByText('Подпись будет доступна в течение 3 минут после подтверждения.')).toBeVisible();
  await checkA11y(MAIN);
  await expect(eds).toHaveAttribute('aria-valuenow', '66', { timeout: 15_000 });
  await expect(page.getByText('Активируется')).toBeVisible();
  await expect(eds).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
  await expect(page.getByText('Создана и доступна')).toBeVisible();

  await page.getByRole('button', { name: 'Получить код по SMS' }).click();
  const input = page.getByLabel('Код из SMS');
  await expect(input).toBeVisible();
  await expect(page.getByText('Осталось 3 попытки')).toBeVisible();
  await checkA11y(MAIN);
  const code = await sandbox.smsCode(accounts.edsNone);
  await input.fill(wrongCode(code));
  await page.getByRole('button', { name: 'Подписать договор' }).click();
  await expect(page.getByText('Неверный код')).toBeVisible();
  await expect(page.getByText('Осталось 2 попытки')).toBeVisible();
  await checkA11y(MAIN);

  await input.fill(code);
  await page.getByRole('button', { name: 'Подписать договор' }).click();
  await expect(page).toHaveURL(/\/document-signed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Договор подписан' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Перейти к оплате' })).toBeVisible();
  await checkA11y(MAIN);
  await sandbox.advanceMs(30_000);
  const signedLink = page.getByRole('link', { name: 'Скачать подписанный договор' });
  await expect(signedLink).toBeVisible();
  // the link is a signed one of limited time (docs/sandbox.md): it opens the signed copy
  const signedFile = await page.request.get((await signedLink.getAttribute('href'))!);
  expect(signedFile.status()).toBe(200);
  expect(await signedFile.text()).toContain('Договор');

  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-view/${contract!.order_number}/check-status$`));
});

test('попытки кончаются на подписании акта, и подтверждение блокируется', async ({ page, sandbox, checkA11y }) => {
  await login(page, accounts.individual);
  await page.goto('/documents');
  const actCard = page.getByRole('article', { name: /^Акт / });
  await expect(actCard.getByText('Ожидает подписи')).toBeVisible();
  await actCard.getByRole('button', { name: 'Подписать акт' }).click();
  await expect(page).toHaveURL(/\/document-act\?act=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Подписание акта' })).toBeVisible();
  await checkA11y(MAIN);

  await page.getByRole('button', { name: 'Получить код по SMS' }).click();
  const code = await sandbox.smsCode(accounts.individual);
  const input = page.getByLabel('Код из SMS');
  const confirm = page.getByRole('button', { name: 'Подписать акт' });
  for (const left of ['Осталось 2 попытки', 'Осталась 1 попытка']) {
    await input.fill(wrongCode(code));
    await confirm.click();
    await expect(page.getByText(left)).toBeVisible();
  }
  await input.fill(wrongCode(code));
  await confirm.click();
  await expect(page.getByText('Подтверждение по SMS заблокировано. Запросите новый код.')).toBeVisible();
  await expect(page.getByText('Попыток не осталось')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(confirm).toBeDisabled();
  await checkA11y(MAIN);
});

test('договор, который заключает менеджер, показывает сообщение менеджера', async ({ page, checkA11y }) => {
  const token = await login(page, accounts.individual);
  const manual = (await documentsOf(page, token)).find((d) => d.sign_system === 'no');
  expect(manual, 'the demo customer has a sign_system no contract').toBeTruthy();
  await page.goto('/documents');
  const card = page.getByRole('article', { name: `Договор № ${manual!.agreement_number}` });
  // the inbox shows 5 contracts a page: load more until the card is there
  const more = page.getByRole('button', { name: 'Показать ещё' });
  await expect(page.getByRole('article').first()).toBeVisible();
  while ((await card.count()) === 0 && (await more.count()) > 0) {
    const before = await page.getByRole('article').count();
    await more.first().click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(before);
  }
  await expect(card.getByText('Менеджер свяжется с вами, чтобы заключить договор.')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await checkA11y(MAIN);

  await page.getByRole('tab', { name: 'Мои файлы' }).click();
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
