import { test, expect } from '../fixtures.ts';
import { birthDigits, expectInCabinet, typeMasked, typePhone, withRegToken } from './auth.helpers.ts';

// Ways in, in Russian on a 375 px phone (issue 6 "Done when"; the English half is auth.en.spec.ts).

const DEMO = '79990000001';

test.describe('given the foundation slice /auth', () => {
  test('should take the demo phone on to /login', async ({ page, checkA11y }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: /Вход в.личный кабинет/ })).toBeVisible();
    await checkA11y();
    await typePhone(page, /Телефон/, DEMO);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
    await checkA11y();
  });

  test('should say the user is not found in Russian, then in English after switching language', async ({ page }) => {
    await page.goto('/auth');
    await typePhone(page, /Телефон/, '79995550000');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page.getByText('Пользователь не найден')).toBeVisible();
    await page.getByLabel('Язык').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('User not found')).toBeVisible();
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
    await expect(page.getByText(/^Шаг 1 из.4$/)).toBeVisible();
    await checkA11y();
    await typePhone(page, /Телефон/, phone);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText(/Новый код можно запросить через/)).toBeVisible();
    await typeMasked(page, /Код из SMS/, await sandbox.smsCode(phone));
    await checkA11y();
    await page.getByRole('button', { name: 'Подтвердить' }).click();

    await expect(page).toHaveURL(/\/reg-password$/);
    await checkA11y();
    await page.getByLabel(/^Новый пароль/).fill('Newuser123');
    await page.getByLabel(/^Повторите пароль/).fill('Newuser123');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();

    await expect(page).toHaveURL(/\/reg-step-1$/);
    await expect(page.getByRole('tab', { name: 'Частное лицо' })).toHaveAttribute('aria-selected', 'true');
    await checkA11y();
    await page.getByLabel(/^ФИО/).fill('Новиков Пётр Сергеевич');
    await typeMasked(page, /^Дата рождения/, '15061990');
    await page.getByRole('checkbox', { name: /политикой конфиденциальности/ }).click();
    await page.getByRole('checkbox', { name: /электронной подписи/ }).click();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    await expect(page).toHaveURL(/\/reg-step-2$/);
    await checkA11y();
    await typeMasked(page, /^Серия и номер/, '4510123456');
    await page.getByLabel(/^Кем выдан/).fill('ОВД Тверского района г. Москвы');
    await typeMasked(page, /^Дата выдачи/, '20062010');
    await typeMasked(page, /^Код подразделения/, '770001');
    await page.getByLabel(/^Адрес регистрации/).fill('Москва, ул. Тверская, д. 1');
    await page.getByLabel(/^Фактический адрес/).fill('Москва, ул. Тверская, д. 1');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    await expect(page).toHaveURL(/\/orders$/);
    await expectInCabinet(page);
    expect(await page.evaluate(() => localStorage.getItem('regToken'))).toBe('null');
  });
});

test.describe('given a customer logging in with an SMS code', () => {
  test('should send a code and log in with it', async ({ page, sandbox, checkA11y }) => {
    await page.goto('/login-with-phone');
    await checkA11y();
    await typePhone(page, /Телефон/, DEMO);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText(/^Шаг 3 из.3$/)).toBeVisible();
    await checkA11y();
    await typeMasked(page, /Код из SMS/, await sandbox.smsCode(DEMO));
    await page.getByRole('button', { name: 'Войти' }).click();
    await expectInCabinet(page);
    // the back button hides after the login pages
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  });
});

test.describe('given a wrong and then an expired SMS code', () => {
  test('should say the code is wrong, then that it expired', async ({ page, sandbox }) => {
    const phone = '79990000098';
    await page.goto('/register');
    await typePhone(page, /Телефон/, phone);
    await page.getByRole('button', { name: 'Получить код' }).click();
    const code = await sandbox.smsCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    await typeMasked(page, /Код из SMS/, wrong);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /код/i })).toBeVisible();
    const wrongText = await page.getByRole('alert').filter({ hasText: /код/i }).innerText();

    await sandbox.advanceMs(6 * 60_000);
    const field = page.getByLabel(/Код из SMS/).and(page.locator('input'));
    await field.fill('');
    await typeMasked(page, /Код из SMS/, code);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /код/i })).not.toHaveText(wrongText);
    await expect(page.getByRole('alert').filter({ hasText: /истек|устарел|новый/i })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('given the legacy login', () => {
  test('should suggest the phone on a failure and log in with the right password', async ({ page, checkA11y }) => {
    await page.goto('/login-pass');
    await checkA11y();
    await typeMasked(page, /^Логин/, '7701DEM00001');
    await page.getByLabel(/^Пароль/).fill('Wrong12345');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Попробуйте войти по номеру телефона')).toBeVisible();
    await checkA11y();
    await page.getByLabel(/^Пароль/).fill('Legacy12345');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expectInCabinet(page);
  });

  test('should ask for the SMS code when the account confirms its logins by SMS (need_sms)', async ({ page, sandbox, checkA11y }) => {
    const phone = '79990000004';
    await page.goto('/login-pass');
    await typeMasked(page, /^Логин/, '7701SMS00004');
    await page.getByLabel(/^Пароль/).fill('Demo12345');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/login-with-phone\?confirm=1$/);
    await expect(page.getByText(/^Шаг 3 из.3$/)).toBeVisible();
    // no session before the code
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toBeNull();
    await checkA11y();
    await typeMasked(page, /Код из SMS/, await sandbox.smsCode(phone));
    await page.getByRole('button', { name: 'Войти' }).click();
    await expectInCabinet(page);
    expect(await page.evaluate(() => localStorage.getItem('userPhone'))).toContain('79990000004');
  });
});

