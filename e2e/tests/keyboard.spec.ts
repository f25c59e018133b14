import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { only } from '../i18n.ts';

// One project: the keyboard-only journey is a desktop's (a phone has no Tab); its 1-minute run is not repeated.
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

test('a new customer registers, books, signs and pays with the keyboard alone', only.en1280, async ({ page, sandbox }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // a phone nobody has: the sandbox registers any unknown number
  const phone = `7999${String(Date.now()).slice(-7)}`;

  // --- register: phone and SMS code, password, details, passport
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await typeInto(page, page.getByLabel(/^Phone/).and(page.locator('input')), phone.slice(1));
  await press(page, page.getByRole('button', { name: 'Get a code' }));
  const codeField = page.getByLabel(/^Code from the SMS/).and(page.locator('input'));
  await typeInto(page, codeField, await sandbox.smsCode(phone));
  await press(page, page.getByRole('button', { name: 'Confirm' }));

  await expect(page).toHaveURL(/\/reg-password$/);
  await typeInto(page, page.getByLabel(/^New password/), 'Keyboard123');
  await typeInto(page, page.getByLabel(/^Repeat the password/), 'Keyboard123');
  await press(page, page.getByRole('button', { name: 'Save the password' }));

  await expect(page).toHaveURL(/\/reg-step-1$/);
  await expect(page.getByRole('tab', { name: 'Individual' })).toHaveAttribute('aria-selected', 'true');
  await typeInto(page, page.getByLabel(/^Full name/), 'Клавиатурин Пётр Сергеевич');
  await typeInto(page, page.getByLabel(/^Date of birth/).and(page.locator('input')), '15061990');
  await press(page, page.getByRole('checkbox', { name: /privacy policy/ }), 'Space');
  await press(page, page.getByRole('checkbox', { name: /electronic signature/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(/\/reg-step-2$/);
  await typeInto(page, page.getByLabel(/^Passport series and number/).and(page.locator('input')), '4510123456');
  await typeInto(page, page.getByLabel(/^Issued by/), 'ОВД Тверского района г. Москвы');
  await typeInto(page, page.getByLabel(/^Date of issue/).and(page.locator('input')), '20062010');
  await typeInto(page, page.getByLabel(/^Department code/).and(page.locator('input')), '770001');
  await typeInto(page, page.getByLabel(/^Registration address/), 'Москва, ул. Тверская, д. 1');
  await typeInto(page, page.getByLabel(/^Actual address/), 'Москва, ул. Тверская, д. 1');
  await press(page, page.getByRole('button', { name: 'Save' }));
  await expect(page).not.toHaveURL(/\/reg-step-2$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // --- book: the booking section, a 3 m² box in MSK-01, its view, the booking modal
  await press(page, page.getByRole('link', { name: 'Book a Box' }));
  await expect(page).toHaveURL(/\/create-order/);
  const tverskaya = page.getByRole('list', { name: /^Box sizes: Склад на Тверской/ });
  await press(page, tverskaya.getByRole('link', { name: /^3 m²/ }));
  await expect(page).toHaveURL(/\/order-storage-boxes\/wh_id\/MSK-01\/size\/3$/);
  await press(page, page.getByRole('link', { name: /^More info about box/ }).first());
  await expect(page).toHaveURL(/\/order-box-view\/MSK-01\/\d+$/);
  await press(page, page.getByRole('button', { name: 'Rent' }));
  const booking = page.getByRole('dialog', { name: /^Rent box/ });
  await expect(booking.getByRole('region', { name: 'Price calculation' })).toContainText('Total to pay');
  await press(page, booking.getByRole('button', { name: 'Book' }));
  await press(page, page.getByRole('dialog', { name: 'Order created' }).getByRole('link', { name: 'Go to the order' }));
  await expect(page).toHaveURL(/\/order-created\/\d+$/);
  const orderNumber = /\/order-created\/(\d+)$/.exec(page.url())![1];

  // --- sign: the documents section, the new contract, the EDS, the SMS code
  await press(page, page.getByRole('link', { name: 'Documents' }));
  await expect(page).toHaveURL(/\/documents$/);
  await press(page, page.getByRole('button', { name: 'Sign', exact: true }).first());
  await expect(page).toHaveURL(new RegExp(`/document-sign/D-${orderNumber}$`));
  const eds = page.getByRole('progressbar', { name: 'Electronic signature' });
  if ((await eds.getAttribute('aria-valuenow')) === '0') {
    await press(page, page.getByRole('button', { name: 'Issue the signature' }));
    const requisites = page.getByRole('dialog');
    await press(page, requisites.getByRole('button', { name: /issue the signature/i }));
    await expect(requisites).toBeHidden();
  }
  await expect(eds).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  const sent = (await sandbox.outbox(phone)).length;
  await press(page, page.getByRole('button', { name: 'Get the SMS code' }));
  // the signing code is a new SMS: wait for it rather than read the registration code
  await expect.poll(async () => (await sandbox.outbox(phone)).length).toBeGreaterThan(sent);
  await typeInto(page, page.getByRole('textbox', { name: 'SMS code' }), (await sandbox.outbox(phone))[0]!.code);
  await press(page, page.getByRole('button', { name: 'Sign the contract' }));
  await expect(page).toHaveURL(/\/document-signed$/);
  // the signed copy is filed a few seconds later (SANDBOX_FILES_DELAY_SECONDS); the screen shows its link then
  await sandbox.advanceMs(30_000);
  await expect(page.getByRole('link', { name: 'Download the signed contract' })).toBeVisible({ timeout: 20_000 });

  // --- pay: on to the order's payment, the payment page, back in the cabinet
  await press(page, page.getByRole('button', { name: 'Proceed to payment' }));
  await expect(page).toHaveURL(new RegExp(`/order-view/${orderNumber}/check-status$`));
  await press(page, page.getByRole('button', { name: 'To the order' }));
  await expect(page).toHaveURL(new RegExp(`/order-view/${orderNumber}$`));
  await press(page, page.getByRole('button', { name: /^Pay/ }).first());
  await expect(page).toHaveURL(/\/__sandbox\/pay/);
  await press(page, page.getByRole('button', { name: /Pay/ }));
  await expect(page).toHaveURL(/payment=success/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
