import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { individual, network, renderProfile } from '../test/kit.tsx';

// The forms of 'my data' are fetched apart from the screen, when it mounts (profileForms.ts). Here that fetch
// fails (a dropped connection) until the connection is back: the screen says so with a retry instead of a blank
// page, and the retry brings the forms with the data.

jest.setTimeout(20_000);

let mockOffline = true;
jest.mock('../components/profileForms.ts', () => {
  if (mockOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/profileForms.ts');
});

describe('given the forms failing to load', () => {
  it('should say so with a retry, and show the forms with the data once they are here', async () => {
    renderProfile(network(individual));
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла непредвиденная ошибка');
    expect(screen.queryByRole('textbox', { name: /^ФИО/ })).toBeNull();

    mockOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('textbox', { name: /^ФИО/ })).toHaveValue('Иванов Иван Иванович');
    expect(await screen.findByRole('textbox', { name: /^Кем выдан/ })).toHaveValue('ОВД Тверского района города Москвы');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
