import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import CreateOrderScreen from './CreateOrderScreen.tsx';
import { places, sizes } from '../test/fixtures.ts';

const network = () =>
  fakeNetwork({
    'GET /api/places/list': () => ({ body: { places } }),
    'POST /api/places/box/sizes/box': (body) => ({
      body: { sizes: sizes.filter((s) => (body as { places: string[] }).places.includes(s.place_code)) },
    }),
  });

const screenAt = (path: string, net = network(), language: 'ru' | 'en' = 'ru') =>
  renderScreen(
    <Route path="/create-order/:wh_ids?/:sizes?/:av?">
      <CreateOrderScreen />
    </Route>,
    { path, fetch: net.fetch, language },
  );

describe('given the box search opened without filters', () => {
  it('should rewrite the URL in place and list Moscow warehouses with their size cards', async () => {
    const net = network();
    const { location } = screenAt('/create-order', net);
    await waitFor(() => expect(location.history).toEqual(['/create-order/,/,/available']));
    // the screen's first render with both answers: seconds in jsdom when the suite shares two cores with the other stages
    const sokol = await screen.findByRole('list', { name: 'Размеры боксов: Склад «Сокол»' }, { timeout: 15_000 });
    const cards = within(sokol).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/order-storage-boxes/wh_id/MSK-01/size/0.04',
      '/order-storage-boxes/wh_id/MSK-01/size/3',
    ]);
    expect(screen.getByRole('link', { name: '3D-тур: Склад «Сокол»' })).toHaveAttribute('href', '/order-storage-view/MSK-01');
    expect(screen.getByRole('link', { name: 'О складе: Склад «ВДНХ»' })).toHaveAttribute('href', '/order-storage-view/MSK-04');
    expect(screen.queryByText('Склад «Химки»')).not.toBeInTheDocument();
    expect(net.calls.find((c) => c.path === '/api/places/box/sizes/box')?.body).toEqual({ places: ['MSK-01', 'MSK-04'] });
  });
});

describe('given a search opened by URL', () => {
  it('should read the filters and follow changes in the URL without a new screen', async () => {
    const { location } = screenAt('/create-order/MSK-01/small,bogus/available');
    await waitFor(() => expect(location.history).toEqual(['/create-order/MSK-01/small/available']));
    expect(await screen.findByRole('checkbox', { name: 'Склад «Сокол»' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Маленький/ })).toBeChecked();
    const heading = screen.getByRole('heading', { level: 1 });

    await userEvent.click(screen.getByRole('checkbox', { name: /Большой/ }));
    await waitFor(() => expect(location.history).toEqual(['/create-order/MSK-01/small,large/available']));
    await userEvent.click(screen.getByRole('radio', { name: 'Под заказ' }));
    await waitFor(() => expect(location.history).toEqual(['/create-order/MSK-01/small,large/byRequest']));
    expect(await screen.findByRole('link', { name: /40/ })).toHaveAttribute('href', '/order-storage-boxes/wh_id/MSK-01/size/40');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('should disable by request until a warehouse is chosen', async () => {
    screenAt('/create-order/,/,/byRequest', network(), 'en');
    expect(await screen.findByRole('radio', { name: 'By request' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Available now' })).toBeChecked();
  });
});

describe('given another city chosen', () => {
  it('should show its warehouses and clear the chosen ones', async () => {
    const { location } = screenAt('/create-order/MSK-01/,/available');
    await screen.findByRole('checkbox', { name: 'Склад «Сокол»' });
    await userEvent.click(screen.getByRole('button', { name: 'Изменить город' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Химки' }));
    await userEvent.click(screen.getByRole('button', { name: 'Показать склады' }));
    expect(await screen.findByRole('list', { name: 'Размеры боксов: Склад «Химки»' })).toBeInTheDocument();
    await waitFor(() => expect(location.history).toEqual(['/create-order/,/,/available']));
  });
});

describe('given the places call failing', () => {
  it('should say so and retry', async () => {
    const net = fakeNetwork({ 'GET /api/places/list': () => ({ status: 500, body: { success: false, message: 'boom' } }) });
    screenAt('/create-order/,/,/available', net);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
