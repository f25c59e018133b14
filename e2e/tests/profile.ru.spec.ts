import { test, expect, loginAs } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { demo, failCalls, retype, ruDate } from './profile.helpers.ts';

// Profile of an individual, in Russian on a phone (375 px): the personal form and the passport requisites at their
// boundaries, phones and e-mails added and removed, a failed save that keeps the input.

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  await loginAs(page, demo.individual.phone, demo.individual.password);
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const personal = (page: Page) => page.getByRole('form', { name: 'Личные данные' });
const requisites = (page: Page) => page.getByRole('form', { name: 'Реквизиты' });

test.describe('given an individual on the profile', () => {
  test('should edit and save the personal data at every boundary', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Мои данные' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(/^ФИО/)).not.toHaveValue('');
    await expect(page.getByText('Не меньше 5 символов')).toHaveCount(0);
    await checkA11y();

    // full name: 4 letters refused, 101 refused, 100 saved
    await retype(page, /^ФИО/, 'Иван');
    await expect(page.getByText('Не меньше 5 символов')).toBeVisible();
    await retype(page, /^ФИО/, 'Я'.repeat(101));
    await expect(page.getByText('Не больше 100 символов')).toBeVisible();
    await retype(page, /^ФИО/, 'Ivanov');
    await expect(page.getByText('Только русские буквы')).toBeVisible();
    await checkA11y();
    await personal(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Данные сохранены', { exact: true })).toHaveCount(0);

    // birth date: 18 years from tomorrow refused, 18 years today accepted
    await retype(page, /^ФИО/, 'Я'.repeat(100));
    await retype(page, /^Дата рождения/, ruDate(-18, 1));
    await expect(page.getByText('Вам должно быть 18 лет')).toBeVisible();
    await retype(page, /^Дата рождения/, ruDate(-18));
    await expect(page.getByText('Вам должно быть 18 лет')).toHaveCount(0);
    await personal(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Данные сохранены', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(/^ФИО/)).toHaveValue('Я'.repeat(100));
    await expect(page.getByLabel(/^Дата рождения/)).toHaveValue(ruDate(-18));

    // the lower boundary: 5 letters
    await retype(page, /^ФИО/, 'Ивано');
    await personal(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Данные сохранены', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^ФИО/)).toHaveValue('Ивано');
  });

  test('should add and remove a phone and an e-mail', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByLabel(/^Телефон 1/)).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    const seeded = await page.getByLabel(/^Телефон 1/).inputValue();
    const seededEmail = await page.getByLabel(/^E-mail 1/).inputValue();
    await page.getByRole('button', { name: 'Добавить телефон' }).click();
    await page.getByLabel(/^Телефон 2/).pressSequentially('91612');
    await page.getByRole('button', { name: 'Добавить e-mail' }).click();
    await page.getByLabel(/^E-mail 2/).fill('second@');
    await personal(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Введите номер в формате +7 (000) 000-00-00')).toBeVisible();
    await expect(page.getByText('Неверный формат e-mail')).toBeVisible();
    await checkA11y();
    await page.getByLabel(/^Телефон 2/).pressSequentially('34567');
    await page.getByLabel(/^E-mail 2/).fill('second@example.com');
    await personal(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Данные сохранены', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(/^Телефон 2/)).toHaveValue('+7 (916) 123-45-67');
    await expect(page.getByLabel(/^E-mail 2/)).toHaveValue('second@example.com');

    await page.getByRole('button', { name: 'Удалить телефон 1' }).click();
    await page.getByRole('button', { name: 'Удалить e-mail 2' }).click();
    await personal(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Данные сохранены', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Телефон 1/)).toHaveValue('+7 (916) 123-45-67');
    await expect(page.getByLabel(/^Телефон 2/)).toHaveCount(0);
    await expect(page.getByLabel(/^Телефон 1/)).not.toHaveValue(seeded);
    await expect(page.getByLabel(/^E-mail 1/)).toHaveValue(seededEmail);
    await expect(page.getByLabel(/^E-mail 2/)).toHaveCount(0);
  });

  test('should save the passport requisites at their boundaries', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByLabel(/^Серия и номер/)).not.toHaveValue('');
    await page.getByRole('radio', { name: 'Паспорт РФ' }).click();
    await expect(page.getByRole('radio', { name: 'Паспорт РФ' })).toBeChecked();

    await retype(page, /^Серия и номер/, '450112345');
    await retype(page, /^Код подразделения/, '77000');
    await retype(page, /^Дата выдачи/, ruDate(0, 1));
    await retype(page, /^Кем выдан/, 'О');
    await retype(page, /^Адрес регистрации/, 'Мо');
    await requisites(page).getByRole('button', { name: 'Сохранить реквизиты' }).click();
    await expect(page.getByText('Серия и номер — не меньше 10 цифр')).toBeVisible();
    await expect(page.getByText('Код подразделения в формате 000-000')).toBeVisible();
    await expect(page.getByText('Дата не может быть позже сегодняшней')).toBeVisible();
    await expect(page.getByText('Не меньше 2 символов')).toBeVisible();
    await expect(page.getByText('Не меньше 3 символов')).toBeVisible();
    await checkA11y();

    await retype(page, /^Серия и номер/, '4501123456');
    await retype(page, /^Код подразделения/, '770001');
    await retype(page, /^Дата выдачи/, ruDate());
    await retype(page, /^Кем выдан/, 'ОВД р.н. Тверской,Москва');
    await expect(page.getByLabel(/^Кем выдан/)).toHaveValue('ОВД р н  Тверской Москва');
    await retype(page, /^Адрес регистрации/, 'Мск');
    await retype(page, /^Фактический адрес/, 'Москва, ул. Тверская, д. 7');
    await requisites(page).getByRole('button', { name: 'Сохранить реквизиты' }).click();
    await expect(page.getByText('Данные сохранены', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(/^Серия и номер/)).toHaveValue('45 01 123456');
    await expect(page.getByLabel(/^Код подразделения/)).toHaveValue('770-001');
    await expect(page.getByLabel(/^Дата выдачи/)).toHaveValue(ruDate());
    await expect(page.getByLabel(/^Кем выдан/)).toHaveValue('ОВД р н Тверской Москва');
    await expect(page.getByLabel(/^Адрес регистрации/)).toHaveValue('Мск');
  });

  test('should keep the typed data when the save fails, and save it on the next try', async ({ page }) => {
    await page.goto('/');
    const undo = await failCalls(page, 'PUT', '/api/v1/client/personal');
    await retype(page, /^ФИО/, 'Петров Пётр Петрович');
    await personal(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Не удалось сохранить данные', { exact: true })).toBeVisible();
    await expect(personal(page).getByText('Данные не сохранены')).toBeVisible();
    await expect(page.getByLabel(/^ФИО/)).toHaveValue('Петров Пётр Петрович');
    await undo();
    await personal(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Данные сохранены', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^ФИО/)).toHaveValue('Петров Пётр Петрович');
  });

  test('should show the main phone and the password change on the login tab', async ({ page, sandbox, checkA11y }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Вход' }).click();
    await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    const code = await sandbox.smsCode(demo.individual.phone);
    await page.getByLabel(/^Код из СМС/).pressSequentially(code);
    await page.getByRole('button', { name: 'Подтвердить код' }).click();
    await page.getByLabel(/^Новый пароль/).fill('NewDemo12345');
    await page.getByLabel(/^Повторите пароль/).fill('NewDemo12345');
    await checkA11y();
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароль изменён')).toBeVisible();
  });
});
