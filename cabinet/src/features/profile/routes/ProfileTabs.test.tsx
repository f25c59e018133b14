import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import ProfileScreen from './ProfileScreen.tsx';
import { passport } from '../test/kit.tsx';

// The profile's 'my data' and 'sign-in' tabs: what was typed survives a switch to the other tab and back.

jest.setTimeout(20_000);

const individual = {
  main_phone: '79990000001',
  phones: [],
  emails: ['ivanov@example.com'],
  legal_type: 0,
  personal: { fio: 'Иванов Иван Иванович', birthday: '01.02.1990' },
};

describe('given an individual editing the profile', () => {
  it('should keep the typed data and requisites across a switch to the sign-in tab and back', async () => {
    const net = fakeNetwork({
      'GET /api/v1/client': () => ({ body: individual }),
      'GET /api/v1/client/requisites/peronal': () => ({ body: passport }),
      'GET /api/v1/client/available/files': () => ({ body: { files: [] } }),
    });
    renderScreen(<ProfileScreen />, { fetch: net.fetch, setup: (s) => s.set(userAtom, { token: 't-1' }) });
    const fio = await screen.findByRole('textbox', { name: /^ФИО/ });
    await userEvent.clear(fio);
    await userEvent.type(fio, 'Иванов Пётр Иванович');
    const issuer = await screen.findByRole('textbox', { name: /^Кем выдан/ });
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'ГУ МВД');

    await userEvent.click(screen.getByRole('tab', { name: 'Вход' }));
    expect(screen.queryByRole('textbox', { name: /^ФИО/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Мои данные' }));

    expect(screen.getByRole('textbox', { name: /^ФИО/ })).toHaveValue('Иванов Пётр Иванович');
    expect(screen.getByRole('textbox', { name: /^Кем выдан/ })).toHaveValue('ГУ МВД');
    // nothing was saved or reloaded on the way
    expect(net.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
