import type { Locator, Page } from '@playwright/test';

/** Every route of the spec, with a path on the seeded demo data (contracts/sandbox/src/seed.ts, docs/sandbox.md). */
export const publicRoutes = [
  '/auth',
  '/login',
  '/login-pass',
  '/login-with-phone',
  '/register',
  '/restore',
  '/pass-unknown',
  '/support-public',
];

/** The demo individual: every order state (1001-1017), documents D-{order}, box 2001 = A-101 in MSK-01. */
export const DEMO_PHONE = '79990000001';

export const cabinetRoutes = [
  '/',
  '/orders',
  '/order-view/1001',
  '/order-view/1004',
  '/order-view/1013',
  '/order-view/1001/check-status',
  '/documents',
  '/documents/period',
  '/documents/statement?from=2026-01-01&to=2026-12-31',
  '/document-view/D-1003',
  '/document-view/D-1010',
  '/document-sign/D-1003',
  '/create-order',
  '/create-order/MSK-01/small/available',
  '/create-order/MSK-02/,/byRequest',
  '/order-created/1013',
  '/order-storage-boxes/wh_id/MSK-01/size/3',
  '/order-storage-view/MSK-01',
  '/order-box-view/MSK-01/2001',
  '/support',
  '/support-order-help',
];

/** A modal of the cabinet: where it lives, who sees it, and the control that opens it (names in ru|en). */
export interface ModalCase {
  name: string;
  path: string;
  phone?: string;
  /** The control that opens the dialog (focus returns to it on close); `before` clicks what reveals it first. */
  opener: (page: Page) => Locator;
  before?: (page: Page) => Promise<void>;
}

const button = (page: Page, name: RegExp) => page.getByRole('button', { name }).first();

export const modals: ModalCase[] = [
  {
    name: 'logout confirmation',
    path: '/orders',
    // under 770 px the logout sits in the mobile menu; on a desktop the account button asks directly
    before: async (page) => {
      const menu = page.getByRole('button', { name: /^(Меню|Menu)$/ });
      if (await menu.isVisible()) await menu.click();
    },
    opener: (page) =>
      page
        .getByRole('button', { name: /^(Аккаунт|Account|Выйти|Log out)$/ })
        .filter({ visible: true })
        .first(),
  },
  { name: 'city chooser', path: '/create-order', opener: (page) => button(page, /^(Изменить город|Change city)$/) },
  { name: 'booking', path: '/order-box-view/MSK-01/2001', opener: (page) => button(page, /^(Арендовать|Rent)$/) },
  { name: 'pre-order', path: '/order-box-view/MSK-01/2005', opener: (page) => button(page, /^(Предзаказ|Pre-order)$/) },
  {
    name: 'by request',
    path: '/order-storage-boxes/wh_id/MSK-02/size/40',
    opener: (page) => button(page, /^(По запросу: бокс|By request: box)/),
  },
  { name: 'storage request', path: '/order-storage-view/MSK-01', opener: (page) => button(page, /^(Оставить заявку|Make a request)$/) },
  { name: 'new invoice', path: '/order-view/1001', opener: (page) => button(page, /^(Новый счёт|New invoice)$/) },
  { name: 'contract close', path: '/order-view/1001', opener: (page) => button(page, /^(Расторгнуть договор|Close the contract)$/) },
  { name: 'cargo (moving)', path: '/order-view/1001', opener: (page) => button(page, /^(Заказать переезд|Order moving)$/) },
  {
    name: 'EDS requisites',
    path: '/document-view/D-4001',
    phone: '79990000021',
    opener: (page) => button(page, /^(Выпустить подпись|Issue the signature)$/),
  },
];

/** The registration-token routes, opened with the sandbox's valid registration token for the fresh phone. */
export const regTokenRoutes = ['/reg-password', '/reg-step-1', '/reg-step-2', '/restore-password', '/set-password'];
export const FRESH_REG_TOKEN = 'demo-regtoken-fresh';

/** Puts a registration token in place, as check-code would (see auth.helpers.ts). */
export async function withRegToken(page: Page, flow: 'register' | 'restore' = 'register'): Promise<void> {
  await page.addInitScript(
    ([t, f]) => {
      localStorage.setItem('regToken', JSON.stringify(t));
      localStorage.setItem('userPhone', JSON.stringify('79990000099'));
      sessionStorage.setItem('sb.authFlow', JSON.stringify(f));
    },
    [FRESH_REG_TOKEN, flow] as const,
  );
}
