import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrderView } from '../test/orderView.tsx';
import { anOrder } from '../testData.ts';

// The order page fetches its dialogs' chunk when the browser is idle. Offline then, that fetch fails in the
// background; once the connection is back, opening a dialog fetches it afresh and opens it, with no failure shown.

jest.setTimeout(20_000);

const mockOffline = { dialogs: true, tried: 0 };
jest.mock('../components/orderDialogs.tsx', () => {
  mockOffline.tried += 1;
  if (mockOffline.dialogs) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/orderDialogs.tsx');
});

// Compiling the dialogs' modules takes seconds on a loaded machine; done before the test, so the waits below
// measure the screen, not the transform.
beforeAll(() => {
  jest.requireActual('../components/orderDialogs.tsx');
});

it('should open a dialog whose background fetch failed offline once the connection is back, without a failure', async () => {
  const order = anOrder();
  renderOrderView(order);
  const newInvoice = await screen.findByRole('button', { name: 'Новый счёт' });
  await waitFor(() => expect(mockOffline.tried).toBeGreaterThan(0));

  mockOffline.dialogs = false;
  await userEvent.click(newInvoice);
  expect(await screen.findByRole('dialog', { name: /Новый счёт/ }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('Эта часть страницы не загрузилась', { exact: false })).toBeNull();
});
