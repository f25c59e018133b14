import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@sb/contracts';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrdersScreen from './OrdersScreen.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

function network(active: Order[], history: Order[] = [], status = 200) {
  return fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () =>
      status === 200 ? { body: { orders: active } } : { status, body: { success: false, message: 'boom' } },
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: history } }),
  });
}

const actives = (n: number) =>
  Array.from({ length: n }, (_, i) => anOrder({ number: 2000 + i, cell: { name: `A-${100 + i}`, paid_until: day(20 + i) } }));
const archived = (n: number) =>
  Array.from({ length: n }, (_, i) => anOrder({ number: 3000 + i, state: 'archived', cell: { name: `Z-${i}`, paid_until: day(-100) } }));

describe('OrdersScreen', () => {
  describe('given the archive answering after the live orders', () => {
    it('should show the live orders at once and the archive once its own answer comes', async () => {
      let answerArchive: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answerArchive = resolve));
      const net = fakeNetwork({
        'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: actives(2) } }),
        'GET /api/v1/orders/history/orders-list': async () => {
          await held;
          return { body: { orders: archived(1) } };
        },
      });
      renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: net.fetch, path: '/orders' });
      const activeSection = await screen.findByRole('region', { name: 'Активные' });
      await waitFor(() => expect(within(activeSection).getAllByRole('listitem')).toHaveLength(2));
      expect(within(screen.getByRole('region', { name: 'Архив' })).queryAllByRole('listitem')).toHaveLength(0);
      answerArchive();
      await waitFor(() => expect(within(screen.getByRole('region', { name: 'Архив' })).getAllByRole('listitem')).toHaveLength(1));
    });
  });

  describe('given 13 active and 4 archived orders', () => {
    it('should show 6 and 3 cards first and add 3 with each load more', async () => {
      renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: network(actives(13), archived(4)).fetch, path: '/orders' });
      const activeSection = await screen.findByRole('region', { name: 'Активные' });
      await waitFor(() => expect(within(activeSection).getAllByRole('listitem')).toHaveLength(6));
      const archiveSection = screen.getByRole('region', { name: 'Архив' });
      await waitFor(() => expect(within(archiveSection).getAllByRole('listitem')).toHaveLength(3));
      expect(within(activeSection).getByText('Показано 6 из 13')).toBeInTheDocument();
      await userEvent.click(within(activeSection).getByRole('button', { name: 'Показать ещё' }));
      expect(within(activeSection).getAllByRole('listitem')).toHaveLength(9);
      await userEvent.click(within(archiveSection).getByRole('button', { name: 'Показать ещё' }));
      expect(within(archiveSection).getAllByRole('listitem')).toHaveLength(4);
      expect(within(archiveSection).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    });
  });

  describe('given orders of different urgency', () => {
    it('should put the debt first, then the contract to sign, then the payment due soon', async () => {
      const sign = anOrder({ number: 3, state: 'pre-signed', cell: { name: 'S-1', paid_until: null } });
      sign.agreement = { ...sign.agreement!, signed: null };
      const orders = [
        anOrder({ number: 1, cell: { name: 'N-1', paid_until: day(30) } }),
        anOrder({ number: 2, cell: { name: 'D-1', paid_until: day(3) } }),
        sign,
        anOrder({ number: 4, state: 'debt', cell: { name: 'X-1', paid_until: day(-16) } }),
      ];
      renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: network(orders).fetch, language: 'en' });
      const section = await screen.findByRole('region', { name: 'Active' });
      await waitFor(() => expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4));
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Box X-1', 'Box S-1', 'Box D-1', 'Box N-1']);
      expect(within(section).getByText('Payment overdue by 16 days')).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Sign Box S-1' })).toHaveAttribute('href', '/document-view/D-100001');
      // the payment notice of the order due in 3 days
      expect(screen.getByText(/Box D-1: Rent paid until .*: 3 days left/)).toBeInTheDocument();
    });
  });

  describe('given an order whose invoice has a pending payment hash', () => {
    it('should hide its Pay button and keep Pay on the others', async () => {
      const pending = anOrder({ number: 5, cell: { name: 'P-1' }, invoices: [anInvoice({ number: 'INV-P', paymentHash: 'hash' })] });
      const payable = anOrder({ number: 6, cell: { name: 'Q-1' }, invoices: [anInvoice({ number: 'INV-Q' })] });
      renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: network([pending, payable]).fetch });
      expect(await screen.findByRole('button', { name: 'Оплатить Бокс Q-1' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Оплатить Бокс P-1' })).not.toBeInTheDocument();
    });
  });

  // The address title goes beside the place's name (spec 1: place name, address title and text)
  describe('given an order whose place carries an address title', () => {
    const titled = (title: string, place: Partial<Order['place']> = {}) => {
      const order = anOrder({ number: 2100, cell: { name: 'T-1', paid_until: day(40) } });
      return { ...order, place: { ...order.place, ...place, address_title: title } };
    };
    const cardOf = async (name: RegExp) => (await screen.findByRole('heading', { name })).closest('li')!;

    it("should keep the place's name and put the title beside it, the address text after them", async () => {
      const order = titled('м. Сокольники', { name: 'Склад на Сокольниках' });
      renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: network([order]).fetch });
      const card = await cardOf(/T-1/);
      expect(within(card).getByText('Склад на Сокольниках')).toBeInTheDocument();
      expect(card).toHaveTextContent('Склад на Сокольниках · м. Сокольники, Москва, ул. Русаковская, 13');
    });

    it('should not say the name twice when the title starts with it', async () => {
      const order = titled('Склад на Сокольниках, м. Сокольники', { name: 'Склад на Сокольниках' });
      renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: network([order]).fetch });
      const card = await cardOf(/T-1/);
      expect(card).toHaveTextContent('Склад на Сокольниках · м. Сокольники, Москва, ул. Русаковская, 13');
    });

    it('should print the address once when the title is the name and the address (a warehouse without a metro, as KRG-02)', async () => {
      const address = 'Калининград, ул. Дзержинского, 30';
      const order = titled(`Склад в Калининграде, ${address}`, { name: 'Склад в Калининграде', address });
      renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: network([order]).fetch });
      const card = await cardOf(/T-1/);
      expect(card.textContent!.split('Дзержинского')).toHaveLength(2);
      expect(card).toHaveTextContent(`Склад в Калининграде, ${address}`);
    });
  });

  describe('given no orders at all', () => {
    it('should show the 4 steps to start and a Book button', async () => {
      const { location } = renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: network([], []).fetch });
      expect(await screen.findByRole('heading', { name: 'У вас пока нет заказов' })).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Как начать' })).getAllByRole('listitem')).toHaveLength(4);
      await userEvent.click(screen.getByRole('button', { name: 'Забронировать бокс' }));
      expect(location.history?.at(-1)).toBe('/create-order');
    });
  });

  describe('given the orders fail to load', () => {
    it('should say so and retry', async () => {
      const net = network([], [], 500);
      renderScreen(<OrdersScreen />, { setup: loggedIn, fetch: net.fetch, language: 'en' });
      const alert = await screen.findByRole('alert');
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(net.calls.filter((c) => c.path === '/api/v1/orders/active/orders-list').length).toBeGreaterThanOrEqual(2));
    });
  });
});
