import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import StorageBoxesScreen from './StorageBoxesScreen.tsx';
import { box, places } from '../test/fixtures.ts';

const many = [
  ...Array.from({ length: 23 }, (_, i) =>
    box(i + 1, { free: i % 4 !== 0, status: i % 4 !== 0 ? 'free' : 'ordered', place: i % 4 !== 0 ? 'MSK-01' : null }),
  ),
  box(90, { size: 1, name: 'A-101' }),
  box(91, { size: 1, name: 'A-102', free: false, status: 'ordered', place: null }),
];

const network = (extra = {}) =>
  fakeNetwork({
    'GET /api/places/one': () => ({ body: { place: places[0] } }),
    'GET /api/places/catalog/box': () => ({ body: { boxes: many } }),
    ...extra,
  });

const screenAt = (net = network()) =>
  renderScreen(
    <Route path="/order-storage-boxes/wh_id/:wh_id/size/:size">
      <StorageBoxesScreen />
    </Route>,
    { path: '/order-storage-boxes/wh_id/MSK-01/size/3', fetch: net.fetch },
  );

const rows = () =>
  within(screen.getByRole('table', { name: /Боксы 3/ }))
    .getAllByRole('row')
    .slice(1);

describe('given a warehouse with 23 boxes of the size', () => {
  it('should show breadcrumbs, credentials and 10 rows, then 10 more, then the rest', async () => {
    screenAt();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Склад «Сокол»' })).toHaveAttribute('href', '/order-storage-view/MSK-01');
    expect(screen.getByText('Офис: 10:00–20:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Показать ещё/ }));
    expect(rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: /Показать ещё/ }));
    expect(rows()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).not.toBeInTheDocument();
  });

  it('should offer Order on free boxes, By request on ordered ones, More info on each', async () => {
    screenAt();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const free = rows()[0] as HTMLElement;
    expect(within(free).getByRole('button', { name: /Заказать бокс/ })).toBeInTheDocument();
    expect(
      within(free)
        .getByRole('link', { name: /Подробнее о боксе/ })
        .getAttribute('href'),
    ).toMatch(/^\/order-box-view\/MSK-01\/20\d\d$/);
    await userEvent.click(screen.getByRole('button', { name: /Показать ещё/ }));
    expect(screen.getAllByRole('button', { name: /По запросу: бокс/ }).length).toBeGreaterThan(0);
  });

  it('should list the other sizes once each', async () => {
    screenAt();
    const other = await screen.findByRole('region', { name: 'Другие размеры на этом складе' });
    expect(
      within(other)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/order-storage-boxes/wh_id/MSK-01/size/1']);
  });
});

describe('given a box requested by request', () => {
  /** The first taken box of the second page asked for by request: its dialog. */
  async function openBoxRequest(net: ReturnType<typeof network>) {
    screenAt(net);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: /Показать ещё/ }));
    await userEvent.click(screen.getAllByRole('button', { name: /По запросу: бокс/ })[0] as HTMLElement);
    return screen.findByRole('dialog', { name: 'Бокс под заказ' });
  }

  it('should send request/simple with the budget and size, then thank', async () => {
    const net = network({ 'POST /api/request/simple': () => ({ body: { success: true } }) });
    const dialog = await openBoxRequest(net);
    await userEvent.type(within(dialog).getByLabelText('Как к вам обращаться'), 'Иван');
    await userEvent.type(within(dialog).getByLabelText(/Бюджет/), '6000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('dialog', { name: 'Спасибо! Заявка принята' })).toBeInTheDocument();
    expect(net.calls.find((c) => c.path === '/api/request/simple')?.body).toMatchObject({
      place: 'MSK-01',
      request_name: 'box_request',
      contact_name: 'Иван',
      budget: 6000,
      size: 3,
    });
  });

  it('should keep what was typed when the request fails', async () => {
    const net = network({ 'POST /api/request/simple': () => ({ status: 500, body: { success: false } }) });
    const dialog = await openBoxRequest(net);
    await userEvent.type(within(dialog).getByLabelText('Как к вам обращаться'), 'Иван');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText(/Введённые данные сохранены/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Как к вам обращаться')).toHaveValue('Иван');
  });
});
