import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Order } from '@sb/contracts';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrderViewScreen from './OrderViewScreen.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

// a busy shared machine: screen tests with dialogs and debounces take longer than Jest's 5 s default
jest.setTimeout(20_000);

const nb = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The sandbox's discounts for the period paid at once. */
function discountFor(days: number) {
  if (days >= 365) return { name: '20% за оплату года', percent: 20 };
  if (days >= 180) return { name: '15% за оплату от 6 месяцев', percent: 15 };
  if (days >= 90) return { name: '10% за оплату от 3 месяцев', percent: 10 };
  if (days >= 30) return { name: '5% за оплату месяца', percent: 5 };
  return { name: null, percent: 0 };
}

function network(order: Order, prices: Array<{ days: number; only_price: boolean; start_period: string }>) {
  return fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [order] } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
    'POST /api/v1/orders/100001/make-invoice': (body) => {
      const b = body as { days: number; only_price: boolean; start_period: string };
      prices.push(b);
      const without = Math.ceil((4590 * b.days * 100) / 30) / 100;
      const d = discountFor(b.days);
      const withD = Math.ceil(without * (100 - d.percent)) / 100;
      return { body: { only_price: b.only_price, sum_without_disount: without, sum_with_discount: withD, discount: d } };
    },
  });
}

function view(
  order: Order,
  prices: Array<{ days: number; only_price: boolean; start_period: string }>,
  language: 'ru' | 'en' = 'ru',
  query = '',
) {
  return renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
    setup: loggedIn,
    fetch: network(order, prices).fetch,
    path: `/order-view/${order.number}${query}`,
    language,
  });
}

