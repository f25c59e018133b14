import { z } from 'zod/mini';
import { cabinet, defineEndpoint, type ApiClient, type Environment, type Invoice, type Order } from '@sb/contracts';
import { loadScript as defaultLoadScript, ScriptLoadError } from './loadScript.ts';

// ---------------------------------------------------------------------------------------------------------------
// Card payment through ONE adapter with three implementations: the production card widget, the second provider
// (confirmtoken/yookassa) for its one place code, and the sandbox payment page in local development.
// ---------------------------------------------------------------------------------------------------------------

export interface PaymentRequest {
  invoice: Invoice;
  order: Order;
  /** The receipt line and the widget's description (already translated). */
  description: string;
  /** Where the customer comes back after a page-based payment (a path of the cabinet). */
  returnPath: string;
  language: 'ru' | 'en';
}

export type PaymentOutcome =
  | { status: 'success' }
  | { status: 'failure'; reason?: string }
  | { status: 'cancelled' }
  /** The customer left for a payment page; the order view reads the result on return. */
  | { status: 'redirected' }
  /** The widget's script could not load (blocked, offline or the 120 s time-out). */
  | { status: 'unavailable' };

export interface PaymentAdapter {
  readonly kind: 'card-widget' | 'second-provider' | 'sandbox-page';
  pay(request: PaymentRequest): Promise<PaymentOutcome>;
}

/** The VAT rates a receipt line can carry, % (the rate is read from the invoice's `nds`). */
const VAT_RATES = [0, 5, 7, 10, 20, 22] as const;
type VatRate = (typeof VAT_RATES)[number];
/** The second provider's receipt codes: 1 no VAT, then per rate. */
const YOOKASSA_VAT_CODES: Record<VatRate, number> = { 0: 2, 5: 7, 7: 8, 10: 3, 20: 4, 22: 11 };
const YOOKASSA_NO_VAT = 1;

/**
 * The VAT rate of an invoice's receipt line, from its `nds` (the VAT included in its price, spec 2 section 9: 'VAT
 * included, the invoice's nds is used'): nds / (price - nds), the nearest rate there is; null when the invoice
 * carries no VAT (nds 0).
 */
export function vatRateOf(invoice: Invoice): VatRate | null {
  if (!(invoice.nds > 0) || !(invoice.price > invoice.nds)) return null;
  const percent = (invoice.nds / (invoice.price - invoice.nds)) * 100;
  return VAT_RATES.reduce((best, r) => (Math.abs(r - percent) < Math.abs(best - percent) ? r : best));
}

const yookassaVatCode = (invoice: Invoice) => {
  const rate = vatRateOf(invoice);
  return rate === null ? YOOKASSA_NO_VAT : YOOKASSA_VAT_CODES[rate];
};

const money = (n: number) => n.toFixed(2);

type ScriptLoader = (src: string, options: { allowedOrigins: string[] }) => Promise<void>;

// --- production card widget ----------------------------------------------------------------------------------------

interface CardWidgetWindow {
  cp?: {
    CloudPayments: new (options?: { language?: string }) => {
      pay: (kind: string, options: unknown, callbacks: { onSuccess?: (o: unknown) => void; onFail?: (reason: unknown) => void }) => void;
    };
  };
}

export function createCardWidgetAdapter({
  host,
  loadScript = defaultLoadScript,
  win = window as unknown as CardWidgetWindow,
}: {
  host: string;
  loadScript?: ScriptLoader;
  win?: CardWidgetWindow;
}): PaymentAdapter {
  return {
    kind: 'card-widget',
    async pay({ invoice, order, description, language }) {
      try {
        await loadScript(`${host}/bundles/cloudpayments.js`, { allowedOrigins: [host] });
      } catch (e) {
        if (e instanceof ScriptLoadError) return { status: 'unavailable' };
        throw e;
      }
      if (!win.cp) return { status: 'unavailable' };
      const widget = new win.cp.CloudPayments({ language: language === 'en' ? 'en-US' : 'ru-RU' });
      return new Promise<PaymentOutcome>((resolve) => {
        widget.pay(
          'charge',
          {
            publicId: invoice.paymentPublicKey,
            description,
            amount: invoice.price,
            currency: 'RUB',
            invoiceId: invoice.number,
            accountId: invoice.clientPhone,
            email: invoice.clientEmail ?? undefined,
            data: {
              orderNumber: order.number,
              CloudPayments: {
                CustomerReceipt: {
                  Items: [
                    {
                      label: description,
                      price: invoice.price,
                      quantity: 1,
                      amount: invoice.price,
                      vat: vatRateOf(invoice),
                      method: 4,
                      object: 4,
                    },
                  ],
                  email: invoice.clientEmail ?? undefined,
                  phone: invoice.clientPhone,
                  amounts: { electronic: invoice.price },
                },
              },
            },
          },
          {
            onSuccess: () => resolve({ status: 'success' }),
            onFail: (reason) =>
              resolve(
                reason === 'User has cancelled'
                  ? { status: 'cancelled' }
                  : { status: 'failure', reason: typeof reason === 'string' ? reason : undefined },
              ),
          },
        );
      });
    },
  };
}

// --- second provider -------------------------------------------------------------------------------------------------

