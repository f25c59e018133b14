import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@sb/contracts';
import { userPhoneAtom } from '../../../shared/session/atoms.ts';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { CodeForm } from '../components/CodeForm.tsx';
import LoginWithPhoneScreen from './LoginWithPhoneScreen.tsx';

// The gateway's limits (proposal attempt-limits): a phone locked out after wrong attempts, and an
// SMS asked for again too soon, answer 429 with Retry-After; the customer reads the wait in words.

jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

type Answer = { status: number; headers: Record<string, string>; body: unknown };

const lockedOut = (seconds: number): Answer => ({
  status: 429,
  headers: { 'Retry-After': String(seconds) },
  body: { success: false, message: 'too many attempts, try again later', error_code: 'TOO_MANY_ATTEMPTS', code: 429 },
});

async function pinLogin(language: 'ru' | 'en', answer: Answer) {
  const net = fakeNetwork({ 'POST /api/verify-pin-code': () => answer });
  renderScreen(<LoginWithPhoneScreen />, {
    path: '/login-with-phone',
    language,
    fetch: net.fetch,
    setup: (s) => s.set(userPhoneAtom, '79990000001'),
  });
  await userEvent.click(screen.getByRole('tab', { name: language === 'ru' ? 'ПИН-код' : 'PIN code' }));
  await userEvent.type(screen.getByLabelText(language === 'ru' ? /^ПИН-код/ : /^PIN code/, { selector: 'input' }), '000000');
  await userEvent.click(screen.getByRole('button', { name: language === 'ru' ? 'Войти' : 'Log in' }));
  return net;
}

describe('given a phone locked out after too many wrong PINs', () => {
  it('should say in Russian how long to wait, in minutes rounded up', async () => {
    await pinLogin('ru', lockedOut(201));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Слишком много попыток\. Повторите через 4\sмин$/);
  });

  it('should say it in English', async () => {
    await pinLogin('en', lockedOut(240));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many attempts\. Try again in 4\smin$/);
  });

  it('should say "later" when the answer names no wait', async () => {
    await pinLogin('ru', { ...lockedOut(1), headers: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Повторите позже');
  });
});

describe('given an SMS asked for again before the gateway allows it', () => {
  it('should say when a new code can be asked for', async () => {
    const net = fakeNetwork({
      'POST /api/login-mobile': () => ({
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { success: false, message: 'a code was sent recently', error_code: 'SMS_RESEND_TOO_SOON', code: 429 },
      }),
    });
    renderScreen(<LoginWithPhoneScreen />, {
      path: '/login-with-phone',
      fetch: net.fetch,
      setup: (s) => s.set(userPhoneAtom, '79990000001'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Код уже отправлен\. Новый можно запросить через 42\sс$/);
  });

  it("should restart the code step's resend countdown at the gateway's wait", () => {
    const error = new ApiError({
      kind: 'http',
      endpoint: 'general.sendVerificationCode',
      status: 429,
      code: 'SMS_RESEND_TOO_SOON',
      retryAfterSeconds: 42,
    });
    renderScreen(
      <CodeForm
        label="Код из SMS"
        submitLabel="Войти"
        pending={false}
        error={error}
        sentKey={1}
        onSubmit={async () => undefined}
        onResend={async () => undefined}
      />,
      { language: 'en' },
    );
    expect(screen.getByText(/^You can request a new code in 42\ss$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
  });
});
