import { test, expect } from '../fixtures.ts';
import { lang } from '../i18n.ts';
import { customerAOnProfile, customerBSeesOnlyB, heldSaveOfAStaysWithA, logOutHere, openSection, t } from './session.helpers.ts';

// Customer A's session ends, customer B logs in on the same tab (no reload) and sees only B. The roads: a refresh
// that fails, a logout on this tab, a logout in another tab, and A's late 401 arriving after B logged in.

// two logins typed key by key on a machine shared with other suites
test.setTimeout(120_000);

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});
// the clock moved 100 days: the next file starts from a fresh sandbox
test.afterEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('given customer A looking at their profile', () => {
  test('should show customer B only B after A’s session could not be refreshed', async ({ page, sandbox }) => {
    await customerAOnProfile(page, lang());
    // 100 days on: A's token is past the 90 days in which refresh-token renews it
    await sandbox.advanceDays(100);
    await openSection(page, lang(), 'documents');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(t(lang()).sessionEnded)).toBeVisible();
    await customerBSeesOnlyB(page, lang());
  });

  // the logout sits in the menu on a phone, behind the account button on a desktop (logOutHere takes either)
  test('should show customer B only B after A logged out', async ({ page }) => {
    await customerAOnProfile(page, lang());
    await logOutHere(page, lang());
    await customerBSeesOnlyB(page, lang());
  });

  test('should show customer B only B after A logged out in another tab', async ({ page, context }) => {
    await customerAOnProfile(page, lang());
    const other = await context.newPage();
    await other.goto('/orders');
    await other.bringToFront();
    await logOutHere(other, lang());
    await other.close();
    await page.bringToFront();
    await expect(page).toHaveURL(/\/auth$/);
    await customerBSeesOnlyB(page, lang());
  });
});

test.describe('given customer A whose profile save is still out when B logs in on the same tab', () => {
  test("should keep A's late 401 away from B: no replay with B's token, no refresh, B's session intact", async ({ page }) => {
    await heldSaveOfAStaysWithA(page, lang());
  });
});
