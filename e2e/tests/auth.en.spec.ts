import { test, expect } from '../fixtures.ts';
import { expectInCabinet, typeMasked, typePhone, withRegToken } from './auth.helpers.ts';

// Ways in, in English at 1280 px (the Russian half is auth.ru.spec.ts).

const DEMO = '79990000001';

test.describe('given a customer logging in with a password', () => {
  test('should go from the phone to the password and into the cabinet', async ({ page, checkA11y }) => {
    await page.goto('/auth');
    await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
    await checkA11y();
    await typePhone(page, /Phone/, DEMO);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
    await checkA11y();
    await page.getByLabel(/^Password/).fill('Wrong12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveValue('Wrong12345');
    await page.getByLabel(/^Password/).fill('Demo12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectInCabinet(page);
    await expect(page.getByRole('navigation', { name: 'Cabinet sections' })).toBeVisible();
    await checkA11y();
  });

  test('should confirm a password login that needs an SMS with the code (step 3)', async ({ page, sandbox }) => {
    const phone = '79990000004';
    await page.goto('/login');
    await typePhone(page, /Phone/, phone);
    await page.getByLabel(/^Password/).fill('Demo12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login-with-phone\?confirm=1$/);
    await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
    await typeMasked(page, /Code from the SMS/, await sandbox.smsCode(phone));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectInCabinet(page);
  });
});

test.describe('given a customer logging in with a PIN', () => {
  test('should log in with the PIN and refuse a short one', async ({ page, checkA11y }) => {
    await page.goto('/login-with-phone');
    await page.getByRole('tab', { name: 'PIN code' }).click();
    await typePhone(page, /Phone/, DEMO);
    await typeMasked(page, /^PIN code/, '12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Enter 6 digits')).toBeVisible();
    await checkA11y();
    await typeMasked(page, /^PIN code/, '6');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectInCabinet(page);
  });
});

test.describe('given a new legal entity', () => {
  test('should register a company and reach /orders', async ({ page, sandbox, checkA11y }) => {
    await sandbox.reset();
    const phone = '79990000096';
    await page.goto('/register');
    await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
    await typePhone(page, /Phone/, phone);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await typeMasked(page, /Code from the SMS/, await sandbox.smsCode(phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/reg-password$/);
    await page.getByLabel(/^New password/).fill('Company123');
    await page.getByLabel(/^Repeat the password/).fill('Company123');
    await page.getByRole('button', { name: 'Save the password' }).click();

    await expect(page).toHaveURL(/\/reg-step-1$/);
    await page.getByRole('tab', { name: 'Company' }).click();
    await checkA11y();
    await page.getByLabel(/^INN/).fill('123');
    await page.getByRole('button', { name: 'Register the company' }).click();
    await expect(page.getByText('Incorrect INN')).toBeVisible();
    await page.getByLabel(/^Company short name/).fill('Ромашка');
    await page.getByLabel(/^Official company name/).fill('ООО «Ромашка»');
    await page.getByLabel(/^Employee full name/).fill('Петров Пётр Петрович');
    await page.getByLabel(/^Job position/).fill('Директор');
    await page.getByLabel(/^INN/).fill('7707083893');
    await page.getByLabel(/^OGRN/).fill('1027700132195');
    await page.getByRole('checkbox', { name: /privacy policy/ }).click();
    await page.getByRole('checkbox', { name: /electronic signature/ }).click();
    await page.getByRole('button', { name: 'Register the company' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expectInCabinet(page);
  });
});

test.describe('given a customer without a password yet', () => {
  test('should set a first password with an SMS code and log in', async ({ page, sandbox, checkA11y }) => {
    const phone = '79990000002';
    await page.goto('/login');
    await page.getByRole('link', { name: 'First time here or no password?' }).click();
    await expect(page).toHaveURL(/\/pass-unknown$/);
    await checkA11y();
    await typePhone(page, /^Phone/, phone);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await typeMasked(page, /Code from the SMS/, await sandbox.smsCode(phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/set-password$/);
    await expect(page.getByText('Step 2 of 2', { exact: true })).toBeVisible();
    await checkA11y();
    await page.getByLabel(/^New password/).fill('Firstpass123');
    await page.getByLabel(/^Repeat the password/).fill('Firstpass123');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expectInCabinet(page);
    await sandbox.reset();
  });

  test('should send a password for the agreement number', async ({ page }) => {
    await page.goto('/pass-unknown');
    const section = page.locator('#by-agreement');
    await section.getByRole('button', { name: 'Get a password' }).click();
    await expect(section.getByText('Please fill in this field')).toHaveCount(2);
    await section.getByLabel(/^Agreement number/).fill('000-wrong');
    await section.getByLabel(/^Phone/).click();
    await section.getByLabel(/^Phone/).pressSequentially('9990000001');
    await section.getByRole('button', { name: 'Get a password' }).click();
    await expect(section.getByRole('alert')).toBeVisible();
  });
});

test.describe('given an expired registration token', () => {
  test('should send the customer back to /register with a message', async ({ page, checkA11y }) => {
    await withRegToken(page, 'demo-regtoken-expired');
    await page.goto('/reg-password');
    await checkA11y();
    await page.getByLabel(/^New password/).fill('Expired123');
    await page.getByLabel(/^Repeat the password/).fill('Expired123');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText('The registration time has run out. Please start again')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('regToken'))).toBe('null');
  });
});

test.describe('given the validation boundaries in English', () => {
  test('should check the legacy login format and the login phone', async ({ page }) => {
    await page.goto('/login-pass');
    await typeMasked(page, /^Login/, '7701DEM0000'); // one digit short of XXXX-XXX-XXXXX
    await page.getByLabel(/^Password/).fill('x');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login in the format XXXX-XXX-XXXXX or XXXX-XXX-XXXXXXXX')).toBeVisible();
    await typeMasked(page, /^Login/, '1');
    await expect(page.getByText('Login in the format XXXX-XXX-XXXXX or XXXX-XXX-XXXXXXXX')).toHaveCount(0);

    await page.goto('/login');
    await page.evaluate(() => localStorage.removeItem('userPhone'));
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please fill in this field')).toHaveCount(2);
  });
});
