import { act, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrderViewScreen from './OrderViewScreen.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

// Issue 27: on the order's page every way to pay needs the network. Offline the order's Pay, each invoice's Pay,
// 'New invoice', the debt's Pay and the other orders' Pay show disabled with the reason; back online they work again.

jest.setTimeout(20_000);

const REASON = 'No connection: available again once the network is back.';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

it('should disable every Pay of the page offline with the reason, the other orders too, and enable them when the network is back', async () => {
  const order = anOrder({
    state: 'debt',
    cell: { paid_until: day(-5) },
    invoices: [anInvoice({ number: 'INV-2', beginPeriod: day(-4), endPeriod: day(25) })],
  });
  const other = anOrder({
    number: 100002,
    cell: { name: 'B-7', paid_until: day(3) },
    invoices: [anInvoice({ number: 'INV-7', beginPeriod: day(4), endPeriod: day(33) })],
  });
  const net = fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [order, other] } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
  });
  renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
    setup: loggedIn,
    fetch: net.fetch,
    language: 'en',
    path: `/order-view/${order.number}`,
  });
  await screen.findByRole('heading', { level: 1, name: 'Box A-214' });
  const others = within(await screen.findByRole('region', { name: 'Other orders' }));
  const pays = () => [
    screen.getByRole('button', { name: 'Pay the debt' }),
    screen.getByRole('button', { name: 'Pay Box A-214' }),
    screen.getByRole('button', { name: /^Pay invoice No\.\sINV-2$/ }),
    others.getByRole('button', { name: 'Pay Box B-7' }),
  ];
  for (const pay of pays()) expect(pay).toBeEnabled();

  setOnline(false);
  for (const pay of pays()) {
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(expect.stringContaining(REASON));
  }

  setOnline(true);
  for (const pay of pays()) {
    expect(pay).toBeEnabled();
    expect(pay).not.toHaveAccessibleDescription(expect.stringContaining(REASON));
  }
});
