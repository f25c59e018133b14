import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, addDays } from 'date-fns';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import ProfileScreen from './ProfileScreen.tsx';

// whole-screen journeys typed key by key: more than Jest's 5 s when the machine is busy
jest.setTimeout(20_000);

const individual = {
  main_phone: '79990000001',
  phones: [{ name: 'Рабочий', number: '79161234567' }],
  emails: ['ivanov@example.com'],
  legal_type: 0,
  personal: { fio: 'Иванов Иван Иванович', birthday: '01.02.1990' },
};

const organisation = {
  main_phone: '79990000002',
  phones: [],
  emails: ['office@romashka.example'],
  legal_type: 1,
  company: { name: 'ООО «Ромашка»' },
  person_name: 'Петров Пётр Петрович',
  person_position: 'Генеральный директор',
  person_position_genitive: 'Генерального директора',
  person_basis: 'Устава',
};

const passport = {
  document_name: 'passportRf',
  division_code: '770-001',
  document_number: '45 01 123456',
  issued: '15.03.2015',
  issuer: 'ОВД Тверского района города Москвы',
  adress: 'Москва, ул. Тверская, д. 1',
  fact_address: 'Москва, ул. Тверская, д. 1',
};

const bank = {
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  bik: '044525225',
  account: '40702810938000000001',
  correspond: '30101810400000000225',
  bank: 'ПАО Сбербанк',
};

type Handler = (body: unknown) => { status?: number; body: unknown };

function network(profile: object, extra: Record<string, Handler> = {}) {
  return fakeNetwork({
    'GET /api/v1/client': () => ({ body: profile }),
    'GET /api/v1/client/requisites/peronal': () => ({ body: passport }),
    'GET /api/v1/client/requisites/legal': () => ({ body: bank }),
    'GET /api/v1/client/available/files': () => ({
      body: { files: [{ filename: 'Договор 100001.pdf', file: '/files/contract-100001.pdf' }] },
    }),
    'PUT /api/v1/client/personal': () => ({ body: { success: true } }),
    'PUT /api/v1/client/legal': () => ({ body: { success: true } }),
    'PUT /api/v1/client/requisites/peronal': () => ({ body: { success: true } }),
    'PUT /api/v1/client/requisites/legal': () => ({ body: { success: true } }),
    ...extra,
  });
}

function renderProfile(net: ReturnType<typeof fakeNetwork>, language: 'ru' | 'en' = 'ru') {
  return renderScreen(<ProfileScreen />, { fetch: net.fetch, language, setup: (store) => store.set(userAtom, { token: 't-1' }) });
}

const sent = (net: ReturnType<typeof fakeNetwork>, method: string, path: string) =>
  net.calls.filter((c) => c.method === method && c.path === path);

function personalForm() {
  return screen.getByRole('form', { name: 'Личные данные' });
}

