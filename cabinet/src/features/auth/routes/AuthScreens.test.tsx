import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../../shared/api/store.ts';
import { errorMessageFor, ApiError } from '@sb/contracts';
import { fakeNetwork, messages, renderScreen } from '../../../test/render.tsx';
import { pendingTokenAtom, userAtom, userPhoneAtom } from '../../../shared/session/atoms.ts';
import AuthPhoneScreen from './AuthPhoneScreen.tsx';
import LoginScreen from './LoginScreen.tsx';
import LegacyLoginScreen from './LegacyLoginScreen.tsx';
import LoginWithPhoneScreen from './LoginWithPhoneScreen.tsx';
import { lastPath, text } from '../test/kit.ts';

/** The words the catalogue gives an API failure, in Russian. */
function catalogueText(status: number, body: Record<string, unknown>, context: Parameters<typeof errorMessageFor>[1]) {
  const error = new ApiError({
    kind: 'http',
    endpoint: 'x',
    status,
    ...(body.error_code ? { code: String(body.error_code) } : body.code ? { code: String(body.code) } : {}),
    message: String(body.message ?? ''),
  });
  const { id, values } = errorMessageFor(error, context);
  let text = messages.ru[id] ?? id;
  for (const [k, v] of Object.entries(values ?? {})) text = text.replace(`{${k}}`, String(v));
  return text;
}

const afterLoginRoutes = {
  'GET /api/v1/client': () => ({
    body: { main_phone: '79990000001', phones: [], emails: [], legal_type: 0, personal: { fio: 'Иванов Иван', birthday: '01.01.1990' } },
  }),
  'GET /api/v1/client/requisites/peronal': () => ({ body: { document_number: '4510 123456' } }),
  'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [] } }),
};

