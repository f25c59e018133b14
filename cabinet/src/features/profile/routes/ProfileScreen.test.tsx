import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, addDays } from 'date-fns';
import { individual, network, organisation, renderProfile, sent } from '../test/kit.tsx';

// whole-screen journeys typed key by key: more than Jest's 5 s when the machine is busy
jest.setTimeout(20_000);

function personalForm() {
  return screen.getByRole('form', { name: 'Личные данные' });
}

// each test opens the profile in a fresh tab: a draft typed in one is not the next one's
beforeEach(() => sessionStorage.clear());

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

  it('should keep what was typed when the save fails, say so, and let the customer send it again', async () => {
    let fail = true;
    const net = network(individual, {
      'PUT /api/v1/client/personal': () =>
        fail ? { status: 500, body: { success: false, message: 'boom' } } : { body: { success: true } },
    });
    renderProfile(net);
    const fio = await screen.findByLabelText(/^ФИО/);
    await userEvent.clear(fio);
    await userEvent.type(fio, 'Петров Пётр');
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные не сохранены')).toBeInTheDocument();
    expect(screen.getByText('Не удалось сохранить данные')).toBeInTheDocument();
    expect(screen.getByText(/Введённые данные остались в форме/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^ФИО/)).toHaveValue('Петров Пётр');

    fail = false;
    const save = within(personalForm()).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Данные сохранены')).toBeInTheDocument();
    expect(sent(net, 'PUT', '/api/v1/client/personal').at(-1)?.body).toMatchObject({ fio: 'Петров Пётр' });
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
    await userEvent.click(await screen.findByRole('button', { name: 'Сменить пароль' }));
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