describe('the new invoice dialog', () => {
  describe('given 30 days', () => {
    it('should show the real discount, its percent and amount', async () => {
      const prices: Array<{ days: number; only_price: boolean; start_period: string }> = [];
      view(anOrder({ cell: { paid_until: day(10) } }), prices);
      await userEvent.click(await screen.findByRole('button', { name: 'Новый счёт' }));
      const dialog = await screen.findByRole('dialog');
      const days = within(dialog).getByRole('textbox', { name: /Количество дней/ });
      await userEvent.clear(days);
      await userEvent.type(days, '30');
      const panel = within(dialog).getByRole('region', { name: 'Расчёт стоимости' });
      await waitFor(() => expect(nb(panel.textContent)).toContain('4 360,50 ₽'));
      expect(nb(panel.textContent)).toContain('5% за оплату месяца');
      expect(nb(panel.textContent)).toContain('−229,50 ₽');
      expect(nb(panel.textContent)).not.toContain('0%');
    });
  });

  describe('given 180 days in English', () => {
    it('should say the 15 % discount in English words', async () => {
      const prices: Array<{ days: number; only_price: boolean; start_period: string }> = [];
      view(anOrder({ cell: { paid_until: day(10) } }), prices, 'en');
      await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
      const dialog = await screen.findByRole('dialog');
      const days = within(dialog).getByRole('textbox', { name: /Number of days/ });
      await userEvent.clear(days);
      await userEvent.type(days, '180');
      const panel = within(dialog).getByRole('region', { name: 'Price calculation' });
      await waitFor(() => expect(nb(panel.textContent)).toContain('Discount 15%'));
      expect(nb(panel.textContent)).toContain('−RUB 4,131');
      expect(nb(panel.textContent)).not.toMatch(/[а-я]/i);
    });
  });

  describe('given days typed digit by digit', () => {
    it('should ask the price of 120 only, never of 12', async () => {
      const prices: Array<{ days: number; only_price: boolean; start_period: string }> = [];
      view(anOrder({ cell: { paid_until: day(10) } }), prices);
      await userEvent.click(await screen.findByRole('button', { name: 'Новый счёт' }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(prices).toContainEqual({ days: 7, only_price: true, start_period: day(11) }));
      const days = within(dialog).getByRole('textbox', { name: /Количество дней/ });
      await userEvent.clear(days);
      await userEvent.type(days, '120');
      await waitFor(() => expect(prices).toContainEqual({ days: 120, only_price: true, start_period: day(11) }));
      expect(prices.map((p) => p.days)).not.toContain(12);
    });
  });

  describe('given an unpaid invoice that already covers the next period', () => {
    const covered = () =>
      anOrder({
        state: 'active',
        cell: { paid_until: day(3) },
        invoices: [
          anInvoice({ number: 'INV-0', beginPeriod: day(-27), endPeriod: day(3), paid: true, status: { id: 3 } }),
          anInvoice({ number: 'INV-5', beginPeriod: day(4), endPeriod: day(33), paid: false }),
        ],
      });

    it('should not offer a new invoice and point to that invoice instead', async () => {
      const prices: Array<{ days: number; only_price: boolean; start_period: string }> = [];
      view(covered(), prices);
      const money = await screen.findByRole('region', { name: 'Оплата' });
      expect(await within(money).findByText(/Счёт №\sINV-5 уже выставлен за следующий период/)).toBeInTheDocument();
      expect(within(money).queryByRole('button', { name: 'Новый счёт' })).not.toBeInTheDocument();
      expect(within(money).getByRole('button', { name: 'Оплатить Бокс A-214' })).toBeInTheDocument();
    });

    it('should not open the dialog from the list either (?invoice=new)', async () => {
      const prices: Array<{ days: number; only_price: boolean; start_period: string }> = [];
      view(covered(), prices, 'en', '?invoice=new');
      expect(await screen.findByRole('heading', { level: 1, name: 'Box A-214' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(prices).toEqual([]);
    });
  });

  describe('given a late fee left unpaid', () => {
    it('should still offer a new invoice (a fee covers no rent period)', async () => {
      const prices: Array<{ days: number; only_price: boolean; start_period: string }> = [];
      const order = anOrder({
        state: 'debt',
        cell: { paid_until: day(-15) },
        invoices: [anInvoice({ number: 'FEE-1', beginPeriod: day(-1), endPeriod: day(-1), price: 250, paidTill: null, days: 0 })],
      });
      view(order, prices, 'en');
      const money = await screen.findByRole('region', { name: 'Payment' });
      expect(within(money).getByRole('button', { name: 'New invoice' })).toBeInTheDocument();
    });
  });
});

// The address follows the dialog, so a reload or Back never opens a dialog the customer closed
describe('the new invoice dialog and the address', () => {
  it('should drop ?invoice=new from the address when the dialog opened from the list closes', async () => {
    const { location } = view(anOrder({ cell: { paid_until: day(10) } }), [], 'ru', '?invoice=new');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/order-view/100001');
    // closing replaces the entry: Back does not lead to an address that opens the dialog again
    expect(location.history).toEqual(['/order-view/100001']);
  });

  it('should put ?invoice=new in the address while the dialog opened on the page is open', async () => {
    const { location } = view(anOrder({ cell: { paid_until: day(10) } }), [], 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
    await screen.findByRole('dialog');
    expect(location.history?.at(-1)).toBe('/order-view/100001?invoice=new');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/order-view/100001');
  });
});

describe('given an invoice issued from the dialog', () => {
  it('should go on to pay it, even once the refreshed order shows that invoice covering the next period', async () => {
    const user = userEvent.setup();
    let order = anOrder({ cell: { paid_until: day(10) } });
    const issued = anInvoice({ number: 'INV-100001-2', beginPeriod: day(11), endPeriod: day(17), days: 7 });
    const net = fakeNetwork({
      // the order as the provider has it: with the new unpaid invoice once it is issued
      'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [order] } }),
      'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
      'POST /api/v1/orders/100001/make-invoice': (body) => {
        const b = body as { only_price: boolean };
        if (!b.only_price) order = { ...order, invoices: [...order.invoices, issued] };
        return {
          body: {
            only_price: b.only_price,
            sum_without_disount: 1071,
            sum_with_discount: 1071,
            discount: { name: null },
            ...(b.only_price ? {} : { invoice: issued }),
          },
        };
      },
    });
    // once issued, the archive list answers later than the active one: the screen shows the refreshed order first
    const slowArchive = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (order.invoices.includes(issued) && String(input).includes('/history/orders-list')) await new Promise((r) => setTimeout(r, 300));
      return net.fetch(input, init);
    }) as typeof fetch;
    renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
      setup: loggedIn,
      fetch: slowArchive,
      path: `/order-view/${order.number}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Новый счёт' }));
    const dialog = await screen.findByRole('dialog');
    const issue = within(dialog).getByRole('button', { name: 'Выставить счёт и оплатить' });
    await waitFor(() => expect(issue).toBeEnabled());
    await user.click(issue);
    // the payment of the new invoice starts (this tab marks it before leaving for the payment page)
    await waitFor(() => expect(sessionStorage.getItem('sb.payments.pending') ?? '').toContain('INV-100001-2'));
  });
});
