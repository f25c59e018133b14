import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import ProfileScreen from './ProfileScreen.tsx';
import { passport, loggedIn } from '../test/kit.tsx';

// A save succeeds and the reload that follows fails: the saved data stays on screen, with a
// note that the refresh failed and a way to try again, instead of an error block in place of the profile.

jest.setTimeout(20_000);

const individual = {
  main_phone: '79990000001',
  phones: [],
  emails: [],
  legal_type: 0,
  personal: { fio: 'Иванов Иван Иванович', birthday: '01.02.1990' },
};

/** The backend: the first load works, every later load of `failing` answers 500 until `heal` is called. */
function network(failing: string) {
  const loads = new Map<string, number>();
  let broken = true;
  const answer = (path: string, body: unknown) => () => {
    const n = (loads.get(path) ?? 0) + 1;
    loads.set(path, n);
    return path === failing && n > 1 && broken ? { status: 500, body: { success: false, message: 'internal error' } } : { body };
  };
  const net = fakeNetwork({
    'GET /api/v1/client': answer('/api/v1/client', individual),
    'GET /api/v1/client/requisites/peronal': answer('/api/v1/client/requisites/peronal', passport),
    'GET /api/v1/client/available/files': () => ({ body: { files: [] } }),
    'PUT /api/v1/client/personal': () => ({ body: { success: true } }),
    'PUT /api/v1/client/requisites/peronal': () => ({ body: { success: true } }),
  });
  return { ...net, heal: () => (broken = false), loads };
}

describe('given a save that succeeded and a reload that failed', () => {
  it('should keep the saved personal data on screen and say the refresh failed', async () => {
    const net = network('/api/v1/client');
    renderScreen(<ProfileScreen />, { fetch: net.fetch, setup: loggedIn });
    const form = await screen.findByRole('form', { name: 'Личные данные' }, { timeout: 5000 });
    const fio = within(form).getByRole('textbox', { name: /^ФИО/ });
    await userEvent.clear(fio);
    await userEvent.type(fio, 'Иванов Пётр Иванович');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(net.loads.get('/api/v1/client')).toBe(2));
    expect(await screen.findByText('Не удалось обновить данные профиля', {}, { timeout: 5000 })).toBeInTheDocument();
    // the form is still there with what was saved
    expect(screen.getByRole('form', { name: 'Личные данные' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^ФИО/ })).toHaveValue('Иванов Пётр Иванович');

    // trying again brings the note away
    net.heal();
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(screen.queryByText('Не удалось обновить данные профиля')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^ФИО/ })).toBeInTheDocument();
  });

  it('should keep the saved requisites on screen and say the refresh failed', async () => {
    const net = network('/api/v1/client/requisites/peronal');
    renderScreen(<ProfileScreen />, { fetch: net.fetch, setup: loggedIn });
    const form = await screen.findByRole('form', { name: 'Реквизиты' }, { timeout: 5000 });
    const issuer = within(form).getByRole('textbox', { name: /^Кем выдан/ });
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'ГУ МВД России');
    await userEvent.click(within(form).getByRole('button', { name: /^Сохранить/ }));

    await waitFor(() => expect(net.loads.get('/api/v1/client/requisites/peronal')).toBe(2), { timeout: 5000 });
    expect(await screen.findByText('Не удалось обновить реквизиты', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Реквизиты' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Кем выдан/ })).toHaveValue('ГУ МВД России');
  });
});