test.describe('given a customer who forgot the password', () => {
  test('should restore it with an SMS code and log in', async ({ page, sandbox, checkA11y }) => {
    const phone = '79990000005';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL(/\/restore$/);
    await expect(page.getByText(/^Шаг 1 из.2$/)).toBeVisible();
    await checkA11y();
    await typePhone(page, /Телефон/, phone);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await typeMasked(page, /Код из SMS/, await sandbox.smsCode(phone));
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/restore-password$/);
    await checkA11y();
    await page.getByLabel(/^Новый пароль/).fill('Restored123');
    await page.getByLabel(/^Повторите пароль/).fill('Restored123');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expectInCabinet(page);
    await sandbox.reset();
  });
});

test.describe('given the validation boundaries in Russian', () => {
  test('should check the phone of /auth and /register at their lengths', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page.getByText('Заполните поле')).toBeVisible();
    await typePhone(page, /Телефон/, '799900000'); // +7 (999) 000-00: 15 characters, below /auth's 16
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page.getByText(/Введите номер в.формате/)).toBeVisible();
    await typeMasked(page, /Телефон/, '0'); // 16 characters: long enough, pattern still incomplete
    await expect(page.getByText('Неверный номер телефона')).toBeVisible();

    await page.goto('/register');
    await typePhone(page, /Телефон/, '79990000'); // 14: below /register's 17
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText(/Введите номер в.формате/)).toBeVisible();
  });

  test('should check the code, the password and its repeat at their bounds', async ({ page, sandbox }) => {
    const phone = '79990000097';
    await page.goto('/register');
    await typePhone(page, /Телефон/, phone);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await sandbox.smsCode(phone);
    await typeMasked(page, /Код из SMS/, '123');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByText(/Код.— не меньше 4 символов/)).toBeVisible();

    await withRegToken(page, 'demo-regtoken-fresh');
    await page.goto('/reg-password');
    await page.getByLabel(/^Новый пароль/).fill('Abcdef12'); // 8
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Не меньше 9 символов', { exact: true })).toBeVisible();
    await page.getByLabel(/^Новый пароль/).fill('abcdefghi'); // 9 without a digit and a capital
    await expect(page.getByText(/Пароль: не меньше 9 символов/)).toBeVisible();
    await page.getByLabel(/^Новый пароль/).fill('Abcdefgh1');
    await page.getByLabel(/^Повторите пароль/).fill('Abcdefgh2');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  });

  test('should check the name, the age and the consents of step 1', async ({ page, checkA11y }) => {
    await withRegToken(page, 'demo-regtoken-fresh');
    await page.goto('/reg-step-1');
    await page.getByLabel(/^ФИО/).fill('Ян'); // 2: below 3
    await typeMasked(page, /^Дата рождения/, birthDigits(18, 1)); // 18 tomorrow
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page.getByText('Не меньше 3 символов')).toBeVisible();
    await expect(page.getByText('Вам должно быть 18 лет')).toBeVisible();
    await expect(page.getByText('Нужно ваше согласие')).toHaveCount(2);
    await checkA11y();
    await page.getByLabel(/^ФИО/).fill('Ivan Petrov');
    await expect(page.getByText('Только русские буквы')).toBeVisible();
    const date = page.getByLabel(/^Дата рождения/).and(page.locator('input'));
    await date.fill('');
    await typeMasked(page, /^Дата рождения/, birthDigits(18));
    await expect(page.getByText('Вам должно быть 18 лет')).toHaveCount(0);
  });
});
