import { createApiClient } from '@sb/contracts';
import { fakeNetwork } from '../../../test/render.tsx';
import { anInvoice, anOrder } from '../testData.ts';
import {
  createCardWidgetAdapter,
  createSandboxPageAdapter,
  createSecondProviderAdapter,
  paymentAdapterFor,
  sandboxPaymentUrl,
  type PaymentConfig,
} from './adapters.ts';
import { loadScript, SCRIPT_LOAD_TIMEOUT_MS, ScriptLoadError } from './loadScript.ts';

const request = {
  // VAT 5 % included: 1234.50 * 5 / 105
  invoice: anInvoice({ number: 'INV-7', price: 1234.5, nds: 58.79 }),
  order: anOrder(),
  description: 'Аренда бокса A-214',
  returnPath: '/order-view/100001?pay=INV-7',
  language: 'ru' as const,
};
const config: PaymentConfig = {
  env: 'production',
  cardWidgetHost: 'https://widget.example',
  secondProviderHost: 'https://second.example',
  secondProviderPlaceCode: 'YK-1',
};
const api = () => createApiClient({ baseUrls: { cabinet: '', general: '' }, fetch: fakeNetwork({}).fetch });
const session = (token: string) => ({ getToken: () => token, getPhone: () => '79990000001', setToken: () => {}, onSessionEnded: () => {} });

/** The second provider's adapter over a network whose confirmtoken answers, with a widget that reports success. */
function secondProvider() {
  const net = fakeNetwork({ 'POST /api/v1/confirmtoken/yookassa': () => ({ body: { payment_id: 'p-1', confirmation_token: 'ct-1' } }) });
  const client = createApiClient({ baseUrls: { cabinet: '', general: '' }, fetch: net.fetch });
  const handlers: Record<string, () => void> = {};
  const Widget = jest.fn(() => ({
    on: (e: string, cb: () => void) => (handlers[e] = cb),
    render: () => handlers.success?.(),
    destroy: () => {},
  }));
  const adapter = createSecondProviderAdapter({
    api: client,
    host: 'https://second.example',
    loadScript: () => Promise.resolve(),
    win: { YooMoneyCheckoutWidget: Widget } as never,
    origin: 'https://cabinet.example',
  });
  return { net, Widget, adapter };
}

describe('given the payment script loader', () => {
  afterEach(() => jest.useRealTimers());

  it('should refuse a host that is not allowlisted', async () => {
    await expect(loadScript('https://evil.example/x.js', { allowedOrigins: ['https://widget.example'] })).rejects.toMatchObject({
      reason: 'not-allowed',
    });
    expect(document.querySelector('script[src="https://evil.example/x.js"]')).toBeNull();
  });

  it('should give up after 120 s', async () => {
    jest.useFakeTimers();
    const pending = loadScript('https://widget.example/slow.js', { allowedOrigins: ['https://widget.example'] });
    expect(document.querySelector('script[src="https://widget.example/slow.js"]')).not.toBeNull();
    jest.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS - 1);
    jest.advanceTimersByTime(1);
    await expect(pending).rejects.toBeInstanceOf(ScriptLoadError);
    await expect(pending).rejects.toMatchObject({ reason: 'timeout' });
    expect(document.querySelector('script[src="https://widget.example/slow.js"]')).toBeNull();
  });
});

describe('given the production card widget', () => {
  it('should say the form is unavailable when its script cannot load', async () => {
    const adapter = createCardWidgetAdapter({
      host: 'https://widget.example',
      loadScript: () => Promise.reject(new ScriptLoadError('timeout', 'x')),
    });
    await expect(adapter.pay(request)).resolves.toEqual({ status: 'unavailable' });
  });

  it('should charge the invoice in RUB with a receipt line with VAT and report success or failure', async () => {
    const pay = jest.fn((_kind: string, _options: unknown, callbacks: { onSuccess?: () => void; onFail?: (r: unknown) => void }) =>
      callbacks.onSuccess?.(),
    );
    const win = { cp: { CloudPayments: jest.fn(() => ({ pay })) } };
    const adapter = createCardWidgetAdapter({ host: 'https://widget.example', loadScript: () => Promise.resolve(), win: win as never });
    await expect(adapter.pay(request)).resolves.toEqual({ status: 'success' });
    const options = pay.mock.calls[0]![1] as {
      publicId: string;
      amount: number;
      currency: string;
      invoiceId: string;
      data: { CloudPayments: { CustomerReceipt: { Items: Array<{ vat: number; amount: number }> } } };
    };
    expect(options).toMatchObject({ publicId: 'pk_test', amount: 1234.5, currency: 'RUB', invoiceId: 'INV-7' });
    expect(options.data.CloudPayments.CustomerReceipt.Items[0]).toMatchObject({ vat: 5, amount: 1234.5 });
    pay.mockImplementationOnce((_k, _o, callbacks) => callbacks.onFail?.('Insufficient funds'));
    await expect(adapter.pay(request)).resolves.toEqual({ status: 'failure', reason: 'Insufficient funds' });
  });
});

