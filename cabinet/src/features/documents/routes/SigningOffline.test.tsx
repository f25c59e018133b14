import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import DocumentSignScreen from './DocumentSignScreen.tsx';
import DocumentViewScreen from './DocumentViewScreen.tsx';
import { doc, reservedOrder } from '../test/fixtures.ts';

// Signing needs the network; offline 'Get the SMS code', the code's confirm and resend, issuing the EDS and
// making a changed booking again wait for it, with the reason, and come back with it.

jest.setTimeout(20_000);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

/**
 * A button asked for anew each time, and its change awaited: on a busy machine the screen's late answers may render
 * it afresh, and the first commit's listeners may subscribe after the network event (they read its state then).
 */
const button = (name: string) => screen.getByRole('button', { name });

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
  await screen.findByRole('button', { name: 'Get the SMS code' });
  const start = () => button('Get the SMS code');
  expect(start()).not.toHaveAttribute('aria-disabled');
  setOnline(false);
  await waitFor(() => expect(start()).toHaveAttribute('aria-disabled', 'true'));
  expect(start()).toHaveAccessibleDescription('No connection: available again once the network is back.');
  setOnline(true);
  await waitFor(() => expect(start()).not.toHaveAttribute('aria-disabled'));
});

const REASON = 'No connection: available again once the network is back.';

it('should disable confirming the code while offline with the reason, keep the code, and enable it back online', async () => {
  const net = fakeNetwork({
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [doc()] } }),
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [doc()] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
    'GET /api/v1/signature/status': () => ({ body: { status: 'available' } }),
    'POST /api/v1/signature/start-signing': () => ({ body: { success: true } }),
  });
  renderScreen(
    <Route path="/document-sign/:docId">
      <DocumentSignScreen />
    </Route>,
    { path: '/document-sign/D-4001', fetch: net.fetch, language: 'en', setup: (s) => s.set(userAtom, { token: 't' }) },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Get the SMS code' }));
  const input = await screen.findByLabelText('SMS code');
  await userEvent.type(input, '123456');
  const confirm = screen.getByRole('button', { name: 'Sign the contract' });
  expect(confirm).toBeEnabled();
  setOnline(false);
  await waitFor(() => expect(confirm).toBeDisabled());
  expect(confirm).toHaveAccessibleDescription(REASON);
  expect(input).toHaveValue('123456');
  await userEvent.type(input, '{Enter}');
  expect(net.calls.some((c) => c.path === '/api/v1/signature/approve-sms')).toBe(false);
  setOnline(true);
  await waitFor(() => expect(confirm).toBeEnabled());
  expect(confirm).not.toHaveAccessibleDescription();
});

it('should disable issuing the EDS while offline with the reason, and enable it when the network is back', async () => {
  const net = fakeNetwork({
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [doc()] } }),
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [doc()] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
    'GET /api/v1/signature/status': () => ({ body: { status: 'not-exists' } }),
  });
  renderScreen(
    <Route path="/document-view/:docId">
      <DocumentViewScreen />
    </Route>,
    { path: '/document-view/D-4001', fetch: net.fetch, language: 'en', setup: (s) => s.set(userAtom, { token: 't' }) },
  );
  await screen.findByRole('button', { name: 'Issue the signature' });
  const issue = () => button('Issue the signature');
  expect(issue()).not.toHaveAttribute('aria-disabled');
  setOnline(false);
  await waitFor(() => expect(issue()).toHaveAttribute('aria-disabled', 'true'));
  expect(issue()).toHaveAccessibleDescription(REASON);
  setOnline(true);
  await waitFor(() => expect(issue()).not.toHaveAttribute('aria-disabled'));
});

it('should disable making a changed booking again while offline with the reason, and enable it when the network is back', async () => {
  const changed = doc({ need_change: true });
  const net = fakeNetwork({
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [changed] } }),
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [changed] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
    'GET /api/v1/signature/status': () => ({ body: { status: 'available' } }),
  });
  renderScreen(
    <Route path="/document-view/:docId">
      <DocumentViewScreen />
    </Route>,
    { path: '/document-view/D-4001', fetch: net.fetch, language: 'en', setup: (s) => s.set(userAtom, { token: 't' }) },
  );
  await screen.findByRole('button', { name: 'Make it again' });
  const again = () => button('Make it again');
  expect(again()).not.toHaveAttribute('aria-disabled');
  setOnline(false);
  await waitFor(() => expect(again()).toHaveAttribute('aria-disabled', 'true'));
  expect(again()).toHaveAccessibleDescription(REASON);
  setOnline(true);
  await waitFor(() => expect(again()).not.toHaveAttribute('aria-disabled'));
});
