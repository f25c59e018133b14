import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userPhoneAtom } from '../../../shared/session/atoms.ts';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import LoginWithPhoneScreen from './LoginWithPhoneScreen.tsx';

// /login-with-phone: 'Change the number' starts over. The first SMS of a number goes through
// login-mobile, which knows whether the account exists; only a resend to the same number is send-verification-code.

// screens typed key by key: more than Jest's 5 s when the machine is busy
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The login screen of a phone this device remembers, its code asked for. */
async function askForCode(net: ReturnType<typeof fakeNetwork>) {
  renderScreen(<LoginWithPhoneScreen />, {
    path: '/login-with-phone',
    fetch: net.fetch,
    setup: (s) => s.set(userPhoneAtom, '79990000001'),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  expect(await screen.findByText(/Отправили код на/)).toBeInTheDocument();
}

describe('given a code sent to one number on /login-with-phone', () => {
  it('should send the first SMS of a new number through login-mobile after "Change the number"', async () => {
    const net = fakeNetwork({
      'POST /api/login-mobile': (body) =>
        (body as { phone: string }).phone === '79990000001'
          ? { body: { success: true, message: 'otp stored' } }
          : { status: 404, body: { message: 'user not found in database', error_code: 'USER_NOT_FOUND' } },
      'POST /api/send-verification-code': () => ({ body: { success: true, message: 'otp stored' } }),
    });
    await askForCode(net);

    await userEvent.click(screen.getByRole('button', { name: 'Изменить номер' }));
    const phone = screen.getByLabelText(/Телефон/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '9990000077');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));

    // an unknown number hears so at once, and no code is sent to it
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
    expect(net.calls.map((c) => `${c.path} ${(c.body as { phone: string }).phone}`)).toEqual([
      '/api/login-mobile 79990000001',
      '/api/login-mobile 79990000077',
    ]);
    expect(screen.queryByText(/Отправили код на/)).toBeNull();
  });
});

describe('given a login-mobile answering only what the spec documents (a bare 200)', () => {
  it('should ask for the code sent', async () => {
    const net = fakeNetwork({ 'POST /api/login-mobile': () => ({ body: {} }) });
    await askForCode(net);
    expect(screen.getByLabelText(/Код из SMS/)).toBeInTheDocument();
    expect(net.calls.map((c) => c.path)).toEqual(['/api/login-mobile']);
  });
});
