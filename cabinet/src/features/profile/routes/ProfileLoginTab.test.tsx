import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { individual, network, renderProfile } from '../test/kit.tsx';

// The 'login' tab's password change is fetched apart from the screen (PasswordChangeSlot). Here its fetches fail
// (a dropped connection: the one ahead, when the browser is idle, and the tab's own) until the connection is back:
// the tab says so with a retry, and what was typed on 'my data' stays.

jest.setTimeout(20_000);

let mockOffline = true;
jest.mock('../components/PasswordChange.tsx', () => {
  if (mockOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/PasswordChange.tsx');
});

describe('given the password change failing to load', () => {
  it('should say so in the login tab, keep the typed data and load it again on retry', async () => {
    renderProfile(network(individual));
    const fio = await screen.findByRole('textbox', { name: /^ФИО/ });
    await userEvent.clear(fio);
    await userEvent.type(fio, 'Иванов Пётр Иванович');

    await userEvent.click(screen.getByRole('tab', { name: 'Вход' }));
    expect(screen.getByText('+7 (999) 000-00-01')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла непредвиденная ошибка');
    expect(screen.queryByRole('button', { name: 'Сменить пароль' })).toBeNull();

    mockOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Сменить пароль' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Мои данные' }));
    expect(screen.getByRole('textbox', { name: /^ФИО/ })).toHaveValue('Иванов Пётр Иванович');
  });
});
