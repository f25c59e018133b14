import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import DocumentViewScreen from './DocumentViewScreen.tsx';
import { doc, filledPassport, individual, reservedOrder } from '../test/fixtures.ts';

// a busy shared machine: the requisites form and the status reload take a few seconds
jest.setTimeout(20_000);

type Handler = (body: unknown, url: URL) => { status?: number; body: unknown };

function view(extra: Record<string, Handler>, language: 'ru' | 'en' = 'ru') {
  const net = fakeNetwork({
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [doc()] } }),
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [doc()] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
    ...extra,
  });
  renderScreen(
    <Route path="/document-view/:docId">
      <DocumentViewScreen />
    </Route>,
    { path: '/document-view/D-4001', fetch: net.fetch, language, setup: (s) => s.set(userAtom, { token: 't' }) },
  );
  return net;
}

describe('the EDS block', () => {
  describe('given an EDS that already exists when the customer asks for one', () => {
    it('should raise no alert, close the dialog and reload the status', async () => {
      let exists = false;
      const net = view({
        'GET /api/v1/signature/status': () => ({ body: { status: exists ? 'available' : 'not-exists' } }),
        'GET /api/v1/client': () => ({ body: individual }),
        'GET /api/v1/client/requisites/peronal': () => ({ body: filledPassport }),
        'PUT /api/v1/client/requisites/peronal': () => ({ body: { success: true } }),
        'POST /api/v1/signature/create': () => {
          // issued meanwhile (another tab, a manager): the provider refuses a second one
          exists = true;
          return { status: 400, body: { success: false, message: 'signature already exists', error_code: 'ERR_BAD_REQUEST' } };
        },
      });
      expect(await screen.findByText('Не выпущена')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
      const dialog = await screen.findByRole('dialog', { name: 'Данные для электронной подписи' });
      await waitFor(() => expect(within(dialog).getByLabelText(/Серия и номер паспорта/)).not.toHaveValue(''));
      const statusCalls = net.calls.filter((c) => c.path === '/api/v1/signature/status').length;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и выпустить подпись' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Создана и доступна')).toBeInTheDocument();
      expect(net.calls.filter((c) => c.path === '/api/v1/signature/status').length).toBeGreaterThan(statusCalls);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(/отклонил|отклонён/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Готовим подпись/)).not.toBeInTheDocument();
    });
  });

  describe('given an entrepreneur (12-digit INN, OGRNIP, no KPP) issuing the EDS', () => {
    const entrepreneur = { ...individual, legal_type: 1, company: { name: 'ИП Смирнов' }, personal: undefined };
    const requisites = {
      inn: '500100732259',
      ogrn: '304500116000157',
      kpp: null,
      bik: '044525225',
      account: '40702810938000000001',
      correspond: '30101810400000000225',
      bank: 'ПАО Сбербанк',
    };
    const issuing = () =>
      view({
        'GET /api/v1/signature/status': () => ({ body: { status: 'not-exists' } }),
        'GET /api/v1/client': () => ({ body: entrepreneur }),
        'GET /api/v1/client/requisites/legal': () => ({ body: requisites }),
        'PUT /api/v1/client/requisites/legal': () => ({ body: { success: true } }),
        'POST /api/v1/signature/create': () => ({ body: { success: true, status: 'creating' } }),
      });
    const openDialog = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Выпустить подпись' }));
      const dialog = await screen.findByRole('dialog', { name: 'Данные для электронной подписи' });
      await waitFor(() => expect(within(dialog).getByLabelText(/^ИНН/)).toHaveValue('500100732259'));
      return dialog;
    };

    it('should not ask for a KPP and save the requisites without one', async () => {
      const net = issuing();
      const dialog = await openDialog();
      const kpp = within(dialog).getByLabelText(/^КПП/);
      expect(kpp).not.toBeRequired();
      expect(within(dialog).getByText('КПП').closest('label')).not.toHaveTextContent('*');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и выпустить подпись' }));
      await waitFor(() => expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      expect(net.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ inn: '500100732259', kpp: '' });
    });

    it('should still want the KPP once a company INN is typed', async () => {
      const net = issuing();
      const dialog = await openDialog();
      const inn = within(dialog).getByLabelText(/^ИНН/);
      await userEvent.clear(inn);
      await userEvent.type(inn, '7707083893');
      expect(within(dialog).getByLabelText(/^КПП/)).toBeRequired();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и выпустить подпись' }));
      await waitFor(() => expect(within(dialog).getByLabelText(/^КПП/)).toHaveAccessibleDescription(/Заполните поле/));
      expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    });
  });

  describe('given an EDS status the cabinet does not know', () => {
    it('should read as not created, not as an error', async () => {
      view({ 'GET /api/v1/signature/status': () => ({ body: { status: 'suspended-by-partner' } }) }, 'en');
      expect(await screen.findByText('Not issued')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Issue the signature' })).toBeEnabled();
      expect(screen.queryByText(/unexpected answer/)).not.toBeInTheDocument();
    });
  });
});
