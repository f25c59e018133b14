import { test, expect } from '../fixtures.ts';
import { isPhone, lang, starts, t, tRe, whole } from '../i18n.ts';
import { birthDigits, expectInCabinet, freshPhone, typeMasked, typePhone, withRegToken } from './auth.helpers.ts';

// Ways in: logging in with a password, a PIN, an SMS code; registering a person or a company; restoring and setting
// a password; the bounds of every field. Every journey runs in both projects, its words from the catalogues: a
// journey that changes a seeded customer resets the sandbox, one that registers takes a phone nobody has.

const DEMO = '79990000001';

test.describe('given a customer logging in with a password', () => {
  test('should go from the phone to the password and into the cabinet', async ({ page, checkA11y }) => {
    await page.goto('/auth');
    await expect(page.getByText(t('auth.steps.counter', { current: 1, total: 3 }), { exact: true })).toBeVisible();
    await checkA11y();
    await typePhone(page, tRe('auth.field.phone'), DEMO);
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t('auth.steps.counter', { current: 2, total: 3 }), { exact: true })).toBeVisible();
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.password'))).fill('Wrong12345');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel(starts(tRe('auth.field.password')))).toHaveValue('Wrong12345');
    await page.getByLabel(starts(tRe('auth.field.password'))).fill('Demo12345');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expectInCabinet(page);
    // the cabinet's sections: the section tabs on a desktop, the menu button on a phone
    if (isPhone()) await expect(page.getByRole('button', { name: t('app.nav.menu') })).toBeVisible();
    else await expect(page.getByRole('navigation', { name: t('app.nav.label') })).toBeVisible();
    await checkA11y();
  });

  test('should confirm a password login that needs an SMS with the code (step 3)', async ({ page, sandbox }) => {
    const phone = '79990000004';
    await page.goto('/login');
    await typePhone(page, tRe('auth.field.phone'), phone);
    await page.getByLabel(starts(tRe('auth.field.password'))).fill('Demo12345');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/login-with-phone\?confirm=1$/);
    await expect(page.getByText(t('auth.steps.counter', { current: 3, total: 3 }), { exact: true })).toBeVisible();
    await typeMasked(page, tRe('auth.code.title'), await sandbox.smsCode(phone));
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expectInCabinet(page);
  });
});

test.describe('given a customer logging in with a PIN', () => {
  test('should log in with the PIN and refuse a short one', async ({ page, checkA11y }) => {
    await page.goto('/login-with-phone');
    await page.getByRole('tab', { name: t('auth.field.pin') }).click();
    await typePhone(page, tRe('auth.field.phone'), DEMO);
    await typeMasked(page, starts(tRe('auth.field.pin')), '12345');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page.getByText(t('pinCode'))).toBeVisible();
    await checkA11y();
    await typeMasked(page, starts(tRe('auth.field.pin')), '6');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expectInCabinet(page);
  });
});

