import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import { routePassesAtom } from '../../../shared/session/passes.ts';
import { signedDocAtom } from '../atoms.ts';
import DocumentViewScreen from './DocumentViewScreen.tsx';
import DocumentSignScreen from './DocumentSignScreen.tsx';
import { doc, filledPassport, individual, passport, reservedOrder } from '../test/fixtures.ts';

type Handler = (body: unknown, url: URL) => { status?: number; body: unknown };

function documentsNetwork(extra: Record<string, Handler>) {
  return fakeNetwork({
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [doc()] } }),
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [doc()] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
    ...extra,
  });
}

const tick = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('DocumentViewScreen', () => {
  describe('given a new customer without an EDS', () => {
    it('should issue the EDS through the requisites modal, poll its status every 3 s and stop when the screen is left', async () => {
      const statuses = ['partner-initialization-start', 'initialization', 'available'];
      let created = false;
      let polls = 0;
      const net = documentsNetwork({
        'GET /api/v1/signature/status': () => {
          if (!created) return { body: { status: 'not-exists' } };
          polls += 1;
          return { body: { status: statuses[Math.min(polls, 2)] } };
        },
        'GET /api/v1/client': () => ({ body: individual }),
        'GET /api/v1/client/requisites/peronal': () => ({ body: passport }),
        'PUT /api/v1/client/requisites/peronal': () => ({ body: { success: true } }),
        'POST /api/v1/signature/create': () => {
          created = true;
          return { body: { success: true, status: 'partner-initialization-start' } };
        },
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { unmount } = renderScreen(
        <Route path="/document-view/:docId">
          <DocumentViewScreen />
        </Route>,
        { path: '/document-view/D-4001', fetch: net.fetch, setup: (s) => s.set(userAtom, { token: 't' }) },
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Договор D-4001' })).toBeInTheDocument();
      expect(await screen.findByText('Не выпущена')).toBeInTheDocument();
      expect(screen.getByText(/Сначала выпустите электронную подпись/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Перейти к подписанию' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
      const dialog = await screen.findByRole('dialog', { name: 'Данные для электронной подписи' });
      expect(await within(dialog).findByText('Паспорт РФ')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Сохранить и выпустить подпись' }));
      expect((await screen.findAllByText('Заполните поле')).length).toBeGreaterThan(0);
      expect(net.calls.some((c) => c.method === 'PUT')).toBe(false);

      await user.type(screen.getByLabelText(/Серия и номер паспорта/), '4510123456');
      await user.type(screen.getByLabelText(/Дата выдачи/), '01022015');
      await user.type(screen.getByLabelText(/Кем выдан/), 'ОВД Тверского района');
      await user.type(screen.getByLabelText(/Код подразделения/), '770001');
      await user.type(screen.getByLabelText(/Адрес регистрации/), 'Москва, улица Тверская, дом 1');
      await user.type(screen.getByLabelText(/Фактический адрес/), 'Москва, улица Тверская, дом 1');
      await user.click(screen.getByRole('button', { name: 'Сохранить и выпустить подпись' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const put = net.calls.find((c) => c.method === 'PUT' && c.path === '/api/v1/client/requisites/peronal');
      expect(put?.body).toEqual(filledPassport);
      expect(net.calls.some((c) => c.method === 'POST' && c.path === '/api/v1/signature/create')).toBe(true);
      expect(screen.getByText(/Готовим подпись/)).toBeInTheDocument();
      expect(screen.getByText('Выпускается')).toBeInTheDocument();

      await tick(3000);
      expect(await screen.findByText('Активируется')).toBeInTheDocument();
      await tick(3000);
      expect(await screen.findByText('Создана и доступна')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Перейти к подписанию' })).toBeEnabled();

      // the create call was followed by polls at 3 s and 6 s only
      expect(polls).toBe(2);
      // available: no more polling, only the reload that clears the create flag at 10 s
      await tick(9000);
      expect(polls).toBe(3);
      await tick(9000);
      expect(polls).toBe(3);
      unmount();
    }, 30_000);

    it('should stop polling the status when the screen is left', async () => {
      const net = documentsNetwork({ 'GET /api/v1/signature/status': () => ({ body: { status: 'initialization' } }) });
      const { unmount } = renderScreen(
        <Route path="/document-view/:docId">
          <DocumentViewScreen />
        </Route>,
        { path: '/document-view/D-4001', fetch: net.fetch, setup: (s) => s.set(userAtom, { token: 't' }) },
      );
      expect(await screen.findByText('Активируется')).toBeInTheDocument();
      const count = () => net.calls.filter((c) => c.path === '/api/v1/signature/status').length;
      const first = count();
      await tick(3000);
      expect(count()).toBe(first + 1);
      unmount();
      const atLeave = count();
      await tick(15000);
      expect(count()).toBe(atLeave);
    });
  });
});

describe('DocumentSignScreen', () => {
  describe('given an available EDS', () => {
    it('should count the attempts down, block at 0, resend after 60 s and sign with the right code', async () => {
      const approvals: Array<() => { status?: number; body: unknown }> = [
        () => ({
          status: 400,
          body: { success: false, message: '', error_code: 'CONFIRMOPERATION.00007', attemptsLeftSms: 2, isSmsCodeInvalid: true },
        }),
        () => ({ status: 400, body: { success: false, message: '', error_code: 'NOPAPERPARTNER.10240' } }),
        () => ({ body: { success: true, attemptsLeftSms: 3, isSmsConfirmBlocked: false, isSmsCodeInvalid: false } }),
      ];
      const net = documentsNetwork({
        'GET /api/v1/signature/status': () => ({ body: { status: 'available' } }),
        'POST /api/v1/signature/start-signing': () => ({ body: { success: true } }),
        'POST /api/v1/signature/approve-sms': () => approvals.shift()!(),
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { location, store } = renderScreen(
        <Route path="/document-sign/:docId">
          <DocumentSignScreen />
        </Route>,
        { path: '/document-sign/D-4001', fetch: net.fetch, language: 'en', setup: (s) => s.set(userAtom, { token: 't' }) },
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Signing contract D-4001' })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Get the SMS code' }));
      const input = await screen.findByLabelText('SMS code');
      expect(net.calls.find((c) => c.path === '/api/v1/signature/start-signing')?.body).toEqual({ order_id: 4001 });
      expect(screen.getByText('3 attempts left')).toBeInTheDocument();
      const confirm = screen.getByRole('button', { name: 'Sign the contract' });
      expect(confirm).toBeDisabled();

      await user.type(input, '111111');
      await user.click(confirm);
      expect(await screen.findByText('Invalid code entered')).toBeInTheDocument();
      expect(screen.getByText('2 attempts left')).toBeInTheDocument();

      await user.clear(input);
      await user.type(input, '222222');
      await user.click(confirm);
      expect(await screen.findByText(/SMS confirmation is blocked/)).toBeInTheDocument();
      expect(screen.getByText('No attempts left')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign the contract' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Resend the code' })).not.toBeInTheDocument();

      await tick(60_000);
      await user.click(await screen.findByRole('button', { name: 'Resend the code' }));
      await waitFor(() => expect(net.calls.filter((c) => c.path === '/api/v1/signature/start-signing')).toHaveLength(2));
      expect(await screen.findByText('3 attempts left')).toBeInTheDocument();
      expect(screen.queryByText('Invalid code entered')).not.toBeInTheDocument();
      expect(screen.getByText(/Resend the code in 60/)).toBeInTheDocument();

      await user.type(screen.getByLabelText('SMS code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
      await waitFor(() => expect(location.history?.at(-1)).toBe('/document-signed'));
      expect(net.calls.filter((c) => c.path === '/api/v1/signature/approve-sms').at(-1)?.body).toEqual({ order_id: 4001, code: '123456' });
      expect(store.get(signedDocAtom)).toEqual({ number: 'D-4001', orderNumber: 4001, kind: 'contract' });
      expect(store.get(routePassesAtom)['document-signed']).toBe(true);
    }, 30_000);
  });
});

describe('given start-signing and approve-sms answering only what the spec documents', () => {
  it('should ask for the code on a bare 200, refuse a 200 that marks the code invalid and sign on one that does not', async () => {
    const approvals = [
      { attemptsLeftSms: 2, isSmsConfirmBlocked: false, isSmsCodeInvalid: true },
      { attemptsLeftSms: 2, isSmsConfirmBlocked: false, isSmsCodeInvalid: false },
    ];
    const net = documentsNetwork({
      'GET /api/v1/signature/status': () => ({ body: { status: 'available' } }),
      'POST /api/v1/signature/start-signing': () => ({ body: {} }),
      'POST /api/v1/signature/approve-sms': () => ({ body: approvals.shift() }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { location } = renderScreen(
      <Route path="/document-sign/:docId">
        <DocumentSignScreen />
      </Route>,
      { path: '/document-sign/D-4001', fetch: net.fetch, language: 'en', setup: (s) => s.set(userAtom, { token: 't' }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Get the SMS code' }));
    const input = await screen.findByLabelText('SMS code');
    expect(screen.getByText('3 attempts left')).toBeInTheDocument();

    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByText('Invalid code entered')).toBeInTheDocument();
    expect(screen.getByText('2 attempts left')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/document-sign/D-4001');

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/document-signed'));
  }, 30_000);
});

describe('given a contract in the archive', () => {
  const archiveNetwork = (lists: { active: unknown[]; history: unknown[] }) =>
    fakeNetwork({
      'GET /api/v1/orders/active-docs': () => ({ body: { documents: lists.active } }),
      'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: lists.active.length, elements: lists.active } }),
      'GET /api/v1/orders/history/active-contracts': () => ({ body: { count: lists.history.length, elements: lists.history } }),
      'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [] } }),
      'GET /api/v1/signature/status': () => ({ body: { status: 'available' } }),
      'POST /api/v1/signature/start-signing': () => ({ body: { success: true } }),
    });

  it.each([
    ['the history list', { active: [], history: [doc()] }],
    ['the live list, archived', { active: [doc({ agreement_status: 'archived' })], history: [] }],
  ])(
    'should say on /document-sign that a contract from %s cannot be signed any more, and why, with no EDS or SMS step',
    async (_, lists) => {
      const net = archiveNetwork(lists);
      renderScreen(
        <Route path="/document-sign/:docId">
          <DocumentSignScreen />
        </Route>,
        { path: '/document-sign/D-4001', fetch: net.fetch, setup: (s) => s.set(userAtom, { token: 't' }) },
      );
      const alert = await screen.findByText(/Этот договор больше нельзя подписать/);
      expect(alert).toBeInTheDocument();
      expect(screen.getByText(/Бронь или аренда по нему закончилась/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Получить код по SMS' })).not.toBeInTheDocument();
      expect(screen.queryAllByText('Электронная подпись')).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Все документы' })).toBeInTheDocument();
      expect(net.calls.some((c) => c.path === '/api/v1/signature/start-signing')).toBe(false);
    },
  );

  it('should say so on /document-view too, without the way to signing', async () => {
    const net = archiveNetwork({ active: [doc({ agreement_status: 'archived' })], history: [] });
    renderScreen(
      <Route path="/document-view/:docId">
        <DocumentViewScreen />
      </Route>,
      { path: '/document-view/D-4001', fetch: net.fetch, setup: (s) => s.set(userAtom, { token: 't' }) },
    );
    expect(await screen.findByText(/Этот договор больше нельзя подписать/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Перейти к подписанию' })).not.toBeInTheDocument();
  });

  // A signed contract is signed, whatever its rental's state
  const signedArchived = doc({ agreement_status: 'archived', agreement_signed: '/files/contracts/uuid-4001/signed.html' });
  it.each([
    ['/document-view', 'the history list', { active: [], history: [signedArchived] }],
    ['/document-sign', 'the history list', { active: [], history: [signedArchived] }],
    ['/document-view', 'the live list', { active: [signedArchived], history: [] }],
  ])('should call a signed contract whose rental ended signed on %s (%s), not unsignable', async (route, _, lists) => {
    const Screen = route === '/document-view' ? DocumentViewScreen : DocumentSignScreen;
    renderScreen(
      <Route path={`${route}/:docId`}>
        <Screen />
      </Route>,
      { path: `${route}/D-4001`, fetch: archiveNetwork(lists).fetch, setup: (s) => s.set(userAtom, { token: 't' }) },
    );
    expect(await screen.findByText('Документ подписан')).toBeInTheDocument();
    expect(screen.queryByText(/больше нельзя подписать/)).not.toBeInTheDocument();
  });
});
