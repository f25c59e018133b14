import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Order } from '@sb/contracts';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import OrderViewScreen from './OrderViewScreen.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

// a busy shared machine: screen tests with a payment return take longer than Jest's 5 s default
jest.setTimeout(20_000);

// the customer is logged in when the page loads (as on the way back from the payment page): the tab's payment marks
// belong to this session and stay; a login in this tab would start a new session without them
beforeEach(() => localStorage.setItem('user', JSON.stringify({ token: 't' })));

function view(order: Order, language: 'ru' | 'en' = 'en', query = '') {
  const net = fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [order] } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
  });
  renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
    fetch: net.fetch,
    path: `/order-view/${order.number}${query}`,
    language,
  });
  return net;
}

const renewal = (over: Parameters<typeof anInvoice>[0] = {}) =>
  anInvoice({ number: 'INV-9', beginPeriod: day(4), endPeriod: day(33), paid: false, ...over });
const orderWith = (invoice: ReturnType<typeof anInvoice>) =>
  anOrder({
    cell: { paid_until: day(3) },
    invoices: [anInvoice({ number: 'INV-0', beginPeriod: day(-26), endPeriod: day(3), paid: true, status: { id: 3 } }), invoice],
  });

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.useRealTimers();
});

describe('paying an order after a payment that did not finish', () => {
  describe('given a return from the payment page with a cancel', () => {
    it('should say nothing was charged and offer to pay again', async () => {
      view(orderWith(renewal()), 'en', '?pay=INV-9&payment=cancelled&invoice=INV-9');
      const notice = (await screen.findByText('Payment cancelled')).closest('[role="status"]') as HTMLElement;
      expect(within(notice).getByText('No money was taken. You can pay the invoice at any time.')).toBeInTheDocument();
      expect(within(notice).getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
      expect(screen.queryByText('The payment did not go through')).not.toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Payment' })).getByRole('button', { name: 'Pay Box A-214' })).toBeInTheDocument();
    });

    it('should offer Pay even while the provider still shows the cancelled attempt as pending', async () => {
      view(orderWith(renewal({ paymentHash: 'sandbox-pay-1' })), 'ru', '?pay=INV-9&payment=cancelled&invoice=INV-9');
      expect(await screen.findByText('Оплата отменена')).toBeInTheDocument();
      const money = screen.getByRole('region', { name: 'Оплата' });
      await waitFor(() => expect(within(money).getByRole('button', { name: 'Оплатить Бокс A-214' })).toBeInTheDocument());
      expect(screen.queryByText(/Платёж по счёту обрабатывается/)).not.toBeInTheDocument();
    });
  });

  describe('given a pending mark the provider never confirms', () => {
    it('should hide Pay while it is fresh and offer it again after 15 minutes, saying the attempt may still complete', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      view(orderWith(renewal({ paymentHash: 'hash-1' })));
      const money = await screen.findByRole('region', { name: 'Payment' });
      expect(within(money).getByText(/being processed/)).toBeInTheDocument();
      expect(within(money).queryByRole('button', { name: 'Pay Box A-214' })).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(14 * 60_000);
      });
      expect(within(money).queryByRole('button', { name: 'Pay Box A-214' })).not.toBeInTheDocument();
      // the age is looked at every 30 s: within 30 s of the 15 minutes Pay is back
      await act(async () => {
        await jest.advanceTimersByTimeAsync(90_000);
      });
      await waitFor(() => expect(within(money).getByRole('button', { name: 'Pay Box A-214' })).toBeInTheDocument());
      expect(within(money).getByText(/earlier payment of invoice No\.\sINV-9 was not confirmed/)).toBeInTheDocument();
      expect(within(money).getByText(/may still complete/)).toBeInTheDocument();
    });

    it('should keep Pay hidden for a payment the provider holds (confirmed, not settled)', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      const started = new Date(Date.now() - 3 * 60_000).toISOString();
      view(orderWith(renewal({ paymentHash: 'held-1', paymentStartedAt: started, paymentExpiresAt: null })));
      const money = await screen.findByRole('region', { name: 'Payment' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20 * 60_000);
      });
      expect(
        within(money).getByText('A payment of an invoice is being processed. The Pay button returns once it finishes.'),
      ).toBeInTheDocument();
      expect(within(money).queryByRole('button', { name: 'Pay Box A-214' })).not.toBeInTheDocument();
    });

    it('should count the 15 minutes from when this tab started the payment, across the trip to the payment page', async () => {
      sessionStorage.setItem('sb.payments.pending', JSON.stringify({ 'INV-9': { hash: null, at: Date.now() - 16 * 60_000 } }));
      view(orderWith(renewal({ paymentHash: 'hash-2' })), 'ru');
      const money = await screen.findByRole('region', { name: 'Оплата' });
      expect(await within(money).findByRole('button', { name: 'Оплатить Бокс A-214' })).toBeInTheDocument();
    });
  });

  describe('given a start of a payment from this tab', () => {
    it('should remember when it started, before leaving for the payment page', async () => {
      const user = userEvent.setup();
      view(orderWith(renewal()), 'en');
      const before = Date.now();
      // the local adapter asks the sandbox for the page; here the request fails, which is enough to see the mark
      const money = await screen.findByRole('region', { name: 'Payment' });
      await user.click(within(money).getByRole('button', { name: 'Pay Box A-214' }));
      await waitFor(() => expect(sessionStorage.getItem('sb.payments.pending')).not.toBeNull());
      const seen = JSON.parse(sessionStorage.getItem('sb.payments.pending') ?? '{}') as Record<string, { at: number }>;
      expect(seen['INV-9']?.at).toBeGreaterThanOrEqual(before);
    });
  });
});
