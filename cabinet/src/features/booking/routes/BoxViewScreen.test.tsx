import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import BoxViewScreen from './BoxViewScreen.tsx';
import { box, calc, places } from '../test/fixtures.ts';

const screenAt = (cell: ReturnType<typeof box>, extra = {}) => {
  const net = fakeNetwork({
    'GET /api/places/floors/cell/info': () => ({ body: { cell } }),
    'GET /api/places/one': () => ({ body: { place: places[0] } }),
    'GET /api/cells/get-photos': () => ({ body: { photos: { '2.99_3.01': [{ link: '/static/c/1.svg' }, { link: '/static/c/2.svg' }] } } }),
    'POST /api/v1/orders/cell/calc': (b) => ({ body: calc((b as { pay_days: number }).pay_days) }),
    ...extra,
  });
  const view = renderScreen(
    <Route path="/order-box-view/:wh_id/:box_id">
      <BoxViewScreen />
    </Route>,
    { path: `/order-box-view/MSK-01/${cell.cell_id}`, fetch: net.fetch, setup: loggedIn },
  );
  return { ...view, net };
};

describe('given a free box', () => {
  it('should show its parameters and photos by size, and rent through the booking dialog', async () => {
    const { net } = screenAt(box(5));
    expect(await screen.findByRole('heading', { level: 1, name: /Бокс B-205, 3.м²/ })).toBeInTheDocument();
    expect(screen.getByText('Навесной')).toBeInTheDocument();
    expect(screen.getByText(/2,12 × 1,42.м/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Другие боксы этого склада' })).toHaveAttribute('href', '/create-order/MSK-01');
    await waitFor(() => expect(net.calls.find((c) => c.path === '/api/cells/get-photos')).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Арендовать' }));
    expect(await screen.findByRole('dialog', { name: 'Аренда бокса B-205' })).toBeInTheDocument();
  });
});

describe('given an ordered box', () => {
  it('should pre-order it through orders/client/create', async () => {
    const { net } = screenAt(box(6, { free: false, status: 'ordered', place: null }), {
      'POST /api/v1/orders/client/create': () => ({ body: { success: true } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Предзаказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Предзаказ бокса B-206' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Оформить предзаказ' }));
    expect(await screen.findByRole('dialog', { name: 'Спасибо! Заявка принята' })).toBeInTheDocument();
    expect(net.calls.find((c) => c.path === '/api/v1/orders/client/create')?.body).toMatchObject({
      order_city: 'Москва',
      order_type: 'preOrder',
      order_place: 'MSK-01',
      order_floor: 2,
      order_size: 3,
      order_time: 30,
    });
  });
});
