import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrderCreatedScreen from './OrderCreatedScreen.tsx';

const order = (signSystem: string, agreementNumber: string | null = 'D-10001') => ({
  number: 10001,
  state: 'reserved',
  place: { code: 'MSK-01', name: 'Склад «Сокол»', address: 'Москва, Ленинградский проспект, 74к1' },
  cell: {
    name: 'A-106',
    begin: '22.11.2026',
    end: '21.12.2026',
    paid_until: null,
    rate: 5700,
    size: 3,
    floor_number: 1,
    floor_cell_number: 'A-106',
    cell_id: 2006,
    length: 2.12,
    width: 1.42,
    height: 2.2,
    lock: null,
  },
  agreement:
    agreementNumber === null
      ? null
      : {
          number: agreementNumber,
          uuid: '6ac495c0-2547-4522-b6a4-c69260b47577',
          signed: null,
          generated: null,
          need_change: false,
          sign_system: signSystem,
        },
  invoices: [],
});

const screenAt = (orders: unknown[], language: 'ru' | 'en' = 'ru') =>
  renderScreen(
    <Route path="/order-created/:orderId">
      <OrderCreatedScreen />
    </Route>,
    {
      path: '/order-created/10001',
      language,
      setup: loggedIn,
      fetch: fakeNetwork({ 'GET /api/v1/orders/active/orders-list': () => ({ body: { orders } }) }).fetch,
    },
  );

describe('given an order signed by EDS', () => {
  it('should show the agreement, box, warehouse, the two rules and Begin', async () => {
    screenAt([order('eds')]);
    expect(await screen.findByText('6ac495c0-2547-4522-b6a4-c69260b47577')).toBeInTheDocument();
    expect(screen.getByText('A-106')).toBeInTheDocument();
    expect(screen.getByText('Склад «Сокол»')).toBeInTheDocument();
    expect(screen.getByText('Бокс бесплатно забронирован за вами до 4 дней.')).toBeInTheDocument();
    expect(screen.getByText('Подтвердите заказ в течение 5 дней: подпишите договор и оплатите депозит.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Начать оформление' })).toHaveAttribute('href', '/document-view/D-10001');
  });
});

describe('given an order handled by a manager', () => {
  it('should say a manager will contact the customer, with no Begin', async () => {
    screenAt([order('no')], 'en');
    expect(await screen.findByText('A manager will contact you to conclude the contract.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Begin' })).not.toBeInTheDocument();
  });
});

describe('given an order number that is not active', () => {
  it('should say so and lead to the orders', async () => {
    screenAt([]);
    expect(await screen.findByText('Заказ №10001 не найден среди активных')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К заказам' })).toHaveAttribute('href', '/orders');
  });
});