describe('given an individual on the profile', () => {
  it('should show the personal form filled from the profile, on the myData tab', async () => {
    renderProfile(network(individual));
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^ФИО/)).toHaveValue('Иванов Иван Иванович');
    expect(screen.getByRole('tab', { name: 'Мои данные' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Телефон 1/)).toHaveValue('+7 (916) 123-45-67');
    expect(screen.getByLabelText(/^E-mail 1/)).toHaveValue('ivanov@example.com');
    expect(screen.getByLabelText(/^Дата рождения/)).toHaveValue('01.02.1990');
    expect(screen.queryByLabelText(/^Название компании/)).not.toBeInTheDocument();
  });

  it('should show no errors before a change or a submit, even for stored data that breaks the rules', async () => {
    renderProfile(network({ ...individual, personal: { fio: 'Ив', birthday: '01.02.1990' } }));
    expect(await screen.findByLabelText(/^ФИО/)).toHaveValue('Ив');
    expect(screen.queryByText(/Не меньше 5 символов/)).not.toBeInTheDocument();
    expect(within(personalForm()).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });

  it('should refuse a full name of 4 letters and block the save, then send one of 5', async () => {
    const net = network(individual);
    renderProfile(net);
    const fio = await screen.findByLabelText(/^ФИО/);
    await userEvent.clear(fio);
    await userEvent.type(fio, 'Иван');
    expect(await screen.findByText('Не меньше 5 символов')).toBeInTheDocument();
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Сохранить' }));
    expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(0);
    await userEvent.type(fio, 'а');
    await waitFor(() => expect(screen.queryByText('Не меньше 5 символов')).not.toBeInTheDocument());
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/personal')[0]?.body).toEqual({
      fio: 'Ивана',
      birthday: '01.02.1990',
      phones: [{ name: 'Рабочий', number: '79161234567' }],
      emails: ['ivanov@example.com'],
    });
    expect(await screen.findByText('Данные сохранены')).toBeInTheDocument();
  });

  it('should accept 100 characters and refuse 101, and refuse Latin letters', async () => {
    const net = network(individual);
    renderProfile(net);
    const fio = await screen.findByLabelText(/^ФИО/);
    await userEvent.clear(fio);
    await userEvent.click(fio);
    await userEvent.paste('Я'.repeat(101));
    expect(await screen.findByText('Не больше 100 символов')).toBeInTheDocument();
    await userEvent.type(fio, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Не больше 100 символов')).not.toBeInTheDocument());
    await userEvent.clear(fio);
    await userEvent.type(fio, 'Ivanov Ivan');
    expect(await screen.findByText('Только русские буквы')).toBeInTheDocument();
  });

  it('should refuse a birth date under 18 years', async () => {
    renderProfile(network(individual));
    const birthday = await screen.findByLabelText(/^Дата рождения/);
    await userEvent.clear(birthday);
    await userEvent.type(birthday, format(addDays(new Date(), -1), 'dd.MM.yyyy'));
    expect(await screen.findByText('Вам должно быть 18 лет')).toBeInTheDocument();
  });

  it('should add a phone and an e-mail, check them, and save them with the list', async () => {
    const net = network(individual);
    renderProfile(net);
    await screen.findByLabelText(/^ФИО/);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить телефон' }));
    const phone2 = screen.getByLabelText(/^Телефон 2/);
    await userEvent.type(phone2, '91612');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить e-mail' }));
    const email2 = screen.getByLabelText(/^E-mail 2/);
    await userEvent.type(email2, 'not-an-email');
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите номер в формате +7 (000) 000-00-00')).toBeInTheDocument();
    expect(screen.getByText('Неверный формат e-mail')).toBeInTheDocument();
    expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(0);
    await userEvent.type(phone2, '77889');
    await userEvent.clear(email2);
    await userEvent.type(email2, 'second@example.com');
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/personal')[0]?.body).toMatchObject({
      phones: [
        { name: 'Рабочий', number: '79161234567' },
        { name: '', number: '79161277889' },
      ],
      emails: ['ivanov@example.com', 'second@example.com'],
    });
  });

  it('should remove a phone and an e-mail and save without them', async () => {
    const net = network(individual);
    renderProfile(net);
    await screen.findByLabelText(/^ФИО/);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить телефон 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить e-mail 1' }));
    expect(screen.queryByLabelText(/^Телефон 1/)).not.toBeInTheDocument();
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent(net, 'PUT', '/api/v1/client/personal')).toHaveLength(1));
    expect(sent(net, 'PUT', '/api/v1/client/personal')[0]?.body).toMatchObject({ phones: [], emails: [] });
  });

  it('should keep what was typed when the save fails, and say so', async () => {
    const net = network(individual, { 'PUT /api/v1/client/personal': () => ({ status: 500, body: { success: false, message: 'boom' } }) });
    renderProfile(net);
    const fio = await screen.findByLabelText(/^ФИО/);
    await userEvent.clear(fio);
    await userEvent.type(fio, 'Петров Пётр');
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные не сохранены')).toBeInTheDocument();
    expect(screen.getByText('Не удалось сохранить данные')).toBeInTheDocument();
    expect(screen.getByText(/Введённые данные остались в форме/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^ФИО/)).toHaveValue('Петров Пётр');
  });

  it('should show the load-failure toast and a retry when the profile cannot load', async () => {
    let fail = true;
    const net = network(individual, {
      'GET /api/v1/client': () => (fail ? { status: 500, body: { success: false } } : { body: individual }),
    });
    renderProfile(net);
    expect(await screen.findByText('Не удалось загрузить профиль')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByLabelText(/^ФИО/)).toHaveValue('Иванов Иван Иванович');
  });

  it('should list the available files as downloads', async () => {
    renderProfile(network(individual));
    const link = await screen.findByRole('link', { name: 'Скачать «Договор 100001.pdf»' });
    expect(link).toHaveAttribute('href', '/files/contract-100001.pdf');
    expect(link).toHaveAttribute('download', 'Договор 100001.pdf');
  });
});

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

describe('given the login tab', () => {
  it('should show the main phone and change the password through the SMS code', async () => {
    const net = network(individual, {
      'POST /api/v1/retrieve-sms': () => ({ body: { success: true, message: 'otp stored' } }),
      'POST /api/v1/check-code': () => ({ body: { token: 'code-token' } }),
      'POST /api/v1/set-password': () => ({ body: { success: true } }),
    });
    renderProfile(net);
    await userEvent.click(await screen.findByRole('tab', { name: 'Вход' }));
    expect(screen.getByText('+7 (999) 000-00-01')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByLabelText(/^Код из СМС/)).toBeInTheDocument();
    expect(sent(net, 'POST', '/api/v1/retrieve-sms')[0]?.body).toEqual({ action: 'change-password', phone: '79990000001' });
    await userEvent.type(screen.getByLabelText(/^Код из СМС/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить код' }));
    const password = await screen.findByLabelText(/^Новый пароль/);
    expect(sent(net, 'POST', '/api/v1/check-code')[0]?.body).toEqual({ phone: '79990000001', code: '123456' });
    await userEvent.type(password, 'short');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Не меньше 9 символов')).toBeInTheDocument();
    expect(sent(net, 'POST', '/api/v1/set-password')).toHaveLength(0);
    await userEvent.clear(password);
    await userEvent.type(password, 'NewPass123');
    await userEvent.clear(screen.getByLabelText(/^Повторите пароль/));
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароль изменён')).toBeInTheDocument();
    const call = sent(net, 'POST', '/api/v1/set-password')[0];
    expect(call?.body).toEqual({ password: 'NewPass123' });
    expect(call?.headers['X-SB-API-KEY']).toBe('code-token');
  });
});

describe('given English', () => {
  it('should show the profile in English', async () => {
    renderProfile(network(organisation), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('ООО «Ромашка»');
    expect(screen.getByRole('tab', { name: 'Sign-in' })).toBeInTheDocument();
  });
});