test.describe('given a new legal entity', () => {
  test('should register a company and reach /orders', async ({ page, sandbox, checkA11y }) => {
    await sandbox.reset();
    const phone = '79990000096';
    await page.goto('/register');
    await expect(page.getByText(t('auth.steps.counter', { current: 1, total: 4 }), { exact: true })).toBeVisible();
    await typePhone(page, tRe('auth.field.phone'), phone);
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    await typeMasked(page, tRe('auth.code.title'), await sandbox.smsCode(phone));
    await page.getByRole('button', { name: t('auth.code.confirm') }).click();
    await expect(page).toHaveURL(/\/reg-password$/);
    await page.getByLabel(starts(tRe('auth.field.newPassword'))).fill('Company123');
    await page.getByLabel(starts(tRe('auth.field.repeatPassword'))).fill('Company123');
    await page.getByRole('button', { name: t('auth.password.save') }).click();

    await expect(page).toHaveURL(/\/reg-step-1$/);
    await page.getByRole('tab', { name: t('auth.regStep1.legal') }).click();
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.inn'))).fill('123');
    await page.getByRole('button', { name: t('auth.regStep1.submitLegal') }).click();
    await expect(page.getByText(t('innIncorrect'))).toBeVisible();
    await page.getByLabel(starts(tRe('auth.field.companyName'))).fill('Ромашка');
    await page.getByLabel(starts(tRe('auth.field.officialName'))).fill('ООО «Ромашка»');
    await page.getByLabel(starts(tRe('auth.field.personName'))).fill('Петров Пётр Петрович');
    await page.getByLabel(starts(tRe('auth.field.personPosition'))).fill('Директор');
    await page.getByLabel(starts(tRe('auth.field.inn'))).fill('7707083893');
    await page.getByLabel(starts(tRe('auth.field.ogrn'))).fill('1027700132195');
    await page.getByRole('checkbox', { name: tRe('auth.consent.privacy') }).click();
    await page.getByRole('checkbox', { name: tRe('auth.consent.eds') }).click();
    await page.getByRole('button', { name: t('auth.regStep1.submitLegal') }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expectInCabinet(page);
  });
});

test.describe('given a customer without a password yet', () => {
  test('should set a first password with an SMS code and log in', async ({ page, sandbox, checkA11y }) => {
    const phone = '79990000002';
    await page.goto('/login');
    await page.getByRole('link', { name: t('auth.link.passUnknown') }).click();
    await expect(page).toHaveURL(/\/pass-unknown$/);
    await checkA11y();
    await typePhone(page, starts(tRe('auth.field.phone')), phone);
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    await typeMasked(page, tRe('auth.code.title'), await sandbox.smsCode(phone));
    await page.getByRole('button', { name: t('auth.code.confirm') }).click();
    await expect(page).toHaveURL(/\/set-password$/);
    await expect(page.getByText(t('auth.steps.counter', { current: 2, total: 2 }), { exact: true })).toBeVisible();
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.newPassword'))).fill('Firstpass123');
    await page.getByLabel(starts(tRe('auth.field.repeatPassword'))).fill('Firstpass123');
    await page.getByRole('button', { name: t('auth.password.save') }).click();
    await expectInCabinet(page);
    await sandbox.reset();
  });

  test('should send a password for the agreement number', async ({ page }) => {
    await page.goto('/pass-unknown');
    const section = page.locator('#by-agreement');
    await section.getByRole('button', { name: t('auth.agreement.submit') }).click();
    await expect(section.getByText(t('fieldRequired'))).toHaveCount(2);
    await section.getByLabel(starts(tRe('auth.field.agreement'))).fill('000-wrong');
    await section.getByLabel(starts(tRe('auth.field.phone'))).click();
    await section.getByLabel(starts(tRe('auth.field.phone'))).pressSequentially('9990000001');
    await section.getByRole('button', { name: t('auth.agreement.submit') }).click();
    await expect(section.getByRole('alert')).toBeVisible();
  });
});

test.describe('given an expired registration token', () => {
  test('should send the customer back to /register with a message', async ({ page, checkA11y }) => {
    await withRegToken(page, 'demo-regtoken-expired');
    await page.goto('/reg-password');
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.newPassword'))).fill('Expired123');
    await page.getByLabel(starts(tRe('auth.field.repeatPassword'))).fill('Expired123');
    await page.getByRole('button', { name: t('auth.password.save') }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText(t('auth.tokenExpired'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('regToken'))).toBe('null');
  });
});

test.describe('given the validation boundaries of the login forms', () => {
  test('should check the legacy login format and the login phone', async ({ page }) => {
    await page.goto('/login-pass');
    await typeMasked(page, starts(tRe('auth.field.legacyLogin')), '7701DEM0000'); // one digit short of XXXX-XXX-XXXXX
    await page.getByLabel(starts(tRe('auth.field.password'))).fill('x');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page.getByText(t('wrongLogin'))).toBeVisible();
    await typeMasked(page, starts(tRe('auth.field.legacyLogin')), '1');
    await expect(page.getByText(t('wrongLogin'))).toHaveCount(0);

    await page.goto('/login');
    await page.evaluate(() => localStorage.removeItem('userPhone'));
    await page.reload();
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page.getByText(t('fieldRequired'))).toHaveCount(2);
  });
});

