import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import type { AppStore } from '../../../shared/api/store.ts';
import { userAtom } from '../../../shared/session/atoms.ts';
import { PersonalForm } from '../components/PersonalForm.tsx';
import ProfileScreen from './ProfileScreen.tsx';

// The profile's forms and the request schemas agree: a save the form lets through is
// sent, never refused as 'unexpected error' before the call.

jest.setTimeout(20_000);

const UNEXPECTED = /непредвиденная ошибка/;

const individual = {
  main_phone: '79990000001',
  phones: [],
  emails: [],
  legal_type: 0,
  personal: { fio: 'Иванов Иван Иванович', birthday: null },
};
const entrepreneur = {
  main_phone: '79990000031',
  phones: [],
  emails: [],
  legal_type: 1,
  company: { name: 'ИП Смирнов' },
  person_name: 'Смирнов Сергей Сергеевич',
  person_position: 'Индивидуальный предприниматель',
  person_position_genitive: 'Индивидуального предпринимателя',
  person_basis: 'Свидетельства',
};
const noRequisites = { inn: null, ogrn: null, kpp: null, bik: null, account: null, correspond: null, bank: null };

function network(profile: object) {
  return fakeNetwork({
    'GET /api/v1/client': () => ({ body: profile }),
    'GET /api/v1/client/requisites/peronal': () => ({ body: {} }),
    'GET /api/v1/client/requisites/legal': () => ({ body: noRequisites }),
    'GET /api/v1/client/available/files': () => ({ body: { files: [] } }),
    'PUT /api/v1/client/personal': () => ({ body: { success: true } }),
    'PUT /api/v1/client/requisites/legal': () => ({ body: { success: true } }),
  });
}
const sent = (net: ReturnType<typeof fakeNetwork>, method: string, path: string) =>
  net.calls.filter((c) => c.method === method && c.path === path);
const loggedIn = { setup: (s: AppStore) => s.set(userAtom, { token: 't-1' }) };

describe('given an individual without a stored birthday', () => {
  it('should save without a birthday where the birth-date field is hidden', async () => {
    const net = network(individual);
    renderScreen(<PersonalForm profile={individual as never} withBirthday={false} />, { fetch: net.fetch, ...loggedIn });
    expect(screen.queryByLabelText(/^Дата рождения/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/personal')[0]?.body).toEqual({ fio: 'Иванов Иван Иванович', phones: [], emails: [] });
    expect(await screen.findByText('Данные сохранены')).toBeInTheDocument();
    expect(screen.queryByText(UNEXPECTED)).toBeNull();
  });

  it('should ask for the date of birth in its own words where the field is shown', async () => {
    const net = network(individual);
    renderScreen(<PersonalForm profile={individual as never} withBirthday />, { fetch: net.fetch, ...loggedIn });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите дату рождения')).toBeInTheDocument();
    expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(0);
  });

  it('should say it in English too', async () => {
    renderScreen(<PersonalForm profile={individual as never} withBirthday />, {
      fetch: network(individual).fetch,
      language: 'en',
      ...loggedIn,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in your date of birth')).toBeInTheDocument();
  });
});

describe('given an e-mail with a Cyrillic domain', () => {
  it('should save it as the form accepted it', async () => {
    const withBirthday = { ...individual, personal: { fio: 'Иванов Иван Иванович', birthday: '01.02.1990' } };
    const net = network(withBirthday);
    renderScreen(<ProfileScreen />, { fetch: net.fetch, ...loggedIn });
    const form = await screen.findByRole('form', { name: 'Личные данные' }, { timeout: 5000 });
    await userEvent.click(within(form).getByRole('button', { name: /Добавить e-mail/ }));
    await userEvent.type(within(form).getByLabelText(/^E-mail 1/), 'ivanov@почта.рф');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/personal')[0]?.body).toMatchObject({ emails: ['ivanov@почта.рф'] });
    expect(screen.queryByText(UNEXPECTED)).toBeNull();
  });
});

describe('given an entrepreneur (12-digit INN, OGRNIP) on the profile', () => {
  it('should save the requisites without a KPP', async () => {
    const net = network(entrepreneur);
    renderScreen(<ProfileScreen />, { fetch: net.fetch, ...loggedIn });
    const form = await screen.findByRole('form', { name: 'Реквизиты' }, { timeout: 5000 });
    const type = async (label: RegExp, value: string) => userEvent.type(within(form).getByLabelText(label), value);
    await type(/^ИНН/, '500100732259');
    await type(/^ОГРН/, '304500116000157');
    await type(/^БИК/, '044525225');
    await type(/^Расчётный счёт/, '40702810938000000001');
    await type(/^Корреспондентский счёт/, '30101810400000000225');
    await type(/^Банк/, 'ПАО Сбербанк');
    expect(within(form).getByLabelText(/^КПП/)).not.toBeRequired();
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/requisites/legal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/requisites/legal')[0]?.body).toMatchObject({
      inn: '500100732259',
      ogrn: '304500116000157',
      kpp: '',
    });
  });

  it('should still want the KPP of a company', async () => {
    const net = network(entrepreneur);
    renderScreen(<ProfileScreen />, { fetch: net.fetch, ...loggedIn });
    const form = await screen.findByRole('form', { name: 'Реквизиты' }, { timeout: 5000 });
    await userEvent.type(within(form).getByLabelText(/^ИНН/), '7707083893');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить реквизиты' }));
    const kpp = within(form).getByLabelText(/^КПП/);
    await waitFor(() => expect(kpp).toHaveAccessibleDescription(/Заполните поле/));
    expect(sent(net, 'PUT', '/api/v1/client/requisites/legal')).toHaveLength(0);
  });
});
