import { test, expect } from '../fixtures.ts';
import { customerAOnProfile, customerBSeesOnlyB, heldSaveOfAStaysWithA, openSection, t } from './session.helpers.ts';

// In English at 1280 px: customer A's session ends, customer B logs in on the same tab (no
// reload) and sees only B. The roads here: a logout in another tab, and a refresh that fails.

// two logins typed key by key on a machine shared with other suites
test.setTimeout(120_000);

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('given customer A looking at their profile on a wide screen', () => {
  test('should show customer B only B after A logged out in another tab', async ({ page, context }) => {
    await customerAOnProfile(page, 'en');
    const other = await context.newPage();
    await other.goto('/orders');
    await other.bringToFront();
    await other.getByRole('button', { name: 'Account' }).click();
    await other.getByRole('dialog', { name: 'Log out of the cabinet?' }).getByRole('button', { name: 'Log out' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
    await page.bringToFront();
    await expect(page).toHaveURL(/\/auth$/);
    await customerBSeesOnlyB(page, 'en');
  });

  test('should show customer B only B after A’s session could not be refreshed', async ({ page, sandbox }) => {
    await customerAOnProfile(page, 'en');
    // 100 days on: A's token is past the 90 days in which refresh-token renews it
    await sandbox.advanceDays(100);
    await openSection(page, 'en', 'documents');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(t('en').sessionEnded)).toBeVisible();
    await customerBSeesOnlyB(page, 'en');
  });
});

test.describe('given customer A whose profile save is still out when B logs in on the same tab', () => {
  test("should keep A's late 401 away from B: no replay with B's token, no refresh, B's session intact (issue 25, item 5)", async ({
    page,
  }) => {
    await heldSaveOfAStaysWithA(page, 'en');
  });
});
