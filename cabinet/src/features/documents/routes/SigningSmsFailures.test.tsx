import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import DocumentSignScreen from './DocumentSignScreen.tsx';
import { doc, reservedOrder } from '../test/fixtures.ts';

// a busy shared machine: each journey types a code and waits for two answers
jest.setTimeout(20_000);

type Answer = { status?: number; body: unknown };

/** The sign screen with an available EDS; approve-sms answers `approve` (the sandbox's bodies). */
function signScreen(approve: Answer, language: 'ru' | 'en' = 'en') {
  const net = fakeNetwork({
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [doc()] } }),
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [doc()] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
    'GET /api/v1/signature/status': () => ({ body: { status: 'available' } }),
    'POST /api/v1/signature/start-signing': () => ({ body: { success: true, attemptsLeftSms: 3 } }),
    'POST /api/v1/signature/approve-sms': () => approve,
  });
  renderScreen(
    <Route path="/document-sign/:docId">
      <DocumentSignScreen />
    </Route>,
    { path: '/document-sign/D-4001', fetch: net.fetch, language, setup: (s) => s.set(userAtom, { token: 't' }) },
  );
  return net;
}

async function typeCode(start: RegExp, confirm: RegExp, code = '111111') {
  await userEvent.click(await screen.findByRole('button', { name: start }));
  const input = await screen.findByLabelText(/SMS code|Код из SMS/);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: confirm }));
}

const starts = (net: ReturnType<typeof fakeNetwork>) => net.calls.filter((c) => c.path === '/api/v1/signature/start-signing').length;

describe('signing by SMS: why a code was not accepted', () => {
  describe('given an expired code', () => {
    it('should say it expired, spend no attempt and offer a new code at once', async () => {
      const net = signScreen({
        status: 400,
        body: {
          success: false,
          message: 'code expired, request a new one',
          attemptsLeftSms: 3,
          isSmsConfirmBlocked: false,
          isSmsCodeInvalid: true,
        },
      });
      await typeCode(/Get the SMS code/, /Sign the contract/);
      expect(await screen.findByText('The code has expired. Request a new one: no attempt was used.')).toBeInTheDocument();
      expect(screen.getByText('3 attempts left')).toBeInTheDocument();
      expect(screen.queryByText('Invalid code entered')).not.toBeInTheDocument();
      expect(screen.getByLabelText('SMS code')).toBeEnabled();
      await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
      await waitFor(() => expect(starts(net)).toBe(2));
      await waitFor(() => expect(screen.queryByText(/The code has expired/)).not.toBeInTheDocument());
    });
  });

  describe('given a signing that was not started (or was replaced)', () => {
    it('should say so, keep the attempts and not block the input', async () => {
      const net = signScreen({
        status: 400,
        body: {
          success: false,
          message: 'could not confirm the SMS signing: start signing first',
          attemptsLeftSms: 0,
          isSmsConfirmBlocked: true,
          isSmsCodeInvalid: true,
        },
      });
      await typeCode(/Get the SMS code/, /Sign the contract/);
      expect(await screen.findByText('This code is no longer waiting for confirmation. Send a new code and enter it.')).toBeInTheDocument();
      expect(screen.getByText('3 attempts left')).toBeInTheDocument();
      expect(screen.queryByText('Invalid code entered')).not.toBeInTheDocument();
      expect(screen.queryByText(/blocked/)).not.toBeInTheDocument();
      expect(screen.getByLabelText('SMS code')).toBeEnabled();
      await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
      await waitFor(() => expect(starts(net)).toBe(2));
    });
  });

  describe('given a wrong code', () => {
    it('should say the code is wrong and spend one attempt', async () => {
      signScreen(
        {
          status: 400,
          body: { success: false, message: '', error_code: 'CONFIRMOPERATION.00007', attemptsLeftSms: 2, isSmsCodeInvalid: true },
        },
        'ru',
      );
      await typeCode(/Получить код по SMS/, /Подписать договор/);
      expect(await screen.findByText('Неверный код')).toBeInTheDocument();
      expect(screen.getByText(/Осталось 2 попытки/)).toBeInTheDocument();
      expect(screen.queryByText(/истёк/)).not.toBeInTheDocument();
    });
  });
});
