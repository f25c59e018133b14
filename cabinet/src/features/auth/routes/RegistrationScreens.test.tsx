import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../../shared/api/store.ts';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { regTokenAtom, userAtom } from '../../../shared/session/atoms.ts';
import { globalAlertAtom } from '../../../shared/errors/globalAlert.ts';
import { authFlowAtom } from '../atoms.ts';
import RegisterScreen from './RegisterScreen.tsx';
import RegPasswordScreen from './RegPasswordScreen.tsx';
import RestorePasswordScreen from './RestorePasswordScreen.tsx';
import PassUnknownScreen from './PassUnknownScreen.tsx';
import { clearStorageBeforeEach, lastPath, text } from '../test/kit.ts';

clearStorageBeforeEach();

describe('given the registration phone step /register', () => {
  it('should refuse a phone shorter than the mask', async () => {
    renderScreen(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText(/Телефон/), '99900000');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(text('Введите номер в формате +7 (000) 000-00-00'))).toBeInTheDocument();
  });

  it('should send an SMS, confirm the code and keep its token as the registration token', async () => {
    const net = fakeNetwork({
      'POST /api/v1/retrieve-sms': () => ({ body: { success: true, message: 'otp stored' } }),
      'POST /api/v1/check-code': () => ({ body: { token: 'reg-1' } }),
    });
    const { store, location } = renderScreen(<RegisterScreen />, { path: '/register', fetch: net.fetch });
    expect(screen.getByText(text('Шаг 1 из 4'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Телефон/), '9990000099');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/Новый код можно запросить через 60/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Код из SMS/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(lastPath(location)).toBe('/reg-password'));
    expect(store.get(regTokenAtom)).toBe('reg-1');
    expect(store.get(authFlowAtom)).toBe('register');
    expect(net.calls.map((c) => c.body)).toEqual([
      { action: 'register', phone: '79990000099' },
      { phone: '79990000099', code: '123456' },
    ]);
  });

  it('should offer the resend link after 60 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const net = fakeNetwork({ 'POST /api/v1/retrieve-sms': () => ({ body: { success: true } }) });
      renderScreen(<RegisterScreen />, { path: '/register', fetch: net.fetch });
      await user.type(screen.getByLabelText(/Телефон/), '9990000099');
      await user.click(screen.getByRole('button', { name: 'Получить код' }));
      await screen.findByText(/через 60/);
      jest.advanceTimersByTime(60_000);
      await user.click(await screen.findByRole('button', { name: 'Отправить код ещё раз' }));
      await waitFor(() => expect(net.calls).toHaveLength(2));
      expect(await screen.findByText(/через 60/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('should say the phone is already registered', async () => {
    const net = fakeNetwork({
      'POST /api/v1/retrieve-sms': () => ({
        status: 409,
        body: { message: 'user already registered', error_code: 'USER_ALREADY_REGISTERED' },
      }),
    });
    renderScreen(<RegisterScreen />, { path: '/register', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/Телефон/), '9990000001');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/зарегистрирован/i);
    expect(screen.getByLabelText(/Телефон/)).toHaveValue('+7 (999) 000-00-01');
  });
});

describe('given the password step /reg-password', () => {
  const withToken = (s: AppStore) => s.set(regTokenAtom, 'reg-1');

  it.each([
    ['', 'Заполните поле'],
    ['Abc1', 'Не меньше 9 символов'],
    ['abcdefghij', 'Пароль: не меньше 9 символов, цифры, заглавные и строчные латинские буквы'],
    ['Пароль123Ab', 'Недопустимые символы: используйте латинские буквы, цифры и знаки'],
  ])('should refuse the password %p', async (password, message) => {
    renderScreen(<RegPasswordScreen />, { path: '/reg-password', setup: withToken });
    if (password) await userEvent.type(screen.getByLabelText(/^Новый пароль/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect((await screen.findAllByText(text(message)))[0]).toBeInTheDocument();
  });

  it('should refuse a repeat that differs', async () => {
    renderScreen(<RegPasswordScreen />, { path: '/reg-password', setup: withToken });
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'Demo123456');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'Demo123457');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
  });

  it('should save the password with the registration token and go to step 3', async () => {
    const net = fakeNetwork({ 'POST /api/v1/set-password': () => ({ body: { success: true } }) });
    const { location } = renderScreen(<RegPasswordScreen />, { path: '/reg-password', setup: withToken, fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'Demo123456');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'Demo123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(lastPath(location)).toBe('/reg-step-1'));
    expect(net.calls[0]?.headers['X-SB-API-KEY']).toBe('reg-1');
    expect(net.calls[0]?.body).toEqual({ password: 'Demo123456' });
  });

  it('should go back to /register with a message when the registration token expired', async () => {
    const net = fakeNetwork({
      'POST /api/v1/set-password': () => ({ status: 401, body: { message: 'token is expired' } }),
      'POST /api/v1/refresh-token': () => ({ status: 401, body: { message: 'token is invalid' } }),
    });
    const { location, store } = renderScreen(<RegPasswordScreen />, { path: '/reg-password', setup: withToken, fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'Demo123456');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'Demo123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(lastPath(location)).toBe('/register'));
    expect(store.get(regTokenAtom)).toBeNull();
    expect(store.get(globalAlertAtom)?.messageId).toBe('auth.tokenExpired');
    // the registration token goes explicitly: no refresh is tried for it (it cannot help)
    expect(net.calls.map((c) => c.path)).toEqual(['/api/v1/set-password']);
  });

  it('should send the registration token, not a session this tab also holds', async () => {
    const net = fakeNetwork({ 'POST /api/v1/set-password': () => ({ status: 401, body: { message: 'token is expired' } }) });
    const { location } = renderScreen(<RegPasswordScreen />, {
      path: '/reg-password',
      setup: (s) => {
        s.set(userAtom, { token: 'session-1' });
        s.set(regTokenAtom, 'reg-1');
      },
      fetch: net.fetch,
    });
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'Demo123456');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'Demo123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(lastPath(location)).toBe('/register'));
    expect(net.calls.map((c) => `${c.path} ${c.headers['X-SB-API-KEY']}`)).toEqual(['/api/v1/set-password reg-1']);
  });
});

describe('given the restore password step /restore-password', () => {
  it('should turn the token into the session and follow the login rules', async () => {
    const net = fakeNetwork({
      'POST /api/v1/set-password': () => ({ body: { success: true } }),
      'GET /api/v1/client': () => ({
        body: { main_phone: '79990000001', phones: [], emails: [], legal_type: 0, personal: { fio: 'Иванов Иван' } },
      }),
      'GET /api/v1/client/requisites/peronal': () => ({ body: { document_number: null } }),
    });
    const { location, store } = renderScreen(<RestorePasswordScreen />, {
      path: '/restore-password',
      fetch: net.fetch,
      setup: (s) => {
        s.set(regTokenAtom, 'reg-2');
        s.set(authFlowAtom, 'restore');
      },
    });
    expect(screen.getByText(text('Шаг 2 из 2'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'Demo123456');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'Demo123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(lastPath(location)).toBe('/'));
    expect(store.get(userAtom)).toEqual({ token: 'reg-2' });
    expect(store.get(regTokenAtom)).toBeNull();
  });

  it('should finish an unfinished registration at /reg-step-1', async () => {
    const net = fakeNetwork({
      'POST /api/v1/set-password': () => ({ body: { success: true } }),
      'GET /api/v1/client': () => ({ body: { main_phone: '79990000001', phones: [], emails: [], legal_type: 0, personal: { fio: null } } }),
    });
    const { location, store } = renderScreen(<RestorePasswordScreen />, {
      path: '/restore-password',
      fetch: net.fetch,
      setup: (s) => s.set(regTokenAtom, 'reg-3'),
    });
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'Demo123456');
    await userEvent.type(screen.getByLabelText(/^Повторите пароль/), 'Demo123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(lastPath(location)).toBe('/reg-step-1'));
    expect(store.get(regTokenAtom)).toBe('reg-3');
  });
});

describe('given the first-time password page /pass-unknown', () => {
  it('should send the password for an agreement number', async () => {
    const net = fakeNetwork({ 'POST /api/make-password': () => ({ body: { success: true, message: 'registration data sent' } }) });
    renderScreen(<PassUnknownScreen />, { path: '/pass-unknown', fetch: net.fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Получить пароль' }));
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^Номер договора/), 'Д-100001');
    const phones = screen.getAllByLabelText(/^Телефон/, { selector: 'input' });
    await userEvent.type(phones[1]!, '9990000001');
    await userEvent.click(screen.getByRole('button', { name: 'Получить пароль' }));
    expect(await screen.findByText(text('Данные для входа отправлены в SMS'))).toBeInTheDocument();
    expect(net.calls[0]?.body).toEqual({ agreement: 'Д-100001', phone: '79990000001' });
  });

  it('should say the password is sent on a bare 200 of make-password, the answer the spec documents', async () => {
    const net = fakeNetwork({ 'POST /api/make-password': () => ({ body: {} }) });
    renderScreen(<PassUnknownScreen />, { path: '/pass-unknown', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/^Номер договора/), 'Д-100001');
    const phones = screen.getAllByLabelText(/^Телефон/, { selector: 'input' });
    await userEvent.type(phones[1]!, '9990000001');
    await userEvent.click(screen.getByRole('button', { name: 'Получить пароль' }));
    expect(await screen.findByText(text('Данные для входа отправлены в SMS'))).toBeInTheDocument();
  });

  it('should say the login details are mailed on a bare 200 of forgot, the answer the spec documents', async () => {
    const net = fakeNetwork({ 'POST /api/forgot': () => ({ body: {} }) });
    renderScreen(<PassUnknownScreen />, { path: '/pass-unknown', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/^Электронная почта/), 'ivan@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить данные для входа' }));
    expect(await screen.findByText(text('Данные для входа отправлены на почту'))).toBeInTheDocument();
  });

  it('should send the login details by e-mail', async () => {
    const net = fakeNetwork({ 'POST /api/forgot': () => ({ body: { success: true } }) });
    renderScreen(<PassUnknownScreen />, { path: '/pass-unknown', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/^Электронная почта/), 'ivan@');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить данные для входа' }));
    expect(await screen.findByText('Неверный адрес электронной почты')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Электронная почта/), 'example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить данные для входа' }));
    expect(await screen.findByText(text('Данные для входа отправлены на почту'))).toBeInTheDocument();
    expect(net.calls[0]?.body).toEqual({ email: 'ivan@example.ru' });
  });
});
