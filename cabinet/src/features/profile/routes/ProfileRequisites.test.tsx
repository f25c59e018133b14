import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, addDays } from 'date-fns';
import { bank, individual, network, organisation, passport, renderProfile, sent } from '../test/kit.tsx';

// The profile's requisites: an individual's document and an organisation's bank data, in the one requisites form.

// whole-screen journeys typed key by key: more than Jest's 5 s when the machine is busy
jest.setTimeout(20_000);

describe('given the requisites of an individual', () => {
  function requisitesForm() {
    return screen.getByRole('form', { name: 'Реквизиты' });
  }

  it('should load them through their own call and save them through their own call', async () => {
    const net = network(individual);
    renderProfile(net);
    expect(await screen.findByLabelText(/^Серия и номер/)).toHaveValue('45 01 123456');
    expect(sent(net, 'GET', '/api/v1/client/requisites/legal')).toHaveLength(0);
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/requisites/peronal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/requisites/peronal')[0]?.body).toEqual(passport);
  });

  it('should turn commas and dots of the issuer into spaces as they are typed', async () => {
    renderProfile(network(individual));
    const issuer = await screen.findByLabelText(/^Кем выдан/);
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'ОВД р.н. Тверской,Москва');
    expect(issuer).toHaveValue('ОВД р н  Тверской Москва');
  });

  it('should accept an issue date of today and refuse tomorrow', async () => {
    const net = network(individual);
    renderProfile(net);
    const issued = await screen.findByLabelText(/^Дата выдачи/);
    await userEvent.clear(issued);
    await userEvent.type(issued, format(addDays(new Date(), 1), 'dd.MM.yyyy'));
    expect(await screen.findByText('Дата не может быть позже сегодняшней')).toBeInTheDocument();
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(sent(net, 'PUT', '/api/v1/client/requisites/peronal')).toHaveLength(0);
    await userEvent.clear(issued);
    await userEvent.type(issued, format(new Date(), 'dd.MM.yyyy'));
    await waitFor(() => expect(screen.queryByText('Дата не может быть позже сегодняшней')).not.toBeInTheDocument());
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/requisites/peronal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/requisites/peronal')[0]?.body).toMatchObject({ issued: format(new Date(), 'dd.MM.yyyy') });
  });

  it('should refuse an incomplete division code and passport number, and addresses under 3 characters', async () => {
    renderProfile(network(individual));
    const code = await screen.findByLabelText(/^Код подразделения/);
    await userEvent.clear(code);
    await userEvent.type(code, '77000');
    const number = screen.getByLabelText(/^Серия и номер/);
    await userEvent.clear(number);
    await userEvent.type(number, '450112345');
    const address = screen.getByLabelText(/^Адрес регистрации/);
    await userEvent.clear(address);
    await userEvent.type(address, 'Мо');
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(await screen.findByText('Код подразделения в формате 000-000')).toBeInTheDocument();
    expect(screen.getByText('Серия и номер — не меньше 10 цифр')).toBeInTheDocument();
    expect(screen.getByText('Не меньше 3 символов')).toBeInTheDocument();
  });

  it('should send the chosen document type', async () => {
    const net = network(individual);
    renderProfile(net);
    await screen.findByLabelText(/^Серия и номер/);
    expect(screen.getByRole('radio', { name: 'Паспорт РФ' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Заграничный паспорт' }));
    const number = screen.getByLabelText(/^Серия и номер/);
    await userEvent.clear(number);
    await userEvent.type(number, '7512345678');
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/requisites/peronal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/requisites/peronal')[0]?.body).toMatchObject({
      document_name: 'zagran',
      document_number: '7512345678',
    });
  });

  it('should keep the typed requisites when the save fails', async () => {
    const net = network(individual, { 'PUT /api/v1/client/requisites/peronal': () => ({ status: 500, body: { success: false } }) });
    renderProfile(net);
    const fact = await screen.findByLabelText(/^Фактический адрес/);
    await userEvent.clear(fact);
    await userEvent.type(fact, 'Химки, ул. Ленина, д. 5');
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(await within(requisitesForm()).findByText('Данные не сохранены')).toBeInTheDocument();
    expect(fact).toHaveValue('Химки, ул. Ленина, д. 5');
  });
});

