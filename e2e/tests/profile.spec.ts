import { test, expect, loginAs } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { escapeRe, starts, t, tRe } from '../i18n.ts';
import { demo, failCalls, retype, ruDate } from './profile.helpers.ts';

// Profile: an individual's personal form and passport requisites at their boundaries, an organisation's form and
// bank requisites at theirs (control digits, every digit kept); phones and e-mails added and removed, a failed save
// that keeps the input, the main phone on the sign-in tab. Each test starts and ends on freshly seeded data.

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const personal = (page: Page) => page.getByRole('form', { name: t('profile.personal.title') });
const organisation = (page: Page) => page.getByRole('form', { name: t('profile.legal.title') });
const requisites = (page: Page) => page.getByRole('form', { name: t('profile.requisites.title') });

/** The job title's label, with or without its required mark. */
const jobTitle = () => new RegExp(`^${escapeRe(t('profile.legal.position'))}\\*?$`);
const contact = (kind: 'phone' | 'email', n?: number) =>
  n === undefined ? starts(tRe(`profile.contacts.${kind}`, { n: /\d+/ })) : starts(tRe(`profile.contacts.${kind}`, { n }));

test.describe('given an individual on the profile', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, demo.individual.phone, demo.individual.password);
  });

  test('should edit and save the personal data at every boundary', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: t('profile.title') })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('profile.tabs.myData') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(starts(tRe('profile.personal.fio')))).not.toHaveValue('');
    await expect(page.getByText(t('symbolsMin', { min: 5 }))).toHaveCount(0);
    await checkA11y();

    // full name: 4 letters refused, 101 refused, 100 saved
    await retype(page, starts(tRe('profile.personal.fio')), 'Иван');
    await expect(page.getByText(t('symbolsMin', { min: 5 }))).toBeVisible();
    await retype(page, starts(tRe('profile.personal.fio')), 'Я'.repeat(101));
    await expect(page.getByText(t('symbolsMax', { max: 100 }))).toBeVisible();
    await retype(page, starts(tRe('profile.personal.fio')), 'Ivanov');
    await expect(page.getByText(t('profile.rule.onlyRussianLetters'))).toBeVisible();
    await checkA11y();
    await personal(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toHaveCount(0);

    // birth date: 18 years from tomorrow refused, 18 years today accepted
    await retype(page, starts(tRe('profile.personal.fio')), 'Я'.repeat(100));
    await retype(page, starts(tRe('profile.personal.birthday')), ruDate(-18, 1));
    await expect(page.getByText(t('profile.rule.olderThan18'))).toBeVisible();
    await retype(page, starts(tRe('profile.personal.birthday')), ruDate(-18));
    await expect(page.getByText(t('profile.rule.olderThan18'))).toHaveCount(0);
    await personal(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(starts(tRe('profile.personal.fio')))).toHaveValue('Я'.repeat(100));
    await expect(page.getByLabel(starts(tRe('profile.personal.birthday')))).toHaveValue(ruDate(-18));

    // the lower boundary: 5 letters
    await retype(page, starts(tRe('profile.personal.fio')), 'Ивано');
    await personal(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(starts(tRe('profile.personal.fio')))).toHaveValue('Ивано');
  });

  test('should add and remove a phone and an e-mail of an individual', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByLabel(starts(tRe('profile.contacts.phone', { n: 1 })))).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    const seeded = await page.getByLabel(starts(tRe('profile.contacts.phone', { n: 1 }))).inputValue();
    const seededEmail = await page.getByLabel(starts(tRe('profile.contacts.email', { n: 1 }))).inputValue();
    await page.getByRole('button', { name: t('profile.contacts.addPhone') }).click();
    await page.getByLabel(starts(tRe('profile.contacts.phone', { n: 2 }))).pressSequentially('91612');
    await page.getByRole('button', { name: t('profile.contacts.addEmail') }).click();
    await page.getByLabel(starts(tRe('profile.contacts.email', { n: 2 }))).fill('second@');
    await personal(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.rule.phoneIncorrect'))).toBeVisible();
    await expect(page.getByText(t('profile.rule.emailIncorrect'))).toBeVisible();
    await checkA11y();
    await page.getByLabel(starts(tRe('profile.contacts.phone', { n: 2 }))).pressSequentially('34567');
    await page.getByLabel(starts(tRe('profile.contacts.email', { n: 2 }))).fill('second@example.com');
    await personal(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(starts(tRe('profile.contacts.phone', { n: 2 })))).toHaveValue('+7 (916) 123-45-67');
    await expect(page.getByLabel(starts(tRe('profile.contacts.email', { n: 2 })))).toHaveValue('second@example.com');

    await page.getByRole('button', { name: t('profile.contacts.removePhone', { n: 1 }) }).click();
    await page.getByRole('button', { name: t('profile.contacts.removeEmail', { n: 2 }) }).click();
    await personal(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(starts(tRe('profile.contacts.phone', { n: 1 })))).toHaveValue('+7 (916) 123-45-67');
    await expect(page.getByLabel(starts(tRe('profile.contacts.phone', { n: 2 })))).toHaveCount(0);
    await expect(page.getByLabel(starts(tRe('profile.contacts.phone', { n: 1 })))).not.toHaveValue(seeded);
    await expect(page.getByLabel(starts(tRe('profile.contacts.email', { n: 1 })))).toHaveValue(seededEmail);
    await expect(page.getByLabel(starts(tRe('profile.contacts.email', { n: 2 })))).toHaveCount(0);
  });

  test('should save the passport requisites at their boundaries', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByLabel(starts(tRe('requisites.number.passport')))).not.toHaveValue('');
    await page.getByRole('radio', { name: t('requisites.documentType.passportRf') }).click();
    await expect(page.getByRole('radio', { name: t('requisites.documentType.passportRf') })).toBeChecked();

    await retype(page, starts(tRe('requisites.number.passport')), '450112345');
    await retype(page, starts(tRe('auth.field.divisionCode')), '77000');
    await retype(page, starts(tRe('auth.field.issued')), ruDate(0, 1));
    await retype(page, starts(tRe('auth.field.issuer')), 'О');
    await retype(page, starts(tRe('requisites.address')), 'Мо');
    await requisites(page)
      .getByRole('button', { name: t('profile.requisites.save') })
      .click();
    await expect(page.getByText(t('profile.rule.passportNumber'))).toBeVisible();
    await expect(page.getByText(t('divisionCode'))).toBeVisible();
    await expect(page.getByText(t('profile.rule.dateInFuture'))).toBeVisible();
    await expect(page.getByText(t('symbolsMin', { min: 2 }))).toBeVisible();
    await expect(page.getByText(t('symbolsMin', { min: 3 }))).toBeVisible();
    await checkA11y();

    await retype(page, starts(tRe('requisites.number.passport')), '4501123456');
    await retype(page, starts(tRe('auth.field.divisionCode')), '770001');
    await retype(page, starts(tRe('auth.field.issued')), ruDate());
    await retype(page, starts(tRe('auth.field.issuer')), 'ОВД р.н. Тверской,Москва');
    await expect(page.getByLabel(starts(tRe('auth.field.issuer')))).toHaveValue('ОВД р н  Тверской Москва');
    await retype(page, starts(tRe('requisites.address')), 'Мск');
    await retype(page, starts(tRe('requisites.factAddress')), 'Москва, ул. Тверская, д. 7');
    await requisites(page)
      .getByRole('button', { name: t('profile.requisites.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(starts(tRe('requisites.number.passport')))).toHaveValue('45 01 123456');
    await expect(page.getByLabel(starts(tRe('auth.field.divisionCode')))).toHaveValue('770-001');
    await expect(page.getByLabel(starts(tRe('auth.field.issued')))).toHaveValue(ruDate());
    await expect(page.getByLabel(starts(tRe('auth.field.issuer')))).toHaveValue('ОВД р н Тверской Москва');
    await expect(page.getByLabel(starts(tRe('requisites.address')))).toHaveValue('Мск');
  });

  test('should keep the typed data when the save fails, and save it on the next try', async ({ page }) => {
    await page.goto('/');
    const undo = await failCalls(page, 'PUT', '/api/v1/client/personal');
    await retype(page, starts(tRe('profile.personal.fio')), 'Петров Пётр Петрович');
    await personal(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveFailure'), { exact: true })).toBeVisible();
    await expect(personal(page).getByText(t('profile.save.failedTitle'))).toBeVisible();
    await expect(page.getByLabel(starts(tRe('profile.personal.fio')))).toHaveValue('Петров Пётр Петрович');
    await undo();
    await personal(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(starts(tRe('profile.personal.fio')))).toHaveValue('Петров Пётр Петрович');
  });

  test('should show the main phone and the password change on the login tab', async ({ page, sandbox, checkA11y }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: t('profile.tabs.login') }).click();
    await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: t('profile.password.start') }).click();
    const code = await sandbox.smsCode(demo.individual.phone);
    await page.getByLabel(starts(tRe('profile.password.code'))).pressSequentially(code);
    await page.getByRole('button', { name: t('profile.password.confirmCode') }).click();
    await page.getByLabel(starts(tRe('profile.password.new'))).fill('NewDemo12345');
    await page.getByLabel(starts(tRe('profile.password.repeat'))).fill('NewDemo12345');
    await checkA11y();
    await page.getByRole('button', { name: t('profile.password.save') }).click();
    await expect(page.getByText(t('profile.password.done'))).toBeVisible();
  });
});

