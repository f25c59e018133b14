import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import type { AppStore } from '../../../shared/api/store.ts';
import DocumentsScreen from './DocumentsScreen.tsx';
import { doc, reservedOrder, signedDoc } from '../test/fixtures.ts';

jest.setTimeout(20_000);

const session = { setup: (store: AppStore) => store.set(userAtom, { token: 't' }) };

describe('the acts to sign', () => {
  describe('given their call fails', () => {
    it('should say so in their section with a retry that brings them back', async () => {
      const act = doc({ agreement_number: 'ACT-1007', agreement_uuid: 'uuid-act', document_type: 'act', order_number: 1007 });
      let failing = true;
      const net = fakeNetwork({
        'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [signedDoc(1007)] } }),
        'GET /api/v1/orders/history/active-contracts': () => ({ body: { count: 0, elements: [] } }),
        'GET /api/v1/orders/active-docs': () =>
          failing ? { status: 500, body: { success: false, message: 'client documents error' } } : { body: { documents: [act] } },
        'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
        'GET /api/v1/client/available/files': () => ({ body: { files: [] } }),
      });
      renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch, path: '/documents', language: 'en' });
      const section = await screen.findByRole('region', { name: 'Acts to sign' });
      expect(await within(section).findByRole('alert')).toHaveTextContent('Client documents error');
      failing = false;
      await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
      expect(await within(section).findByRole('article', { name: 'Act No. ACT-1007' })).toBeInTheDocument();
    });
  });
});
