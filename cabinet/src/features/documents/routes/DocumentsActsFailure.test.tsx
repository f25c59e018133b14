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

// Each section of the inbox shows on its own (docs/performance.md), with its own loading and its
// own error and Retry
describe('the inbox sections', () => {
  const act = doc({ agreement_number: 'ACT-1007', agreement_uuid: 'uuid-act', document_type: 'act', order_number: 1007 });
  const never = () => new Promise<never>(() => {});
  const answers = {
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [signedDoc(1007)] } }),
    'GET /api/v1/orders/history/active-contracts': () => ({ body: { count: 1, elements: [signedDoc(900)] } }),
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [signedDoc(1007), act] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
  };

  it('should show the live contracts and the acts while the archive still loads', async () => {
    const net = fakeNetwork({ ...answers, 'GET /api/v1/orders/history/active-contracts': never });
    renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch, path: '/documents', language: 'en' });
    expect(await screen.findByRole('article', { name: 'Contract No. D-1007' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Act No. ACT-1007' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Archive' })).toHaveAttribute('aria-busy', 'true');
  });

  it('should show the archive while the live contracts and the acts still load', async () => {
    const net = fakeNetwork({
      ...answers,
      'GET /api/v1/orders/active/active-contracts': never,
      'GET /api/v1/orders/active-docs': never,
    });
    renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch, path: '/documents', language: 'en' });
    expect(await screen.findByRole('article', { name: 'Contract No. D-900' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current and new contracts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Acts to sign' })).toHaveAttribute('aria-busy', 'true');
  });

  it('should say in the archive that it failed, with a Retry, and show the rest', async () => {
    let failing = true;
    const net = fakeNetwork({
      ...answers,
      'GET /api/v1/orders/history/active-contracts': () =>
        failing ? { status: 500, body: { success: false, message: 'boom' } } : { body: { count: 1, elements: [signedDoc(900)] } },
    });
    renderScreen(<DocumentsScreen />, { ...session, fetch: net.fetch, path: '/documents', language: 'en' });
    const archive = await screen.findByRole('region', { name: 'Archive' });
    expect(await within(archive).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Contract No. D-1007' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(archive).getByRole('button', { name: 'Try again' }));
    expect(await within(archive).findByRole('article', { name: 'Contract No. D-900' })).toBeInTheDocument();
  });
});
