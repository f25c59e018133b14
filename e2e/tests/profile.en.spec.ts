import { test, expect, loginAs } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { demo, failCalls, retype } from './profile.helpers.ts';

// Profile of an organisation, in English at 1280 px: the organisation form and the bank requisites at their
// boundaries (control digits, every digit kept), phones and e-mails added and removed, a failed save that keeps
// the input.

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  await loginAs(page, demo.legal.phone, demo.legal.password);
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const organisation = (page: Page) => page.getByRole('form', { name: 'Organisation' });
const requisites = (page: Page) => page.getByRole('form', { name: 'Requisites' });

test.describe('given an organisation on the profile', () => {
  test('should edit and save the organisation data at every boundary', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByLabel(/^Company name/)).not.toHaveValue('');
    await expect(page.getByLabel(/^Full name/)).toHaveCount(0);
    await checkA11y();

    await retype(page, /^Company name/, 'ООО ');
    await retype(page, /^Job title\*?$/, 'Глав');
    await retype(page, /^Job title in the genitive/, 'Глав');
    await retype(page, /^Acting on the basis of/, 'Уста');
    await retype(page, /^Employee full name/, 'П'.repeat(101));
    await organisation(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At least 5 characters')).toHaveCount(4);
    await expect(page.getByText('At most 100 characters')).toBeVisible();
    await checkA11y();

    await retype(page, /^Company name/, 'ООО Р');
    await retype(page, /^Job title\*?$/, 'Главб');
    await retype(page, /^Job title in the genitive/, 'Главб');
    await retype(page, /^Acting on the basis of/, 'Устав');
    await retype(page, /^Employee full name/, 'П'.repeat(100));
    await organisation(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your data is saved', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(/^Company name/)).toHaveValue('ООО Р');
    await expect(page.getByLabel(/^Employee full name/)).toHaveValue('П'.repeat(100));
    await expect(page.getByLabel(/^Acting on the basis of/)).toHaveValue('Устав');
  });

  test('should add and remove a phone and an e-mail', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel(/^Company name/)).toBeVisible();
    const phones = await page.getByLabel(/^Phone \d+/).count();
    const emails = await page.getByLabel(/^E-mail \d+/).count();
    const newPhone = new RegExp(`^Phone ${phones + 1}`);
    const newEmail = new RegExp(`^E-mail ${emails + 1}`);
    await page.getByRole('button', { name: 'Add a phone' }).click();
    await page.getByLabel(newPhone).pressSequentially('4951234567');
    await page.getByRole('button', { name: 'Add an e-mail' }).click();
    await page.getByLabel(newEmail).fill('buh@romashka.example');
    await organisation(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your data is saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(newPhone)).toHaveValue('+7 (495) 123-45-67');
    await expect(page.getByLabel(newEmail)).toHaveValue('buh@romashka.example');

    await page.getByRole('button', { name: `Remove phone ${phones + 1}` }).click();
    await page.getByRole('button', { name: `Remove e-mail ${emails + 1}` }).click();
    await organisation(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your data is saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Company name/)).toBeVisible();
    await expect(page.getByLabel(/^Phone \d+/)).toHaveCount(phones);
    await expect(page.getByLabel(/^E-mail \d+/)).toHaveCount(emails);
  });

  test('should check the bank requisites and keep every digit', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByLabel(/^BIK/)).toHaveValue('044525225');

    await retype(page, /^INN/, '7707083894');
    await retype(page, /^OGRN/, '102770013219');
    await retype(page, /^KPP/, '77360100');
    await retype(page, /^BIK/, '04452522');
    await retype(page, /^Current account/, '4070281093800000000');
    await retype(page, /^Bank/, 'ПА');
    await requisites(page).getByRole('button', { name: 'Save requisites' }).click();
    await expect(page.getByText(/^Invalid INN/)).toBeVisible();
    await expect(page.getByText(/^Invalid OGRN/)).toBeVisible();
    await expect(page.getByText('KPP is 9 digits')).toBeVisible();
    await expect(page.getByText('BIK is 9 digits')).toBeVisible();
    await expect(page.getByText(/^Current account: 20 digits/)).toBeVisible();
    await expect(page.getByText('At least 3 characters')).toBeVisible();
    await checkA11y();

    // a sole trader: 12-digit INN and 15-digit OGRNIP; BIK with a leading zero; 20-digit accounts; bank of 200
    await retype(page, /^INN/, '500100732259');
    await retype(page, /^OGRN/, '304500116000157');
    await retype(page, /^KPP/, '773601001');
    await retype(page, /^BIK/, '044525225');
    await retype(page, /^Current account/, '40702810938000000001');
    await retype(page, /^Correspondent account/, '30101810400000000225');
    await retype(page, /^Bank/, 'Б'.repeat(200));
    await requisites(page).getByRole('button', { name: 'Save requisites' }).click();
    await expect(page.getByText('Your data is saved', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(/^INN/)).toHaveValue('500100732259');
    await expect(page.getByLabel(/^OGRN/)).toHaveValue('304500116000157');
    await expect(page.getByLabel(/^BIK/)).toHaveValue('044525225');
    await expect(page.getByLabel(/^Current account/)).toHaveValue('40702810938000000001');
    await expect(page.getByLabel(/^Correspondent account/)).toHaveValue('30101810400000000225');
    await expect(page.getByLabel(/^Bank/)).toHaveValue('Б'.repeat(200));
  });

  test('should keep the typed requisites when the save fails', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel(/^BIK/)).toHaveValue('044525225');
    const undo = await failCalls(page, 'PUT', '/api/v1/client/requisites/legal');
    await retype(page, /^Bank/, 'АО Альфа-Банк');
    await requisites(page).getByRole('button', { name: 'Save requisites' }).click();
    await expect(page.getByText('Could not save your data', { exact: true })).toBeVisible();
    await expect(requisites(page).getByText('Not saved')).toBeVisible();
    await expect(page.getByLabel(/^Bank/)).toHaveValue('АО Альфа-Банк');
    await undo();
    await requisites(page).getByRole('button', { name: 'Save requisites' }).click();
    await expect(page.getByText('Your data is saved', { exact: true })).toBeVisible();
  });

  test('should show the main phone on the sign-in tab', async ({ page, checkA11y }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Sign-in' }).click();
    await expect(page.getByText('+7 (999) 000-00-02')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await checkA11y();
  });
});