test.describe('given the foundation slice /auth', () => {
  test('should take the demo phone on to /login', async ({ page, checkA11y }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: t('auth.phone.title') })).toBeVisible();
    await checkA11y();
    await typePhone(page, tRe('auth.field.phone'), DEMO);
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
    await checkA11y();
  });

  test('should say the user is not found in the language shown, then in the other after switching', async ({ page }) => {
    const other = lang() === 'ru' ? 'en' : 'ru';
    await page.goto('/auth');
    await typePhone(page, tRe('auth.field.phone'), '79995550000');
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    await expect(page.getByText(t('errors.userNotFound'))).toBeVisible();
    await page.getByLabel(t('app.language')).selectOption(other);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.getByRole('button', { name: t('auth.phone.submit', undefined, other) }).click();
    await expect(page.getByText(t('errors.userNotFound', undefined, other))).toBeVisible();
  });
});

test.describe('given a new individual', () => {
  test('should register with the phone, a password, the details and the passport, and reach /orders', async ({
    page,
    sandbox,
    checkA11y,
  }) => {
    await sandbox.reset();
    const phone = '79990000099';
    await page.goto('/register');
    await expect(page.getByText(t('auth.steps.counter', { current: 1, total: 4 }), { exact: true })).toBeVisible();
    await checkA11y();
    await typePhone(page, tRe('auth.field.phone'), phone);
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    await expect(page.getByText(whole(tRe('auth.code.resendIn')))).toBeVisible();
    await typeMasked(page, tRe('auth.code.title'), await sandbox.smsCode(phone));
    await checkA11y();
    await page.getByRole('button', { name: t('auth.code.confirm') }).click();

    await expect(page).toHaveURL(/\/reg-password$/);
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.newPassword'))).fill('Newuser123');
    await page.getByLabel(starts(tRe('auth.field.repeatPassword'))).fill('Newuser123');
    await page.getByRole('button', { name: t('auth.password.save') }).click();

    await expect(page).toHaveURL(/\/reg-step-1$/);
    await expect(page.getByRole('tab', { name: t('auth.regStep1.individual') })).toHaveAttribute('aria-selected', 'true');
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.fio'))).fill('Новиков Пётр Сергеевич');
    await typeMasked(page, starts(tRe('auth.field.birthdate')), '15061990');
    await page.getByRole('checkbox', { name: tRe('auth.consent.privacy') }).click();
    await page.getByRole('checkbox', { name: tRe('auth.consent.eds') }).click();
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();

    await expect(page).toHaveURL(/\/reg-step-2$/);
    await checkA11y();
    await typeMasked(page, starts(tRe('auth.field.passportNumber')), '4510123456');
    await page.getByLabel(starts(tRe('auth.field.issuer'))).fill('ОВД Тверского района г. Москвы');
    await typeMasked(page, starts(tRe('auth.field.issued')), '20062010');
    await typeMasked(page, starts(tRe('auth.field.divisionCode')), '770001');
    await page.getByLabel(starts(tRe('auth.field.address'))).fill('Москва, ул. Тверская, д. 1');
    await page.getByLabel(starts(tRe('auth.field.factAddress'))).fill('Москва, ул. Тверская, д. 1');
    await page.getByRole('button', { name: t('auth.regStep2.submit') }).click();

    await expect(page).toHaveURL(/\/orders$/);
    await expectInCabinet(page);
    expect(await page.evaluate(() => localStorage.getItem('regToken'))).toBe('null');
  });
});

