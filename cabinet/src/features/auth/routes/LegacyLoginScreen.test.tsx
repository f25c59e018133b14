import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cabinet } from '@sb/contracts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { pendingTokenAtom, userAtom, userPhoneAtom } from '../../../shared/session/atoms.ts';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import LegacyLoginScreen from './LegacyLoginScreen.tsx';
import { lastPath } from '../test/kit.ts';

// /login-pass: a legacy session is refreshable like any other, and only a refused login or
// password suggests the phone login (item 21).

// screens typed key by key: more than Jest's 5 s when the machine is busy
jest.setTimeout(20_000);

const TRY_PHONE = 'Попробуйте войти по номеру телефона';

const legacyCustomer = {
  main_phone: '79990000003',
  phones: [],
  emails: [],
  legal_type: 0,
  personal: { fio: 'Сидоров Сидор Сидорович', birthday: '01.01.1980' },
};

async function logIn(login = '7701DEM00001', password = 'Legacy12345') {
  await userEvent.type(screen.getByLabelText(/Логин/), login);
  await userEvent.type(screen.getByLabelText(/^Пароль/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('given a legacy customer logging in on /login-pass', () => {
  it('should keep the session refreshable: the refresh call gets the phone of the account', async () => {
    let expired = false;
    const net = fakeNetwork({
      'POST /api/login': () => ({ body: { token: 'legacy-1', need_sms: false } }),
      'GET /api/v1/client': () => (expired ? { status: 401, body: { message: 'token is expired', code: 401 } } : { body: legacyCustomer }),
      'GET /api/v1/client/requisites/peronal': () => ({ body: { document_number: '4510 123456' } }),
      'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [] } }),
      'POST /api/v1/refresh-token': () => {
        expired = false;
        return { body: { success: true, token: 'legacy-2' } };
      },
    });
    const { store, location } = renderScreen(<LegacyLoginScreen />, { path: '/login-pass', fetch: net.fetch });
    await logIn();
    await waitFor(() => expect(lastPath(location)).toBe('/create-order'));
    expect(store.get(userAtom)).toEqual({ token: 'legacy-1' });
    expect(store.get(userPhoneAtom)).toBe('79990000003');

    // the token expires: the client renews it with the account's phone instead of ending the session
    expired = true;
    await store.get(apiAtom).call(cabinet.client);
    expect(net.calls.find((c) => c.path === '/api/v1/refresh-token')?.body).toEqual({ phone: '79990000003', token: 'legacy-1' });
    expect(store.get(userAtom)).toEqual({ token: 'legacy-2' });
  });

  it('should hold the session for the SMS step when the legacy login answers need_sms', async () => {
    const net = fakeNetwork({
      'POST /api/login': () => ({ body: { token: 'legacy-sms', need_sms: true } }),
      'GET /api/v1/client': () => ({ body: { ...legacyCustomer, main_phone: '79990000004' } }),
    });
    const { store, location } = renderScreen(<LegacyLoginScreen />, { path: '/login-pass', fetch: net.fetch });
    await logIn('7701SMS00004', 'Demo12345');
    await waitFor(() => expect(lastPath(location)).toBe('/login-with-phone?confirm=1'));
    // the session starts only once the code is confirmed
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(pendingTokenAtom)).toBe('legacy-sms');
    expect(store.get(userPhoneAtom)).toBe('79990000004');
  });

  it('should suggest the phone login after a wrong login or password', async () => {
    const net = fakeNetwork({
      'POST /api/login': () => ({
        status: 400,
        body: { success: false, message: 'incorrect username or password', errorCode: 'WRONG_CREDENTIALS' },
      }),
    });
    renderScreen(<LegacyLoginScreen />, { path: '/login-pass', fetch: net.fetch });
    await logIn('7701DEM00001', 'Wrong');
    expect(await screen.findByText('Неверное имя пользователя или пароль')).toBeInTheDocument();
    expect(screen.getByText(TRY_PHONE)).toBeInTheDocument();
  });

  it('should not take another refusal than the pinned 400 for a wrong login or password', async () => {
    // the agreed pact (docs/contracts.md) pins a wrong login or password as a 400; a 403 is some other refusal
    const net = fakeNetwork({ 'POST /api/login': () => ({ status: 403, body: { success: false, message: 'access denied' } }) });
    renderScreen(<LegacyLoginScreen />, { path: '/login-pass', fetch: net.fetch });
    await logIn();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Неверное имя пользователя или пароль')).toBeNull();
    expect(screen.queryByText(TRY_PHONE)).toBeNull();
  });

  it('should not suggest the phone login when the network fails', async () => {
    renderScreen(<LegacyLoginScreen />, {
      path: '/login-pass',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await logIn();
    expect(await screen.findByText(/Нет связи с сервером/)).toBeInTheDocument();
    expect(screen.queryByText(TRY_PHONE)).toBeNull();
  });

  it('should not suggest the phone login when the server does not answer in time', async () => {
    localStorage.setItem('sb.timeoutMs', '50');
    const hang = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    renderScreen(<LegacyLoginScreen />, { path: '/login-pass', fetch: hang });
    await logIn();
    expect(await screen.findByText(/Сервер не ответил вовремя/)).toBeInTheDocument();
    expect(screen.queryByText(TRY_PHONE)).toBeNull();
  });

  it('should not suggest the phone login when the server fails', async () => {
    const net = fakeNetwork({ 'POST /api/login': () => ({ status: 500, body: { success: false, message: 'internal error' } }) });
    renderScreen(<LegacyLoginScreen />, { path: '/login-pass', fetch: net.fetch });
    await logIn();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(TRY_PHONE)).toBeNull();
  });
});
