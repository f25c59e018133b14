import { act, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { cabinet } from '@sb/contracts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { queryClientAtom } from '../../../shared/api/serverState.ts';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrderViewScreen from './OrderViewScreen.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

// On the order's page every way to pay needs the network. Offline the order's Pay, each invoice's Pay,
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
  for (const pay of pays()) expect(pay).not.toHaveAttribute('aria-disabled');

  // awaited: on a busy machine the first commit's listeners may subscribe after the event (they read its state then)
  setOnline(false);
  await waitFor(() => {
    for (const pay of pays()) {
      expect(pay).toHaveAttribute('aria-disabled', 'true');
      expect(pay).toHaveAccessibleDescription(expect.stringContaining(REASON));
    }
  });

  setOnline(true);
  await waitFor(() => {
    for (const pay of pays()) {
      expect(pay).not.toHaveAttribute('aria-disabled');
      expect(pay).not.toHaveAccessibleDescription(expect.stringContaining(REASON));
    }
  });
});

// A connection that says online and carries nothing (a basement, a captive portal) is offline: the order's
// page shows what the session kept, as of its time, and every Pay waits with the reason until a call gets through.

describe('given every call failing on the network while the browser says online', () => {
  const order = anOrder({
    cell: { name: 'A-214', paid_until: day(3) },
    invoices: [anInvoice({ number: 'INV-2', beginPeriod: day(4), endPeriod: day(33) })],
  });
  const other = anOrder({
    number: 100002,
    cell: { name: 'B-7', paid_until: day(3) },
    invoices: [anInvoice({ number: 'INV-7', beginPeriod: day(4), endPeriod: day(33) })],
  });
  const AS_OF = /^As of \d\d:\d\d$/;
  let carries = true;
  const net = fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [order, other] } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
  });
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    carries ? net.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
  const page = () =>
    renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
      fetch,
      language: 'en',
      path: `/order-view/${order.number}`,
    });
  const pays = () => [
    ...screen.getAllByRole('button', { name: 'Pay Box A-214' }),
    within(screen.getByRole('region', { name: 'Other orders' })).getByRole('button', { name: 'Pay Box B-7' }),
  ];

  beforeEach(() => {
    carries = true;
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify({ token: 'test-session-token' }));
    localStorage.setItem('userPhone', JSON.stringify('79990000001'));
  });

  it('should show the order with its time and disable every Pay when a call fails, and bring them back once a call gets through', async () => {
    const { store } = page();
    await screen.findByRole('heading', { level: 1, name: 'Box A-214' });
    await screen.findByRole('region', { name: 'Other orders' });
    for (const pay of pays()) expect(pay).not.toHaveAttribute('aria-disabled');

    carries = false;
    await act(async () => {
      await store.get(queryClientAtom).refetchQueries({ queryKey: ['orders', 'list'] });
    });
    expect(await screen.findByText(AS_OF)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Box A-214' })).toBeInTheDocument();
    for (const pay of pays()) {
      expect(pay).toHaveAttribute('aria-disabled', 'true');
      expect(pay).toHaveAccessibleDescription(expect.stringContaining(REASON));
    }

    // a call gets through again (the probe's, every few seconds): the page is live again
    carries = true;
    await act(async () => {
      await store.get(apiAtom).call(cabinet.ordersList, { params: { status: 'active' } });
    });
    await waitFor(() => expect(screen.queryByText(AS_OF)).toBeNull());
    for (const pay of pays()) expect(pay).not.toHaveAttribute('aria-disabled');
  });

  it('should show an order seen before from the kept copy, not a loading page, when the page opens with no call getting through', async () => {
    const seen = page();
    await screen.findByRole('heading', { level: 1, name: 'Box A-214' });
    window.dispatchEvent(new Event('pagehide'));
    seen.unmount();

    carries = false;
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Box A-214' })).toBeInTheDocument();
    expect(await screen.findByText(AS_OF)).toBeInTheDocument();
    for (const pay of pays()) expect(pay).toHaveAttribute('aria-disabled', 'true');
  });
});