test.describe('given a customer logging in with an SMS code', () => {
  test('should send a code and log in with it', async ({ page, sandbox, checkA11y }) => {
    await page.goto('/login-with-phone');
    await checkA11y();
    await typePhone(page, tRe('auth.field.phone'), DEMO);
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    await expect(page.getByText(t('auth.steps.counter', { current: 3, total: 3 }), { exact: true })).toBeVisible();
    await checkA11y();
    await typeMasked(page, tRe('auth.code.title'), await sandbox.smsCode(DEMO));
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expectInCabinet(page);
    // the back button hides after the login pages
    await expect(page.getByRole('button', { name: t('app.nav.back') })).toHaveCount(0);
  });
});

test.describe('given a wrong and then an expired SMS code', () => {
  test('should say the code is wrong, then that it expired', async ({ page, sandbox }) => {
    const phone = freshPhone();
    await page.goto('/register');
    await typePhone(page, tRe('auth.field.phone'), phone);
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    const code = await sandbox.smsCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    await typeMasked(page, tRe('auth.code.title'), wrong);
    await page.getByRole('button', { name: t('auth.code.confirm') }).click();
    const alert = page.getByRole('alert').filter({ hasText: t('errors.wrongCode') });
    await expect(alert).toBeVisible();
    const wrongText = await alert.innerText();

    await sandbox.advanceMs(6 * 60_000);
    const field = page.getByLabel(tRe('auth.code.title')).and(page.locator('input'));
    await field.fill('');
    await typeMasked(page, tRe('auth.code.title'), code);
    await page.getByRole('button', { name: t('auth.code.confirm') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('errors.codeExpired') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t('errors.codeExpired') })).not.toHaveText(wrongText);
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('given the legacy login', () => {
  test('should suggest the phone on a failure and log in with the right password', async ({ page, checkA11y }) => {
    await page.goto('/login-pass');
    await checkA11y();
    await typeMasked(page, starts(tRe('auth.field.legacyLogin')), '7701DEM00001');
    await page.getByLabel(starts(tRe('auth.field.password'))).fill('Wrong12345');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page.getByText(t('auth.legacy.tryPhone'))).toBeVisible();
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.password'))).fill('Legacy12345');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expectInCabinet(page);
  });

  test('should ask for the SMS code when the account confirms its logins by SMS (need_sms)', async ({ page, sandbox, checkA11y }) => {
    const phone = '79990000004';
    await page.goto('/login-pass');
    await typeMasked(page, starts(tRe('auth.field.legacyLogin')), '7701SMS00004');
    await page.getByLabel(starts(tRe('auth.field.password'))).fill('Demo12345');
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/login-with-phone\?confirm=1$/);
    await expect(page.getByText(t('auth.steps.counter', { current: 3, total: 3 }), { exact: true })).toBeVisible();
    // no session before the code
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toBeNull();
    await checkA11y();
    await typeMasked(page, tRe('auth.code.title'), await sandbox.smsCode(phone));
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expectInCabinet(page);
    expect(await page.evaluate(() => localStorage.getItem('userPhone'))).toContain('79990000004');
  });
});

test.describe('given a customer who forgot the password', () => {
  test('should restore it with an SMS code and log in', async ({ page, sandbox, checkA11y }) => {
    const phone = '79990000005';
    await page.goto('/login');
    await page.getByRole('link', { name: t('auth.forgot.title') }).click();
    await expect(page).toHaveURL(/\/restore$/);
    await expect(page.getByText(t('auth.steps.counter', { current: 1, total: 2 }), { exact: true })).toBeVisible();
    await checkA11y();
    await typePhone(page, tRe('auth.field.phone'), phone);
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    await typeMasked(page, tRe('auth.code.title'), await sandbox.smsCode(phone));
    await page.getByRole('button', { name: t('auth.code.confirm') }).click();
    await expect(page).toHaveURL(/\/restore-password$/);
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.newPassword'))).fill('Restored123');
    await page.getByLabel(starts(tRe('auth.field.repeatPassword'))).fill('Restored123');
    await page.getByRole('button', { name: t('auth.password.save') }).click();
    await expectInCabinet(page);
    await sandbox.reset();
  });
});

test.describe('given the validation boundaries of registration', () => {
  test('should check the phone of /auth and /register at their lengths', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    await expect(page.getByText(t('profile.rule.fieldRequired'))).toBeVisible();
    await typePhone(page, tRe('auth.field.phone'), '799900000'); // +7 (999) 000-00: 15 characters, below /auth's 16
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    await expect(page.getByText(t('phoneFormat'))).toBeVisible();
    await typeMasked(page, tRe('auth.field.phone'), '0'); // 16 characters: long enough, pattern still incomplete
    await expect(page.getByText(t('phoneIncorrect'))).toBeVisible();

    await page.goto('/register');
    await typePhone(page, tRe('auth.field.phone'), '79990000'); // 14: below /register's 17
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    await expect(page.getByText(t('phoneFormat'))).toBeVisible();
  });

  test('should check the code, the password and its repeat at their bounds', async ({ page, sandbox }) => {
    const phone = freshPhone();
    await page.goto('/register');
    await typePhone(page, tRe('auth.field.phone'), phone);
    await page.getByRole('button', { name: t('auth.code.send') }).click();
    await sandbox.smsCode(phone);
    await typeMasked(page, tRe('auth.code.title'), '123');
    await page.getByRole('button', { name: t('auth.code.confirm') }).click();
    await expect(page.getByText(t('codeMin'))).toBeVisible();

    await withRegToken(page, 'demo-regtoken-fresh');
    await page.goto('/reg-password');
    await page.getByLabel(starts(tRe('auth.field.newPassword'))).fill('Abcdef12'); // 8
    await page.getByRole('button', { name: t('auth.password.save') }).click();
    await expect(page.getByText(t('profile.rule.passwordMin'), { exact: true })).toBeVisible();
    await page.getByLabel(starts(tRe('auth.field.newPassword'))).fill('abcdefghi'); // 9 without a digit and a capital
    await expect(page.getByText(t('passwordRegex', { min: 9 }))).toBeVisible();
    await page.getByLabel(starts(tRe('auth.field.newPassword'))).fill('Abcdefgh1');
    await page.getByLabel(starts(tRe('auth.field.repeatPassword'))).fill('Abcdefgh2');
    await page.getByRole('button', { name: t('auth.password.save') }).click();
    await expect(page.getByText(t('passwordsNotMatch'))).toBeVisible();
  });

  test('should check the name, the age and the consents of step 1', async ({ page, checkA11y }) => {
    await withRegToken(page, 'demo-regtoken-fresh');
    await page.goto('/reg-step-1');
    await page.getByLabel(starts(tRe('auth.field.fio'))).fill('Ян'); // 2: below 3
    await typeMasked(page, starts(tRe('auth.field.birthdate')), birthDigits(18, 1)); // 18 tomorrow
    await page.getByRole('button', { name: t('auth.phone.submit') }).click();
    await expect(page.getByText(t('symbolsMin', { min: 3 }))).toBeVisible();
    await expect(page.getByText(t('profile.rule.olderThan18'))).toBeVisible();
    await expect(page.getByText(t('consentRequired'))).toHaveCount(2);
    await checkA11y();
    await page.getByLabel(starts(tRe('auth.field.fio'))).fill('Ivan Petrov');
    await expect(page.getByText(t('profile.rule.onlyRussianLetters'))).toBeVisible();
    const date = page.getByLabel(starts(tRe('auth.field.birthdate'))).and(page.locator('input'));
    await date.fill('');
    await typeMasked(page, starts(tRe('auth.field.birthdate')), birthDigits(18));
    await expect(page.getByText(t('profile.rule.olderThan18'))).toHaveCount(0);
  });
});