interface YookassaWindow {
  YooMoneyCheckoutWidget?: new (options: {
    confirmation_token: string;
    return_url?: string;
    customization?: { modal?: boolean };
    error_callback?: (e: unknown) => void;
  }) => {
    on: (event: 'success' | 'fail' | 'modal_close', cb: () => void) => void;
    render: (container?: string) => Promise<void> | void;
    destroy: () => void;
  };
}

/** The confirmtoken/yookassa request of one invoice, with its receipt line. */
function secondProviderBody(invoice: Invoice, description: string) {
  return {
    amount: money(invoice.price),
    aquiring: 'yookassa',
    place: invoice.place.code,
    description,
    invoices: [invoice.number],
    email: invoice.clientEmail ?? '',
    phone: invoice.clientPhone,
    items: [
      {
        description,
        amount: { value: money(invoice.price), currency: 'RUB' as const },
        quantity: 1,
        vat_code: yookassaVatCode(invoice),
        measure: 'piece',
        payment_mode: 'full_payment',
        payment_subject: 'service',
      },
    ],
  };
}

export function createSecondProviderAdapter({
  api,
  host,
  loadScript = defaultLoadScript,
  win = window as unknown as YookassaWindow,
  origin = typeof location !== 'undefined' ? location.origin : '',
}: {
  api: ApiClient;
  host: string;
  loadScript?: ScriptLoader;
  win?: YookassaWindow;
  origin?: string;
}): PaymentAdapter {
  return {
    kind: 'second-provider',
    async pay({ invoice, description, returnPath }) {
      const answer = await api.call(cabinet.confirmTokenYookassa, { body: secondProviderBody(invoice, description) });
      if (!answer.confirmation_token) return { status: 'failure' };
      try {
        await loadScript(`${host}/checkout-widget/v1/checkout-widget.js`, { allowedOrigins: [host] });
      } catch (e) {
        if (e instanceof ScriptLoadError) return { status: 'unavailable' };
        throw e;
      }
      const Widget = win.YooMoneyCheckoutWidget;
      if (!Widget) return { status: 'unavailable' };
      return new Promise<PaymentOutcome>((resolve) => {
        const checkout = new Widget({
          confirmation_token: answer.confirmation_token!,
          return_url: `${origin}${returnPath}`,
          customization: { modal: true },
          error_callback: () => resolve({ status: 'failure' }),
        });
        checkout.on('success', () => {
          checkout.destroy();
          resolve({ status: 'success' });
        });
        checkout.on('fail', () => {
          checkout.destroy();
          resolve({ status: 'failure' });
        });
        checkout.on('modal_close', () => resolve({ status: 'cancelled' }));
        void checkout.render();
      });
    },
  };
}

// --- sandbox payment page ------------------------------------------------------------------------------------------

/**
 * The sandbox's payment page (docs/sandbox.md): a card form that posts and sends the customer back to `return`.
 * It opens only with a payment reference issued to the invoice's owner: the sandbox gives one to the session
 * (POST /__sandbox/pay/start); for the second provider's place the confirmation token of confirmtoken/yookassa is
 * that reference, so a local payment there goes through the provider's call as in production.
 */
const sandboxPaymentStart = defineEndpoint({
  id: 'sandbox.paymentStart',
  api: 'cabinet',
  method: 'POST',
  path: '/__sandbox/pay/start',
  auth: true,
  body: z.object({ invoice: z.string().check(z.minLength(1)) }),
  response: z.object({ ref: z.string().check(z.minLength(1)) }),
});

export function sandboxPaymentUrl(ref: string, returnPath: string): string {
  return `/__sandbox/pay?ref=${encodeURIComponent(ref)}&return=${encodeURIComponent(returnPath)}`;
}

export function createSandboxPageAdapter({
  api,
  secondProviderPlaceCode,
  navigate = (url: string) => window.location.assign(url),
}: {
  api: ApiClient;
  secondProviderPlaceCode: string;
  navigate?: (url: string) => void;
}): PaymentAdapter {
  return {
    kind: 'sandbox-page',
    async pay({ invoice, description, returnPath }) {
      const ref =
        invoice.place.code === secondProviderPlaceCode
          ? (await api.call(cabinet.confirmTokenYookassa, { body: secondProviderBody(invoice, description) })).confirmation_token
          : (await api.call(sandboxPaymentStart, { body: { invoice: invoice.number } })).ref;
      if (!ref) return { status: 'failure' };
      navigate(sandboxPaymentUrl(ref, returnPath));
      return { status: 'redirected' };
    },
  };
}

// --- choice ------------------------------------------------------------------------------------------------------

export interface PaymentConfig {
  env: Environment;
  /** The card widget's allowlisted origin (shared config). */
  cardWidgetHost: string;
  /** The second provider's widget origin. */
  secondProviderHost: string;
  /** The one place code paid through the second provider. */
  secondProviderPlaceCode: string;
}

/** The sandbox page in local development; otherwise the second provider for its place code, else the card widget. */
export function paymentAdapterFor(placeCode: string, config: PaymentConfig, api: ApiClient): PaymentAdapter {
  if (config.env === 'local') return createSandboxPageAdapter({ api, secondProviderPlaceCode: config.secondProviderPlaceCode });
  if (placeCode === config.secondProviderPlaceCode) return createSecondProviderAdapter({ api, host: config.secondProviderHost });
  return createCardWidgetAdapter({ host: config.cardWidgetHost });
}
