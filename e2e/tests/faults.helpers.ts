import type { Locator, Page } from '@playwright/test';

/** Cabinet screens whose loading calls the fault suite breaks (paths on the seeded demo data of the individual). */
export const screensA = [
  '/orders',
  '/order-view/1001',
  '/order-view/1001/check-status',
  '/documents',
  '/document-view/D-1003',
  '/document-sign/D-1003',
  '/order-created/1013',
];
export const screensB = [
  '/',
  '/create-order',
  '/order-storage-view/MSK-01',
  '/order-storage-boxes/wh_id/MSK-01/size/3',
  '/order-box-view/MSK-01/2001',
];
// /support, /support-public and the auth screens make no loading calls (static content): nothing to break there

/** A form whose submitting call the suite makes fail with a 500 (English names: the en-1280 project runs them). */
export interface FormCase {
  name: string;
  path: string;
  /** Who is logged in; null: nobody (a public form). */
  phone: string | null;
  /** What reveals the form (opens its dialog). */
  open?: (page: Page) => Promise<void>;
  /** Each field, how to fill it, and what it must still hold after the failure. */
  fields: Array<{ field: (scope: Locator) => Locator; value: string; masked?: boolean }>;
  /** Anything else the form needs before it will send (choices in selects). */
  prepare?: (scope: Locator) => Promise<void>;
  /** Checkboxes to tick before submitting. */
  tick?: RegExp[];
  submit: RegExp;
  /** The form sits in a dialog. */
  inDialog?: boolean;
}

/** Tomorrow as ddMMyyyy digits (typed into a masked date field). */
function tomorrowDigits(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

const label = (name: RegExp) => (scope: Locator) => scope.getByLabel(name).and(scope.page().locator('input, textarea'));
const clickButton = (name: RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};

export const forms: FormCase[] = [
  {
    name: 'phone entry (/auth)',
    path: '/auth',
    phone: null,
    fields: [{ field: label(/^Phone/), value: '9990000001', masked: true }],
    submit: /^Continue$/,
  },
  {
    name: 'registration code (/register)',
    path: '/register',
    phone: null,
    fields: [{ field: label(/^Phone/), value: '9995550101', masked: true }],
    submit: /^Get a code$/,
  },
  {
    name: 'legacy login (/login-pass)',
    path: '/login-pass',
    phone: null,
    fields: [
      { field: label(/^Login/), value: '1234-ABC-12345678' },
      { field: label(/^Password/), value: 'Demo12345' },
    ],
    submit: /^(Log in|Sign in)$/,
  },
  {
    name: 'order help (/support-order-help)',
    path: '/support-order-help',
    phone: '79990000001',
    fields: [{ field: label(/^Your question about the order/), value: 'Where is my key card?' }],
    submit: /^Send$/,
  },
  {
    name: 'profile personal data',
    path: '/',
    phone: '79990000001',
    fields: [{ field: label(/^Full name/), value: 'Иванов Пётр Иванович' }],
    submit: /^Save$/,
  },
  {
    name: 'profile requisites',
    path: '/',
    phone: '79990000001',
    fields: [{ field: label(/^Issued by/), value: 'ОВД Тверского района' }],
    submit: /^Save requisites$/,
  },
  {
    name: 'storage request',
    path: '/order-storage-view/MSK-01',
    phone: '79990000001',
    open: clickButton(/^Make a request$/),
    inDialog: true,
    fields: [{ field: label(/^Your name/), value: 'Ivan' }],
    tick: [/I agree/],
    submit: /^Send the request$/,
  },
  {
    name: 'box by request',
    path: '/order-storage-boxes/wh_id/MSK-02/size/40',
    phone: '79990000001',
    open: clickButton(/^By request: box/),
    inDialog: true,
    fields: [
      { field: label(/^Your name/), value: 'Ivan' },
      { field: label(/^Monthly budget/), value: '60000' },
      { field: label(/^Comment/), value: 'near the lift' },
    ],
    submit: /^Send the request$/,
  },
  {
    name: 'pre-order',
    path: '/order-box-view/MSK-01/2005',
    phone: '79990000001',
    open: clickButton(/^Pre-order$/),
    inDialog: true,
    fields: [{ field: label(/^For how many days/), value: '45' }],
    submit: /^Pre-order$/,
  },
  {
    name: 'booking',
    path: '/order-box-view/MSK-01/2001',
    phone: '79990000001',
    open: clickButton(/^Rent$/),
    inDialog: true,
    fields: [],
    submit: /^Book$/,
  },
  {
    name: 'contract close',
    path: '/order-view/1001',
    phone: '79990000001',
    open: clickButton(/^Close the contract$/),
    inDialog: true,
    fields: [],
    submit: /^Close the contract$/,
  },
  {
    name: 'moving (cargo) request',
    path: '/order-view/1001',
    phone: '79990000001',
    open: clickButton(/^Order moving$/),
    inDialog: true,
    prepare: async (scope) => {
      for (const name of [/^What to move/, /^Preferred time/]) {
        await scope.getByRole('combobox', { name }).click();
        await scope.page().getByRole('option').first().click();
      }
    },
    fields: [
      { field: label(/^Moving date/), value: tomorrowDigits(), masked: true },
      { field: label(/^Pick-up address/), value: 'Москва, ул. Ленина, 5' },
      { field: label(/^Comment/), value: 'fragile' },
    ],
    submit: /^Send the request$/,
  },
  {
    name: 'EDS requisites',
    path: '/document-view/D-4001',
    phone: '79990000021',
    open: clickButton(/^Issue the signature$/),
    inDialog: true,
    fields: [
      { field: label(/^Passport series and number/), value: '4510123456', masked: true },
      { field: label(/^Date of issue/), value: '01022015', masked: true },
      { field: label(/^Issued by/), value: 'ОВД Тверского района города Москвы' },
      { field: label(/^Department code/), value: '770001', masked: true },
      { field: label(/^Registered address/), value: 'Москва, улица Тверская, дом 1' },
      { field: label(/^Actual address/), value: 'Москва, улица Тверская, дом 1' },
    ],
    submit: /^Save and issue the signature$/,
  },
];