test.describe('given an organisation on the profile', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, demo.legal.phone, demo.legal.password);
  });

  test('should edit and save the organisation data at every boundary', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: t('profile.title') })).toBeVisible();
    await expect(page.getByLabel(starts(tRe('profile.legal.name')))).not.toHaveValue('');
    // the full name of an individual, not the organisation's person (whose label starts with it in Russian)
    await expect(page.getByLabel(new RegExp(`^${escapeRe(t('profile.personal.fio'))}\\*?$`))).toHaveCount(0);
    await checkA11y();

    await retype(page, starts(tRe('profile.legal.name')), 'ООО ');
    await retype(page, jobTitle(), 'Глав');
    await retype(page, starts(tRe('profile.legal.positionGenitive')), 'Глав');
    await retype(page, starts(tRe('profile.legal.basis')), 'Уста');
    await retype(page, starts(tRe('profile.legal.personName')), 'П'.repeat(101));
    await organisation(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('symbolsMin', { min: 5 }))).toHaveCount(4);
    await expect(page.getByText(t('symbolsMax', { max: 100 }))).toBeVisible();
    await checkA11y();

    await retype(page, starts(tRe('profile.legal.name')), 'ООО Р');
    await retype(page, jobTitle(), 'Главб');
    await retype(page, starts(tRe('profile.legal.positionGenitive')), 'Главб');
    await retype(page, starts(tRe('profile.legal.basis')), 'Устав');
    await retype(page, starts(tRe('profile.legal.personName')), 'П'.repeat(100));
    await organisation(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(starts(tRe('profile.legal.name')))).toHaveValue('ООО Р');
    await expect(page.getByLabel(starts(tRe('profile.legal.personName')))).toHaveValue('П'.repeat(100));
    await expect(page.getByLabel(starts(tRe('profile.legal.basis')))).toHaveValue('Устав');
  });

  test('should add and remove a phone and an e-mail of an organisation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel(starts(tRe('profile.legal.name')))).toBeVisible();
    const phones = await page.getByLabel(contact('phone')).count();
    const emails = await page.getByLabel(contact('email')).count();
    const newPhone = contact('phone', phones + 1);
    const newEmail = contact('email', emails + 1);
    await page.getByRole('button', { name: t('profile.contacts.addPhone') }).click();
    await page.getByLabel(newPhone).pressSequentially('4951234567');
    await page.getByRole('button', { name: t('profile.contacts.addEmail') }).click();
    await page.getByLabel(newEmail).fill('buh@romashka.example');
    await organisation(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(newPhone)).toHaveValue('+7 (495) 123-45-67');
    await expect(page.getByLabel(newEmail)).toHaveValue('buh@romashka.example');

    await page.getByRole('button', { name: t('profile.contacts.removePhone', { n: phones + 1 }) }).click();
    await page.getByRole('button', { name: t('profile.contacts.removeEmail', { n: emails + 1 }) }).click();
    await organisation(page)
      .getByRole('button', { name: t('profile.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(starts(tRe('profile.legal.name')))).toBeVisible();
    await expect(page.getByLabel(contact('phone'))).toHaveCount(phones);
    await expect(page.getByLabel(contact('email'))).toHaveCount(emails);
  });

  test('should check the bank requisites and keep every digit', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByLabel(starts(tRe('requisites.bik')))).toHaveValue('044525225');

    await retype(page, starts(tRe('auth.field.inn')), '7707083894');
    await retype(page, starts(tRe('requisites.ogrn')), '102770013219');
    await retype(page, starts(tRe('requisites.kpp')), '77360100');
    await retype(page, starts(tRe('requisites.bik')), '04452522');
    await retype(page, starts(tRe('requisites.account')), '4070281093800000000');
    await retype(page, starts(tRe('requisites.bank')), 'ПА');
    await requisites(page)
      .getByRole('button', { name: t('profile.requisites.save') })
      .click();
    await expect(page.getByText(t('profile.rule.innIncorrect'))).toBeVisible();
    await expect(page.getByText(t('profile.rule.ogrnIncorrect'))).toBeVisible();
    await expect(page.getByText(t('profile.rule.kppIncorrect'))).toBeVisible();
    await expect(page.getByText(t('profile.rule.bikIncorrect'))).toBeVisible();
    await expect(page.getByText(t('profile.rule.accountIncorrect'))).toBeVisible();
    await expect(page.getByText(t('symbolsMin', { min: 3 }))).toBeVisible();
    await checkA11y();

    // a sole trader: 12-digit INN and 15-digit OGRNIP; BIK with a leading zero; 20-digit accounts; bank of 200
    await retype(page, starts(tRe('auth.field.inn')), '500100732259');
    await retype(page, starts(tRe('requisites.ogrn')), '304500116000157');
    await retype(page, starts(tRe('requisites.kpp')), '773601001');
    await retype(page, starts(tRe('requisites.bik')), '044525225');
    await retype(page, starts(tRe('requisites.account')), '40702810938000000001');
    await retype(page, starts(tRe('requisites.correspond')), '30101810400000000225');
    await retype(page, starts(tRe('requisites.bank')), 'Б'.repeat(200));
    await requisites(page)
      .getByRole('button', { name: t('profile.requisites.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(starts(tRe('auth.field.inn')))).toHaveValue('500100732259');
    await expect(page.getByLabel(starts(tRe('requisites.ogrn')))).toHaveValue('304500116000157');
    await expect(page.getByLabel(starts(tRe('requisites.bik')))).toHaveValue('044525225');
    await expect(page.getByLabel(starts(tRe('requisites.account')))).toHaveValue('40702810938000000001');
    await expect(page.getByLabel(starts(tRe('requisites.correspond')))).toHaveValue('30101810400000000225');
    await expect(page.getByLabel(starts(tRe('requisites.bank')))).toHaveValue('Б'.repeat(200));
  });

  test('should keep the typed requisites when the save fails', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel(starts(tRe('requisites.bik')))).toHaveValue('044525225');
    const undo = await failCalls(page, 'PUT', '/api/v1/client/requisites/legal');
    await retype(page, starts(tRe('requisites.bank')), 'АО Альфа-Банк');
    await requisites(page)
      .getByRole('button', { name: t('profile.requisites.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveFailure'), { exact: true })).toBeVisible();
    await expect(requisites(page).getByText(t('profile.save.failedTitle'))).toBeVisible();
    await expect(page.getByLabel(starts(tRe('requisites.bank')))).toHaveValue('АО Альфа-Банк');
    await undo();
    await requisites(page)
      .getByRole('button', { name: t('profile.requisites.save') })
      .click();
    await expect(page.getByText(t('profile.toast.saveSuccess'), { exact: true })).toBeVisible();
  });

  test('should show the main phone on the sign-in tab', async ({ page, checkA11y }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: t('profile.tabs.login') }).click();
    await expect(page.getByText('+7 (999) 000-00-02')).toBeVisible();
    await expect(page.getByRole('button', { name: t('profile.password.start') })).toBeVisible();
    await checkA11y();
  });
});
