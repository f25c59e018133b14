import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import StorageViewScreen from './StorageViewScreen.tsx';
import { box, place } from '../test/fixtures.ts';

const sokol = place('MSK-01', 'Склад «Сокол»', 'Москва', {
  photos: ['/static/p/1.svg', '/static/p/2.svg'],
  work_hours: [{ time_from: '09:00', time_to: '21:00' }],
});

const network = (extra = {}) =>
  fakeNetwork({
    'GET /api/places/one': () => ({ body: { place: sokol } }),
    'GET /api/places/catalog/box': () => ({ body: { boxes: [box(1), box(2, { floor: 3, free: false, status: 'ordered', place: null })] } }),
    ...extra,
  });

const screenAt = (net = network(), language: 'ru' | 'en' = 'ru') =>
  renderScreen(
    <Route path="/order-storage-view/:wh_code">
      <StorageViewScreen />
    </Route>,
    { path: '/order-storage-view/MSK-01', fetch: net.fetch, language },
  );

describe('given a warehouse with map previews', () => {
  it('should show its credentials, managers, map frames and free services', async () => {
    screenAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Склад «Сокол»' })).toBeInTheDocument();
    expect(screen.getByText('Офис: 09:00–21:00')).toBeInTheDocument();
    expect(screen.getByText('Доступ к боксам 24/7')).toBeInTheDocument();
    expect(screen.getByText('Метро «Сокол»')).toBeInTheDocument();
    expect(screen.getByText('Анна Белова')).toBeInTheDocument();
    expect(screen.getByTitle('3D-тур: Склад «Сокол»')).toHaveAttribute('src', '/static/maps/MSK-01/tour.html');
    expect(screen.getByTitle('Схема проезда: Склад «Сокол»')).toBeInTheDocument();
    expect(screen.getByText('Быстрый интернет')).toBeInTheDocument();
    expect(screen.getByText('Парковка')).toBeInTheDocument();
    // local environment: the plan is shown
    expect(await screen.findByRole('region', { name: 'План склада' })).toBeInTheDocument();
  });
});

describe('given the storage request without consent', () => {
  it('should send nothing and say the consent is needed; with it, send and thank', async () => {
    const net = network({ 'POST /api/request/simple': () => ({ body: { success: true } }) });
    screenAt(net);
    await userEvent.click(await screen.findByRole('button', { name: 'Оставить заявку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заявка на хранение' });
    await userEvent.type(within(dialog).getByLabelText('Как к вам обращаться'), 'Иван');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText('Без согласия мы не можем принять заявку')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.path === '/api/request/simple')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /согласен/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('dialog', { name: 'Спасибо! Заявка принята' })).toBeInTheDocument();
    expect(net.calls.find((c) => c.path === '/api/request/simple')?.body).toMatchObject({
      place: 'MSK-01',
      request_name: 'storage_request',
      contact_name: 'Иван',
      is_consent_checked: true,
    });
  });
});

describe('given an unknown warehouse', () => {
  it('should say so with a retry', async () => {
    screenAt(
      fakeNetwork({
        'GET /api/places/one': () => ({ status: 404, body: { success: false, message: 'place not found', error_code: 'PLACE_NOT_FOUND' } }),
      }),
      'en',
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
