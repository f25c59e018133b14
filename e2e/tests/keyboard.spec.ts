import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { isPhone, starts, t, tRe } from '../i18n.ts';

// Both pairings: a phone or a tablet with a keyboard attached takes the same road, its sections through the menu.
// The whole journey register -> book -> sign -> pay with the keyboard alone: after the first
// address is opened, only Tab / Shift+Tab / Enter / Space / arrows and typed characters; no clicks. A fresh phone
// registers (its SMS codes come from the sandbox's outbox), books a free box, issues its EDS (6 s in e2e), signs the
// contract with the SMS code and pays on the payment page.

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it cannot be reached that way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 250 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} cannot be reached with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a field and types into it as a person does. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text, { delay: 10 });
}

async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** Follows a section link: the section tabs on a desktop, the menu (opened with the keyboard) on a phone. */
async function pressSection(page: Page, id: string): Promise<void> {
  if (!isPhone()) return press(page, page.getByRole('navigation', { name: t('app.nav.label') }).getByRole('link', { name: t(id) }));
  await press(page, page.getByRole('button', { name: t('app.nav.menu') }));
  await press(page, page.getByRole('dialog', { name: t('app.nav.menu') }).getByRole('link', { name: t(id) }));
}

test('a new customer registers, books, signs and pays with the keyboard alone', async ({ page, sandbox }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // a phone nobody has: the sandbox registers any unknown number
  const phone = `7999${String(Date.now()).slice(-7)}`;

  // --- register: phone and SMS code, password, details, passport
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.phone'))).and(page.locator('input')), phone.slice(1));
  await press(page, page.getByRole('button', { name: t('auth.code.send') }));
  const codeField = page.getByLabel(starts(tRe('auth.code.title'))).and(page.locator('input'));
  await typeInto(page, codeField, await sandbox.smsCode(phone));
  await press(page, page.getByRole('button', { name: t('auth.code.confirm') }));

  await expect(page).toHaveURL(/\/reg-password$/);
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.newPassword'))), 'Keyboard123');
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.repeatPassword'))), 'Keyboard123');
  await press(page, page.getByRole('button', { name: t('auth.password.save') }));

  await expect(page).toHaveURL(/\/reg-step-1$/);
  await expect(page.getByRole('tab', { name: t('auth.regStep1.individual') })).toHaveAttribute('aria-selected', 'true');
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.fio'))), 'Клавиатурин Пётр Сергеевич');
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.birthdate'))).and(page.locator('input')), '15061990');
  await press(page, page.getByRole('checkbox', { name: tRe('auth.consent.privacy') }), 'Space');
  await press(page, page.getByRole('checkbox', { name: tRe('auth.consent.eds') }), 'Space');
  await press(page, page.getByRole('button', { name: t('auth.phone.submit') }));

  await expect(page).toHaveURL(/\/reg-step-2$/);
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.passportNumber'))).and(page.locator('input')), '4510123456');
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.issuer'))), 'ОВД Тверского района г. Москвы');
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.issued'))).and(page.locator('input')), '20062010');
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.divisionCode'))).and(page.locator('input')), '770001');
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.address'))), 'Москва, ул. Тверская, д. 1');
  await typeInto(page, page.getByLabel(starts(tRe('auth.field.factAddress'))), 'Москва, ул. Тверская, д. 1');
  await press(page, page.getByRole('button', { name: t('auth.regStep2.submit') }));
  await expect(page).not.toHaveURL(/\/reg-step-2$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // --- book: the booking section, a 3 m² box in MSK-01, its view, the booking modal
  await pressSection(page, 'app.nav.booking');
  await expect(page).toHaveURL(/\/create-order/);
  const tverskaya = page.getByRole('list', { name: t('booking.search.sizesOf', { name: 'Склад на Тверской' }) });
  await press(page, tverskaya.getByRole('link', { name: starts(tRe('uikit.boxSizeCard.area', { size: 3 })) }));
  await expect(page).toHaveURL(/\/order-storage-boxes\/wh_id\/MSK-01\/size\/3$/);
  await press(page, page.getByRole('link', { name: starts(tRe('uikit.boxRow.moreBox')) }).first());
  await expect(page).toHaveURL(/\/order-box-view\/MSK-01\/\d+$/);
  await press(page, page.getByRole('button', { name: t('booking.box.rent') }));
  const booking = page.getByRole('dialog', { name: starts(tRe('booking.modal.title')) });
  await expect(booking.getByRole('region', { name: t('uikit.priceCalcPanel.label') })).toContainText(t('uikit.priceCalcPanel.total'));
  await press(page, booking.getByRole('button', { name: t('booking.modal.submit') }));
  await press(
    page,
    page.getByRole('dialog', { name: t('booking.modal.created.title') }).getByRole('link', { name: t('booking.modal.created.toOrder') }),
  );
  await expect(page).toHaveURL(/\/order-created\/\d+$/);
  const orderNumber = /\/order-created\/(\d+)$/.exec(page.url())![1];

  // --- sign: the documents section, the new contract, the EDS, the SMS code
  await pressSection(page, 'app.nav.documents');
  await expect(page).toHaveURL(/\/documents$/);
  await press(page, page.getByRole('button', { name: t('uikit.documentCard.sign'), exact: true }).first());
  await expect(page).toHaveURL(new RegExp(`/document-sign/D-${orderNumber}$`));
  const eds = page.getByRole('progressbar', { name: t('uikit.eds.title') });
  if ((await eds.getAttribute('aria-valuenow')) === '0') {
    await press(page, page.getByRole('button', { name: t('uikit.eds.confirm') }));
    const requisites = page.getByRole('dialog');
    await press(page, requisites.getByRole('button', { name: t('documents.requisites.submit') }));
    await expect(requisites).toBeHidden();
  }
  await expect(eds).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  const sent = (await sandbox.outbox(phone)).length;
  await press(page, page.getByRole('button', { name: t('documents.signing.start') }));
  // the signing code is a new SMS: wait for it rather than read the registration code
  await expect.poll(async () => (await sandbox.outbox(phone)).length).toBeGreaterThan(sent);
  await typeInto(page, page.getByRole('textbox', { name: t('uikit.signingSteps.sms') }), (await sandbox.outbox(phone))[0]!.code);
  await press(page, page.getByRole('button', { name: t('documents.signing.confirm.contract') }));
  await expect(page).toHaveURL(/\/document-signed$/);
  // the signed copy is filed a few seconds later (SANDBOX_FILES_DELAY_SECONDS); the screen shows its link then
  await sandbox.advanceMs(30_000);
  await expect(page.getByRole('link', { name: t('documents.facts.download.contract') })).toBeVisible({ timeout: 20_000 });

  // --- pay: on to the order's payment, the payment page, back in the cabinet
  await press(page, page.getByRole('button', { name: t('documents.signed.toPayment') }));
  await expect(page).toHaveURL(new RegExp(`/order-view/${orderNumber}/check-status$`));
  await press(page, page.getByRole('button', { name: t('orders.check.toOrder') }));
  await expect(page).toHaveURL(new RegExp(`/order-view/${orderNumber}$`));
  await press(page, page.getByRole('button', { name: starts(tRe('uikit.invoiceList.pay')) }).first());
  await expect(page).toHaveURL(/\/__sandbox\/pay/);
  // the sandbox's payment page speaks both languages
  await press(page, page.getByRole('button', { name: /Pay/ }));
  // back on the order, which says the payment went through (and takes the return's parameters out of the address)
  await expect(page).toHaveURL(new RegExp(`/order-view/${orderNumber}`));
  await expect(page.getByText(t('orders.payment.success'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