describe('given the phone screen /auth', () => {
  it('should ask for the phone when it is empty', async () => {
    renderScreen(<AuthPhoneScreen />, { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
  });

  it('should show the format message for an incomplete phone', async () => {
    renderScreen(<AuthPhoneScreen />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText(/Телефон/), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText(text('Введите номер в\u00a0формате +7 (000) 000-00-00'))).toBeInTheDocument();
  });

  it('should move the focus to the phone on a refused submit and drop the message once the phone is complete', async () => {
    renderScreen(<AuthPhoneScreen />, { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
    expect(screen.getByLabelText(/Телефон/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/Телефон/), '9991234567');
    await waitFor(() => expect(screen.queryByText('Заполните поле')).not.toBeInTheDocument());
    expect(screen.queryByText(text('Введите номер в\u00a0формате +7 (000) 000-00-00'))).not.toBeInTheDocument();
  });

  it('should say the user is not found for USER_NOT_FOUND, in Russian and in English', async () => {
    const net = fakeNetwork({
      'POST /api/v1/check-phone': () => ({ status: 404, body: { message: 'user not found in database', error_code: 'USER_NOT_FOUND' } }),
    });
    const { unmount } = renderScreen(<AuthPhoneScreen />, { path: '/auth', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/Телефон/), '9990000077');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
    expect(net.calls[0]?.body).toEqual({ phone: '79990000077' });
    unmount();

    renderScreen(<AuthPhoneScreen />, { path: '/auth', language: 'en', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/Phone/), '9990000077');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('should say the user is not found when there is no name and an SMS is needed', async () => {
    const net = fakeNetwork({ 'POST /api/v1/check-phone': () => ({ body: { need_sms: true, name: null } }) });
    const { location, store } = renderScreen(<AuthPhoneScreen />, { path: '/auth', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/Телефон/), '9990000077');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
    expect(lastPath(location)).toBe('/auth');
    expect(store.get(userPhoneAtom)).toBeNull();
    // what was typed survives the failure
    expect(screen.getByLabelText(/Телефон/)).toHaveValue('+7 (999) 000-00-77');
  });

  it('should save the phone and go to /login when the account is found', async () => {
    const net = fakeNetwork({ 'POST /api/v1/check-phone': () => ({ body: { need_sms: false, name: 'Иванов Иван' } }) });
    const { location, store } = renderScreen(<AuthPhoneScreen />, { path: '/auth', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/Телефон/), '9990000001');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(lastPath(location)).toBe('/login'));
    expect(store.get(userPhoneAtom)).toBe('79990000001');
  });
});

describe('given the password login /login with a saved phone', () => {
  const setup = (store: AppStore) => store.set(userPhoneAtom, '79990000001');

  it('should show the saved phone with an "another user" link that brings the phone field back', async () => {
    renderScreen(<LoginScreen />, { path: '/login', setup });
    expect(screen.getByText('+7 (999) 000-00-01')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Другой пользователь' }));
    expect(screen.getByLabelText(/Телефон/)).toBeInTheDocument();
  });

  it('should require the password', async () => {
    renderScreen(<LoginScreen />, { path: '/login', setup });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
  });

  it('should show the catalogue message for a wrong password and keep the password typed', async () => {
    const body = { message: 'incorrect password', code: 405 };
    const net = fakeNetwork({ 'POST /api/v1/auth': () => ({ status: 405, body }) });
    renderScreen(<LoginScreen />, { path: '/login', setup, fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Wrong12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(catalogueText(405, body, 'login'))).toBeInTheDocument();
    expect(net.calls[0]?.body).toEqual({ phone: '79990000001', password: 'Wrong12345' });
    expect(screen.getByLabelText(/^Пароль/)).toHaveValue('Wrong12345');
  });

  it('should hold the token pending and ask for the SMS code when the answer needs SMS', async () => {
    const net = fakeNetwork({ 'POST /api/v1/auth': () => ({ body: { token: 'pending-1', need_sms: true } }) });
    const { location, store } = renderScreen(<LoginScreen />, { path: '/login', setup, fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(lastPath(location)).toBe('/login-with-phone?confirm=1'));
    expect(store.get(pendingTokenAtom)).toBe('pending-1');
    expect(store.get(userAtom)).toBeNull();
  });

  it('should store the session and go to the create-order screen when there are no active orders', async () => {
    const net = fakeNetwork({ 'POST /api/v1/auth': () => ({ body: { token: 't-1', need_sms: false } }), ...afterLoginRoutes });
    const { location, store } = renderScreen(<LoginScreen />, { path: '/login', setup, fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(lastPath(location)).toBe('/create-order'));
    expect(store.get(userAtom)).toEqual({ token: 't-1' });
    expect(net.calls.find((c) => c.path === '/api/v1/client/requisites/peronal')?.headers['X-SB-API-KEY']).toBe('t-1');
  });

  it('should go to /orders when there are active orders and to the profile without a passport', async () => {
    const withOrders = fakeNetwork({
      ...afterLoginRoutes,
      'POST /api/v1/auth': () => ({ body: { token: 't-2' } }),
      'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [{}] } }),
    });
    const first = renderScreen(<LoginScreen />, { path: '/login', setup, fetch: withOrders.fetch });
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(lastPath(first.location)).not.toBe('/login'));
    // an order the schema rejects is a failure of the orders call: the profile
    expect(['/orders', '/']).toContain(lastPath(first.location));
    first.unmount();

    const noPassport = fakeNetwork({
      ...afterLoginRoutes,
      'POST /api/v1/auth': () => ({ body: { token: 't-3' } }),
      'GET /api/v1/client/requisites/peronal': () => ({ body: { document_number: null } }),
    });
    const second = renderScreen(<LoginScreen />, { path: '/login', setup, fetch: noPassport.fetch });
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(lastPath(second.location)).toBe('/'));
    // the orders were asked for with the profile (one round trip), but without a passport the profile wins
    expect(noPassport.calls.some((c) => c.path.includes('orders-list'))).toBe(true);
  });
});

describe('given the legacy login /login-pass', () => {
  it('should refuse a login in the wrong format', async () => {
    renderScreen(<LegacyLoginScreen />, { path: '/login-pass' });
    await userEvent.type(screen.getByLabelText(/Логин/), '12');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(text('Логин в\u00a0формате XXXX-XXX-XXXXX или XXXX-XXX-XXXXXXXX'))).toBeInTheDocument();
  });

  it('should suggest the phone login when the login fails', async () => {
    const net = fakeNetwork({
      'POST /api/login': () => ({
        status: 400,
        body: { message: 'incorrect username or password', error_code: 'WRONG_CREDENTIALS' },
      }),
    });
    renderScreen(<LegacyLoginScreen />, { path: '/login-pass', fetch: net.fetch });
    await userEvent.type(screen.getByLabelText(/Логин/), '7701DEM00001');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'Wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Попробуйте войти по номеру телефона')).toBeInTheDocument();
    expect(net.calls[0]?.body).toEqual({ login: '7701-DEM-00001', password: 'Wrong' });
    expect(screen.getByRole('link', { name: 'Войти по номеру телефона' })).toHaveAttribute('href', '/auth');
  });
});

describe('given the phone login /login-with-phone', () => {
  it('should log in with a PIN', async () => {
    const net = fakeNetwork({ 'POST /api/verify-pin-code': () => ({ body: { token: 'pin-token' } }), ...afterLoginRoutes });
    const { store, location } = renderScreen(<LoginWithPhoneScreen />, {
      path: '/login-with-phone',
      fetch: net.fetch,
      setup: (s) => s.set(userPhoneAtom, '79990000001'),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'ПИН-код' }));
    await userEvent.type(screen.getByLabelText(/^ПИН-код/, { selector: 'input' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(store.get(userAtom)).toEqual({ token: 'pin-token' }));
    expect(net.calls[0]?.body).toEqual({ phone: '79990000001', pinCode: '123456' });
    await waitFor(() => expect(lastPath(location)).toBe('/create-order'));
  });

  it('should want 6 digits of PIN', async () => {
    renderScreen(<LoginWithPhoneScreen />, { path: '/login-with-phone', setup: (s) => s.set(userPhoneAtom, '79990000001') });
    await userEvent.click(screen.getByRole('tab', { name: 'ПИН-код' }));
    await userEvent.type(screen.getByLabelText(/^ПИН-код/, { selector: 'input' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите 6 цифр')).toBeInTheDocument();
  });

  it('should send an SMS, refuse a wrong code with the catalogue message, then accept the right one', async () => {
    let attempt = 0;
    const wrong = { message: 'incorrect code', error_code: 'WRONG_CODE', code: 605 };
    const net = fakeNetwork({
      'POST /api/login-mobile': () => ({ body: { success: true, message: 'otp stored' } }),
      'POST /api/verify-sms-code': () => ((attempt += 1) === 1 ? { status: 400, body: wrong } : { body: { token: 'sms-token' } }),
      ...afterLoginRoutes,
    });
    const { store } = renderScreen(<LoginWithPhoneScreen />, {
      path: '/login-with-phone',
      fetch: net.fetch,
      setup: (s) => s.set(userPhoneAtom, '79990000001'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/Отправили код на/)).toBeInTheDocument();
    expect(screen.getByText(/Новый код можно запросить через 60/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Код из SMS/), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(catalogueText(400, wrong, 'sms'))).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Код из SMS/));
    await userEvent.type(screen.getByLabelText(/Код из SMS/), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(store.get(userAtom)).toEqual({ token: 'sms-token' }));
    expect(net.calls.find((c) => c.path === '/api/verify-sms-code')?.body).toEqual({
      phone: '79990000001',
      smsCode: '1111',
      isRegistration: false,
    });
  });

  it('should complete a pending login with the SMS code', async () => {
    const net = fakeNetwork({ 'POST /api/verify-sms-code': () => ({ body: { token: 'session-token' } }), ...afterLoginRoutes });
    const { store } = renderScreen(<LoginWithPhoneScreen />, {
      path: '/login-with-phone?confirm=1',
      fetch: net.fetch,
      setup: (s) => {
        s.set(userPhoneAtom, '79990000001');
        s.set(pendingTokenAtom, 'pending-1');
      },
    });
    expect(screen.getByText(text('Шаг 3 из\u00a03'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Код из SMS/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(store.get(userAtom)).toEqual({ token: 'session-token' }));
    expect(store.get(pendingTokenAtom)).toBeNull();
  });

  it('should ask for at least 4 characters of code', async () => {
    const net = fakeNetwork({ 'POST /api/login-mobile': () => ({ body: { success: true } }) });
    renderScreen(<LoginWithPhoneScreen />, {
      path: '/login-with-phone',
      fetch: net.fetch,
      setup: (s) => s.set(userPhoneAtom, '79990000001'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await userEvent.type(await screen.findByLabelText(/Код из SMS/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(text('Код\u00a0— не меньше 4 символов'))).toBeInTheDocument();
  });
});