describe('given an organisation on the profile', () => {
  function orgForm() {
    return screen.getByRole('form', { name: 'Данные организации' });
  }
  function requisitesForm() {
    return screen.getByRole('form', { name: 'Реквизиты' });
  }

  it('should show the organisation form and save it with legal_type 1 fields', async () => {
    const net = network(organisation);
    renderProfile(net);
    expect(await screen.findByLabelText(/^Название компании/)).toHaveValue('ООО «Ромашка»');
    expect(screen.queryByLabelText(/^ФИО$/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Дата рождения/)).not.toBeInTheDocument();
    const basis = screen.getByLabelText(/^Действует на основании/);
    await userEvent.clear(basis);
    await userEvent.type(basis, 'Уста');
    expect(await screen.findByText('Не меньше 5 символов')).toBeInTheDocument();
    await userEvent.type(basis, 'в');
    await userEvent.click(within(orgForm()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/legal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/legal')[0]?.body).toEqual({
      name: 'ООО «Ромашка»',
      person_name: 'Петров Пётр Петрович',
      person_position: 'Генеральный директор',
      person_position_genitive: 'Генерального директора',
      person_basis: 'Устав',
      phones: [],
      emails: ['office@romashka.example'],
    });
    expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(0);
  });

  it('should send the bank requisites as digit strings with every digit intact', async () => {
    const net = network(organisation);
    renderProfile(net);
    expect(await screen.findByLabelText(/^БИК/)).toHaveValue('044525225');
    expect(sent(net, 'GET', '/api/v1/client/requisites/peronal')).toHaveLength(0);
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/requisites/legal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/requisites/legal')[0]?.body).toEqual(bank);
  });

  it('should refuse an INN with a wrong control digit, a 12-digit OGRN, an 8-digit KPP and an account that does not match the BIK', async () => {
    const net = network(organisation);
    renderProfile(net);
    const inn = await screen.findByLabelText(/^ИНН/);
    await userEvent.clear(inn);
    await userEvent.type(inn, '7707083894');
    const ogrn = screen.getByLabelText(/^ОГРН/);
    await userEvent.clear(ogrn);
    await userEvent.type(ogrn, '102770013219');
    const kpp = screen.getByLabelText(/^КПП/);
    await userEvent.clear(kpp);
    await userEvent.type(kpp, '77360100');
    const account = screen.getByLabelText(/^Расчётный счёт/);
    await userEvent.clear(account);
    await userEvent.type(account, '40702810038000000001');
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(await screen.findByText(/^Неверный ИНН/)).toBeInTheDocument();
    expect(screen.getByText(/^Неверный ОГРН/)).toBeInTheDocument();
    expect(screen.getByText('КПП — 9 цифр')).toBeInTheDocument();
    expect(screen.getByText(/^Расчётный счёт — 20 цифр/)).toBeInTheDocument();
    expect(sent(net, 'PUT', '/api/v1/client/requisites/legal')).toHaveLength(0);
  });

  it('should accept a 12-digit INN of an entrepreneur and a 15-digit OGRNIP', async () => {
    const net = network(organisation);
    renderProfile(net);
    const inn = await screen.findByLabelText(/^ИНН/);
    await userEvent.clear(inn);
    await userEvent.type(inn, '500100732259');
    const ogrn = screen.getByLabelText(/^ОГРН/);
    await userEvent.clear(ogrn);
    await userEvent.type(ogrn, '304500116000157');
    await userEvent.click(within(requisitesForm()).getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/requisites/legal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/requisites/legal')[0]?.body).toMatchObject({ inn: '500100732259', ogrn: '304500116000157' });
  });
});
