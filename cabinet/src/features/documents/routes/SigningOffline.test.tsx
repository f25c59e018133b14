import { act, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import DocumentSignScreen from './DocumentSignScreen.tsx';
import { doc, reservedOrder } from '../test/fixtures.ts';

// Issue 27: signing needs the network; offline 'Get the SMS code' waits for it, with the reason, and comes back.

jest.setTimeout(20_000);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

it('should disable starting the signing while offline with the reason, and enable it when the network is back', async () => {
  const net = fakeNetwork({
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [doc()] } }),
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [doc()] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
    'GET /api/v1/signature/status': () => ({ body: { status: 'available' } }),
  });
  renderScreen(
    <Route path="/document-sign/:docId">
      <DocumentSignScreen />
    </Route>,
    { path: '/document-sign/D-4001', fetch: net.fetch, language: 'en', setup: (s) => s.set(userAtom, { token: 't' }) },
  );
  const start = await screen.findByRole('button', { name: 'Get the SMS code' });
  expect(start).toBeEnabled();
  setOnline(false);
  expect(start).toBeDisabled();
  expect(start).toHaveAccessibleDescription('No connection: available again once the network is back.');
  setOnline(true);
  expect(start).toBeEnabled();
});
