import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrderView } from '../test/orderView.tsx';
import { anOrder } from '../testData.ts';

// The order page's dialogs come in a chunk of their own (shared/ui/lazyPart.tsx). Pressed while the connection is
// down, a dialog says so where it would have opened, over the page, which stays; once the connection is back its
// Retry opens it (a failed fetch is not kept).

jest.setTimeout(20_000);

const mockOffline = { dialogs: true };
jest.mock('../components/orderDialogs.tsx', () => {
  if (mockOffline.dialogs) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/orderDialogs.tsx');
});

// Compiling the dialogs' modules takes seconds on a loaded machine; done before the test, so the waits below
// measure the screen, not the transform.
beforeAll(() => {
  jest.requireActual('../components/orderDialogs.tsx');
});

it('should say in place that the new invoice did not load, keep the page, and open it on retry once online', async () => {
  const order = anOrder();
  renderOrderView(order);
  await userEvent.click(await screen.findByRole('button', { name: 'Новый счёт' }));

  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('Эта часть страницы не загрузилась');
  expect(screen.getByRole('heading', { level: 1, name: 'Бокс A-214' })).toBeInTheDocument();

  mockOffline.dialogs = false;
  await userEvent.click(within(failure).getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('dialog', { name: /Новый счёт/ }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('Эта часть страницы не загрузилась', { exact: false })).toBeNull();
});
