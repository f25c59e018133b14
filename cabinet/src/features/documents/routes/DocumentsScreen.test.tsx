import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import type { AppStore } from '../../../shared/api/store.ts';
import DocumentsScreen from './DocumentsScreen.tsx';
import { doc, reservedOrder, signedDoc } from '../test/fixtures.ts';

const session = { setup: (store: AppStore) => store.set(userAtom, { token: 't' }) };

function network(
  active: ReturnType<typeof doc>[],
  extra: Record<string, (body: unknown, url: URL) => { status?: number; body: unknown }> = {},
) {
  return fakeNetwork({
    'GET /api/v1/orders/active/active-contracts': (_b, url) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return { body: { count: active.length, elements: active.slice((page - 1) * limit, page * limit) } };
    },
    'GET /api/v1/orders/history/active-contracts': () => ({ body: { count: 0, elements: [] } }),
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: active } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
    'GET /api/v1/client/available/files': () => ({ body: { files: [] } }),
    ...extra,
  });
}

describe('DocumentsScreen', () => {
  describe('given seven contracts', () => {
    it('should show pages of 5 and load the next page on Show more', async () => {
      const all = [doc(), ...[1, 2, 3, 4, 5, 6].map((n) => signedDoc(1000 + n))];
      const net = network(all);
      renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch, path: '/documents' });
      expect(await screen.findByRole('heading', { name: 'Договор № D-4001' })).toBeInTheDocument();
      expect(await screen.findByText('Забронирован до 25.11.2026')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(5);
      expect(screen.getByText('Показано 5 из 7')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
      const pages = net.calls.filter((c) => c.path === '/api/v1/orders/active/active-contracts');
      expect(pages.map((c) => c.path)).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
      expect(within(screen.getAllByRole('article')[1]!).getByRole('link', { name: 'Скачать подписанный договор' })).toHaveAttribute(
        'href',
        '/files/contracts/uuid-1001/signed.html',
      );
    });
  });

  describe('given a contract concluded by a manager', () => {
    it('should say the manager will contact the customer, with no sign button', async () => {
      renderScreen(<DocumentsScreen />, { ...session, fetch: network([doc({ sign_system: 'no' })]).fetch, language: 'en' });
      const card = await screen.findByRole('article', { name: 'Contract No. D-4001' });
      expect(within(card).getByText('A manager will contact you to conclude the contract.')).toBeInTheDocument();
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given a contract to sign', () => {
    it('should open its signing screen', async () => {
      const { location } = renderScreen(<DocumentsScreen />, { ...session, fetch: network([doc()]).fetch });
      await userEvent.click(await screen.findByRole('button', { name: 'Подписать' }));
      expect(location.history?.at(-1)).toBe('/document-sign/D-4001');
    });
  });

  describe('given a contract whose booking changed', () => {
    it('should re-make the booking on Complete and open the new contract', async () => {
      const net = network([doc({ need_change: true })], {
        'POST /api/v1/contract/4001/make/contract-booking': () => ({
          body: { success: true, agreement_number: 'D-4001-2', agreement_uuid: 'uuid-new' },
        }),
      });
      const { location } = renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch });
      await userEvent.click(await screen.findByRole('button', { name: 'Завершить оформление' }));
      await waitFor(() => expect(location.history?.at(-1)).toBe('/document-view/D-4001-2'));
      expect(net.calls.some((c) => c.method === 'POST' && c.path === '/api/v1/contract/4001/make/contract-booking')).toBe(true);
    });
  });

  describe('given a contract whose booking changed, re-made by a bare 200 (the spec shows no answer)', () => {
    it('should open the new contract of the order, read afresh', async () => {
      let docs = [doc({ need_change: true })];
      const net = network([], {
        'GET /api/v1/orders/active-docs': () => ({ body: { documents: docs } }),
        'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: docs.length, elements: docs } }),
        'POST /api/v1/contract/4001/make/contract-booking': () => {
          docs = [doc({ agreement_number: 'D-4001-2', agreement_uuid: 'uuid-new' })];
          return { body: {} };
        },
      });
      const { location } = renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch });
      await userEvent.click(await screen.findByRole('button', { name: 'Завершить оформление' }));
      await waitFor(() => expect(location.history?.at(-1)).toBe('/document-view/D-4001-2'));
    });
  });

  // The archive's cards offer nothing the next screen refuses
  describe('given unsigned contracts in the archive', () => {
    it('should offer neither Sign nor Complete on their cards', async () => {
      const history = [
        doc({ agreement_number: 'D-3001', agreement_uuid: 'uuid-3001', order_number: 3001 }),
        doc({ agreement_number: 'D-3002', agreement_uuid: 'uuid-3002', order_number: 3002, need_change: true }),
      ];
      const net = network([signedDoc(1001)], {
        'GET /api/v1/orders/history/active-contracts': () => ({ body: { count: history.length, elements: history } }),
      });
      renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch, path: '/documents' });
      const archive = await screen.findByRole('region', { name: 'Архив' });
      expect(await within(archive).findAllByRole('article')).toHaveLength(2);
      expect(within(archive).queryByRole('button', { name: 'Подписать' })).not.toBeInTheDocument();
      expect(within(archive).queryByRole('button', { name: 'Завершить оформление' })).not.toBeInTheDocument();
    });
  });

  describe('given an act waiting for a signature', () => {
    it('should list it and open the act screen', async () => {
      const act = doc({ agreement_number: 'ACT-1007', agreement_uuid: 'uuid-act', document_type: 'act', order_number: 1007 });
      const net = fakeNetwork({
        'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [signedDoc(1007)] } }),
        'GET /api/v1/orders/history/active-contracts': () => ({ body: { count: 0, elements: [] } }),
        'GET /api/v1/orders/active-docs': () => ({ body: { documents: [signedDoc(1007), act] } }),
        'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [] } }),
      });
      const { location } = renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch, language: 'en' });
      const card = await screen.findByRole('article', { name: 'Act No. ACT-1007' });
      expect(within(card).getByText('Awaiting signature')).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: 'Sign the act' }));
      expect(location.history?.at(-1)).toBe('/document-act?act=ACT-1007');
    });
  });

  describe('given the contracts fail to load', () => {
    it('should say so and retry', async () => {
      let fail = true;
      const net = network([doc()], {
        'GET /api/v1/orders/active/active-contracts': () =>
          fail ? { status: 500, body: { message: 'boom' } } : { body: { count: 1, elements: [doc()] } },
      });
      renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch });
      const retry = await screen.findByRole('button', { name: 'Повторить' });
      fail = false;
      await userEvent.click(retry);
      expect(await screen.findByRole('heading', { name: 'Договор № D-4001' })).toBeInTheDocument();
    });
  });
});
