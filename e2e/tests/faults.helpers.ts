import type { Locator, Page } from '@playwright/test';
import { starts, tRe } from '../i18n.ts';

/** Cabinet screens whose loading calls the fault suite breaks (paths on the seeded demo data of the individual). */
export const screens = [
  '/orders',
  '/order-view/1001',
  '/order-view/1001/check-status',
  '/documents',
  '/document-view/D-1003',
  '/document-sign/D-1003',
  '/order-created/1013',
  '/',
  '/create-order',
  '/order-storage-view/MSK-01',
  '/order-storage-boxes/wh_id/MSK-01/size/3',
  '/order-box-view/MSK-01/2001',
];
// /support, /support-public and the auth screens make no loading calls (static content): nothing to break there

/** A form whose submitting call the suite makes fail with a 500 (its words: message ids of the app's catalogues). */
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
  /** The message ids of the checkboxes to tick before submitting. */
  tick?: string[];
  /** The message id of the submit button. */
  submit: string;
  /** The form sits in a dialog. */
  inDialog?: boolean;
}

/** Tomorrow as ddMMyyyy digits (typed into a masked date field). */
function tomorrowDigits(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

// the words are looked up when the test runs, in its project's language
const label = (id: string) => (scope: Locator) => scope.getByLabel(starts(tRe(id))).and(scope.page().locator('input, textarea'));
const clickButton = (id: string) => async (page: Page) => {
  await page
    .getByRole('button', { name: starts(tRe(id)) })
    .first()
    .click();
};

export const forms: FormCase[] = [
  {
    name: 'phone entry (/auth)',
    path: '/auth',
    phone: null,
    fields: [{ field: label('auth.field.phone'), value: '9990000001', masked: true }],
    submit: 'auth.phone.submit',
  },
  {
    name: 'registration code (/register)',
    path: '/register',
    phone: null,
    fields: [{ field: label('auth.field.phone'), value: '9995550101', masked: true }],
    submit: 'auth.code.send',
  },
  {
    name: 'legacy login (/login-pass)',
    path: '/login-pass',
    phone: null,
    fields: [
      { field: label('auth.field.legacyLogin'), value: '1234-ABC-12345678' },
      { field: label('auth.field.password'), value: 'Demo12345' },
    ],
    submit: 'auth.login.submit',
  },
  {
    name: 'order help (/support-order-help)',
    path: '/support-order-help',
    phone: '79990000001',
    fields: [{ field: label('support.request.order-help.label'), value: 'Where is my key card?' }],
    submit: 'support.request.send',
  },
  {
    name: 'profile personal data',
    path: '/',
    phone: '79990000001',
    fields: [{ field: label('profile.personal.fio'), value: 'Иванов Пётр Иванович' }],
    submit: 'profile.save',
  },
  {
    name: 'profile requisites',
    path: '/',
    phone: '79990000001',
    fields: [{ field: label('requisites.issuer'), value: 'ОВД Тверского района' }],
    submit: 'profile.requisites.save',
  },
  {
    name: 'storage request',
    path: '/order-storage-view/MSK-01',
    phone: '79990000001',
    open: clickButton('booking.storage.makeRequest'),
    inDialog: true,
    fields: [{ field: label('booking.request.name'), value: 'Ivan' }],
    tick: ['booking.request.consent'],
    submit: 'booking.request.submit',
  },
  {
    name: 'box by request',
    path: '/order-storage-boxes/wh_id/MSK-02/size/40',
    phone: '79990000001',
    open: clickButton('uikit.boxRow.requestBox'),
    inDialog: true,
    fields: [
      { field: label('booking.request.name'), value: 'Ivan' },
      { field: label('booking.request.budget'), value: '60000' },
      { field: label('booking.request.comment'), value: 'near the lift' },
    ],
    submit: 'booking.request.submit',
  },
  {
    name: 'pre-order',
    path: '/order-box-view/MSK-01/2005',
    phone: '79990000001',
    open: clickButton('booking.box.preOrder'),
    inDialog: true,
    fields: [{ field: label('booking.preOrder.days'), value: '45' }],
    submit: 'booking.preOrder.submit',
  },
  {
    name: 'booking',
    path: '/order-box-view/MSK-01/2001',
    phone: '79990000001',
    open: clickButton('booking.box.rent'),
    inDialog: true,
    fields: [],
    submit: 'booking.modal.submit',
  },
  {
    name: 'contract close',
    path: '/order-view/1001',
    phone: '79990000001',
    open: clickButton('orders.view.close'),
    inDialog: true,
    fields: [],
    submit: 'orders.close.confirm',
  },
  {
    name: 'moving (cargo) request',
    path: '/order-view/1001',
    phone: '79990000001',
    open: clickButton('orders.view.cargo'),
    inDialog: true,
    prepare: async (scope) => {
      for (const id of ['orders.cargo.movingType', 'orders.cargo.timing']) {
        await scope.getByRole('combobox', { name: starts(tRe(id)) }).click();
        await scope.page().getByRole('option').first().click();
      }
    },
    fields: [
      { field: label('orders.cargo.date'), value: tomorrowDigits(), masked: true },
      { field: label('orders.cargo.addressFrom'), value: 'Москва, ул. Ленина, 5' },
      { field: label('orders.cargo.comment'), value: 'fragile' },
    ],
    submit: 'orders.cargo.submit',
  },
  {
    name: 'EDS requisites',
    path: '/document-view/D-4001',
    phone: '79990000021',
    open: clickButton('uikit.eds.confirm'),
    inDialog: true,
    fields: [
      { field: label('auth.field.passportNumber'), value: '4510123456', masked: true },
      { field: label('auth.field.issued'), value: '01022015', masked: true },
      { field: label('auth.field.issuer'), value: 'ОВД Тверского района города Москвы' },
      { field: label('auth.field.divisionCode'), value: '770001', masked: true },
      { field: label('requisites.address'), value: 'Москва, улица Тверская, дом 1' },
      { field: label('requisites.factAddress'), value: 'Москва, улица Тверская, дом 1' },
    ],
    submit: 'documents.requisites.submit',
  },
];