// The receipt's VAT is the invoice's `nds` (the VAT included in its price), not a fixed 5 %
describe('given invoices whose nds is another rate, or none', () => {
  const cases = [
    { nds: 200, price: 1200, vat: 20, vatCode: 4, what: '20 %' },
    { nds: 0, price: 1200, vat: null, vatCode: 1, what: 'no VAT' },
    { nds: 57.14, price: 1200, vat: 5, vatCode: 7, what: '5 %' },
  ];

  it.each(cases)('should put $what on the card widget receipt', async ({ nds, price, vat }) => {
    const pay = jest.fn((_kind: string, _options: unknown, callbacks: { onSuccess?: () => void }) => callbacks.onSuccess?.());
    const win = { cp: { CloudPayments: jest.fn(() => ({ pay })) } };
    const adapter = createCardWidgetAdapter({ host: 'https://widget.example', loadScript: () => Promise.resolve(), win: win as never });
    await adapter.pay({ ...request, invoice: anInvoice({ number: 'INV-8', price, nds }) });
    const options = pay.mock.calls[0]![1] as { data: { CloudPayments: { CustomerReceipt: { Items: Array<{ vat: number | null }> } } } };
    expect(options.data.CloudPayments.CustomerReceipt.Items[0]!.vat).toBe(vat);
  });

  it.each(cases)("should put $what on the second provider's receipt item", async ({ nds, price, vatCode }) => {
    const { net, adapter } = secondProvider();
    await adapter.pay({ ...request, invoice: anInvoice({ number: 'INV-8', price, nds }) });
    expect(net.calls[0]!.body).toMatchObject({ items: [{ vat_code: vatCode }] });
  });
});

describe('given the second provider', () => {
  it('should ask confirmtoken/yookassa for a token with the invoice and its receipt item', async () => {
    const { net, Widget, adapter } = secondProvider();
    await expect(
      adapter.pay({ ...request, invoice: anInvoice({ number: 'INV-7', price: 1234.5, nds: 58.79, place: { code: 'YK-1' } }) }),
    ).resolves.toEqual({ status: 'success' });
    expect(net.calls[0]!.body).toMatchObject({
      amount: '1234.50',
      place: 'YK-1',
      invoices: ['INV-7'],
      items: [{ amount: { value: '1234.50', currency: 'RUB' }, vat_code: 7 }],
    });
    expect(Widget).toHaveBeenCalledWith(
      expect.objectContaining({ confirmation_token: 'ct-1', return_url: 'https://cabinet.example/order-view/100001?pay=INV-7' }),
    );
  });
});

describe('given the sandbox payment page', () => {
  const sandboxApi = (routes: Parameters<typeof fakeNetwork>[0]) => {
    const net = fakeNetwork(routes);
    return { net, client: createApiClient({ baseUrls: { cabinet: '', general: '' }, fetch: net.fetch, session: session('sess-1') }) };
  };

  it("should get a payment reference with the owner's session and send the customer to the page with the way back", async () => {
    const { net, client } = sandboxApi({ 'POST /__sandbox/pay/start': () => ({ body: { ref: 'sbp1.abc.def' } }) });
    const navigate = jest.fn();
    const adapter = createSandboxPageAdapter({ api: client, secondProviderPlaceCode: 'YK-1', navigate });
    await expect(adapter.pay(request)).resolves.toEqual({ status: 'redirected' });
    expect(net.calls[0]).toMatchObject({ method: 'POST', path: '/__sandbox/pay/start', body: { invoice: 'INV-7' } });
    expect(net.calls[0]!.headers['X-SB-API-KEY']).toBe('sess-1');
    expect(navigate).toHaveBeenCalledWith(sandboxPaymentUrl('sbp1.abc.def', '/order-view/100001?pay=INV-7'));
    expect(navigate.mock.calls[0]![0]).toBe('/__sandbox/pay?ref=sbp1.abc.def&return=%2Forder-view%2F100001%3Fpay%3DINV-7');
  });

  it("should pay the second provider's place through confirmtoken/yookassa and its confirmation token", async () => {
    const { net, client } = sandboxApi({
      'POST /api/v1/confirmtoken/yookassa': () => ({ body: { payment_id: 'yk-1', confirmation_token: 'sbp1.yk.sig' } }),
    });
    const navigate = jest.fn();
    const adapter = createSandboxPageAdapter({ api: client, secondProviderPlaceCode: 'YK-1', navigate });
    const invoice = anInvoice({ number: 'INV-7', price: 1234.5, place: { code: 'YK-1' } });
    await expect(adapter.pay({ ...request, invoice })).resolves.toEqual({ status: 'redirected' });
    expect(net.calls.map((c) => c.path)).toEqual(['/api/v1/confirmtoken/yookassa']);
    expect(net.calls[0]!.body).toMatchObject({ amount: '1234.50', place: 'YK-1', invoices: ['INV-7'] });
    expect(navigate).toHaveBeenCalledWith('/__sandbox/pay?ref=sbp1.yk.sig&return=%2Forder-view%2F100001%3Fpay%3DINV-7');
  });
});

describe('given the adapter choice', () => {
  it('should use the sandbox page locally, the second provider for its place and the card widget otherwise', () => {
    expect(paymentAdapterFor('MSK-SOK', { ...config, env: 'local' }, api()).kind).toBe('sandbox-page');
    expect(paymentAdapterFor('YK-1', config, api()).kind).toBe('second-provider');
    expect(paymentAdapterFor('MSK-SOK', config, api()).kind).toBe('card-widget');
  });
});
