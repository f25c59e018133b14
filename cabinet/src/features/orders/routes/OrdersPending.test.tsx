import { screen, within } from '@testing-library/react';
import type { Order } from '@sb/contracts';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import OrdersScreen from './OrdersScreen.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

jest.setTimeout(20_000);

// the customer is logged in when the page loads (as on the way back from the payment page): the tab's payment marks
// belong to this session and stay; a login in this tab would start a new session without them
beforeEach(() => localStorage.setItem('user', JSON.stringify({ token: 't' })));

function list(orders: Order[]) {
  const net = fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
  });
  renderScreen(<OrdersScreen />, { fetch: net.fetch, path: '/orders', language: 'en' });
}

const pendingOrder = () =>
  anOrder({
    cell: { paid_until: day(20) },
    invoices: [anInvoice({ number: 'INV-7', beginPeriod: day(21), endPeriod: day(50), paymentHash: 'hash-7' })],
  });

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the orders list and a pending payment', () => {
  it('should hide Pay on the card while the payment is fresh', async () => {
    list([pendingOrder()]);
    const card = await screen.findByRole('listitem');
    expect(await within(card).findByText('Details')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pay Box A-214' })).not.toBeInTheDocument();
  });

  it('should offer Pay on the card once the payment is unconfirmed for 15 minutes', async () => {
    sessionStorage.setItem('sb.payments.pending', JSON.stringify({ 'INV-7': { hash: 'hash-7', at: Date.now() - 16 * 60_000 } }));
    list([pendingOrder()]);
    const card = await screen.findByRole('listitem');
    expect(await within(card).findByRole('button', { name: 'Pay Box A-214' })).toBeInTheDocument();
  });
});
