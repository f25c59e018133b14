import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import StorageBoxesScreen from './StorageBoxesScreen.tsx';
import { box, calc, places } from '../test/fixtures.ts';

// a busy shared machine: the booking dialog debounces its price, so this journey takes a few seconds
jest.setTimeout(20_000);

describe('given a box another customer books first', () => {
  it('should refresh the table and say the box was just taken, with no raw code', async () => {
    let taken = false;
    const boxes = () => [box(1, taken ? { free: false, status: 'ordered', place: null } : {}), box(2)];
    const net = fakeNetwork({
      'GET /api/places/one': () => ({ body: { place: places[0] } }),
      'GET /api/places/catalog/box': () => ({ body: { boxes: boxes() } }),
      'POST /api/v1/orders/cell/calc': (body) => ({ body: calc((body as { pay_days: number }).pay_days) }),
      'POST /api/v1/orders/cell/booking': () => {
        taken = true;
        return { status: 409, body: { success: false, message: 'the box is already booked', error_code: 'CELL_NOT_FREE', code: 409 } };
      },
    });
    renderScreen(
      <Route path="/order-storage-boxes/wh_id/:wh_id/size/:size">
        <StorageBoxesScreen />
      </Route>,
      { path: '/order-storage-boxes/wh_id/MSK-01/size/3', fetch: net.fetch, setup: loggedIn },
    );
    const table = await screen.findByRole('table', { name: /Боксы 3/ });
    await userEvent.click(within(table).getByRole('button', { name: /Заказать бокс B-201/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Забронировать' })).toBeEnabled());
    await waitFor(() => expect(net.calls.some((c) => c.path === '/api/v1/orders/cell/calc')).toBe(true));
    const catalogCalls = net.calls.filter((c) => c.path === '/api/places/catalog/box').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Забронировать' }));

    expect(await screen.findByText('Бокс B-201 только что заняли. Выберите другой бокс.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls.filter((c) => c.path === '/api/places/catalog/box').length).toBeGreaterThan(catalogCalls);
    await waitFor(() => expect(within(table).queryByRole('button', { name: /Заказать бокс B-201/ })).not.toBeInTheDocument());
    expect(within(table).getByRole('button', { name: /По запросу: бокс B-201/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /Заказать бокс B-202/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('CELL_NOT_FREE');
  });
});
