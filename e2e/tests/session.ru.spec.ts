import { test, expect } from '../fixtures.ts';
import { customerAOnProfile, customerBSeesOnlyB, heldSaveOfAStaysWithA, openSection, t } from './session.helpers.ts';

// In Russian on a 375 px phone: customer A's session ends, customer B logs in on the same tab
// (no reload) and sees only B. The roads here: a refresh that fails, and a plain logout.

// two logins typed key by key on a machine shared with other suites
test.setTimeout(120_000);

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('given customer A looking at their profile on a phone', () => {
  test('should show customer B only B after A’s session could not be refreshed', async ({ page, sandbox }) => {
    await customerAOnProfile(page, 'ru');
    // 100 days on: A's token is past the 90 days in which refresh-token renews it
    await sandbox.advanceDays(100);
    await openSection(page, 'ru', 'documents');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(t('ru').sessionEnded)).toBeVisible();
    await customerBSeesOnlyB(page, 'ru');
  });

  test('should show customer B only B after A logged out', async ({ page }) => {
    await customerAOnProfile(page, 'ru');
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Выйти' }).click();
    await page
      .getByRole('dialog', { name: /Выйти из.кабинета/ })
      .getByRole('button', { name: 'Выйти' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await customerBSeesOnlyB(page, 'ru');
  });
});

test.describe('given customer A whose profile save is still out when B logs in on the same tab', () => {
  test("should keep A's late 401 away from B: no replay with B's token, no refresh, B's session intact (issue 25, item 5)", async ({
    page,
  }) => {
    await heldSaveOfAStaysWithA(page, 'ru');
  });
});
