import type { Page, Route } from '@playwright/test';
import { isPhone, t } from '../i18n.ts';

const expired = (route: Route) => route.fulfill({ status: 401, json: { success: false, message: 'token is expired', code: 401 } });

/**
 * The session ends by a failed refresh: from now on every call of the cabinet meets an expired token and the
 * refresh fails too. The customer comes back to the tab and reloads it: its first call ends the session (a reload
 * rather than a move inside the app, whose data may still be cached and ask nothing). A background refetch may end
 * it just before the reload: either way the tab lands on /auth, with the session-end message only in the first case.
 */
export async function comeBackAfterTheSessionExpired(page: Page): Promise<void> {
  await page.route('**/api/**', expired);
  await page.reload();
}

/** Opens a cabinet section: through the menu under 770 px, through the section tabs (support: the header's link) above. */
export async function openSection(page: Page, section: 'documents' | 'orders' | 'profile' | 'support'): Promise<void> {
  const name = t(`app.nav.${section}`);
  if (isPhone()) {
    await page.getByRole('button', { name: t('app.nav.menu') }).click();
    await page
      .getByRole('dialog', { name: t('app.nav.menu') })
      .getByRole('link', { name })
      .click();
  } else if (section === 'support') {
    // above 770 px support is a link of the header, not a section tab
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: t('app.nav.label') })
      .getByRole('link', { name })
      .click();
  }
}
