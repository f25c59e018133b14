import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Order } from '@sb/contracts';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import type { AppStore } from '../../../shared/api/store.ts';
import OrderViewScreen from './OrderViewScreen.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

// The parts of the order's page that only some orders show come in chunks of their own (OrderViewParts.tsx): the
// lock's block, the arrears of a debt, the other orders. Here their chunks fail to load (a dropped connection) until
// the connection is back: each part says so with a retry in its place, the rest of the page shows, and the retry
// brings the part.

jest.setTimeout(20_000);

// the payment's notice is fetched when idle in the first test too: it fails there (nothing shows without a result)
const mockOffline = { lock: false, arrears: false, others: false, result: true };
jest.mock('../components/LockBlock.tsx', () => {
  if (mockOffline.lock) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/LockBlock.tsx');
});
jest.mock('../components/OrderArrears.tsx', () => {
  if (mockOffline.arrears) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/OrderArrears.tsx');
});
jest.mock('../components/OtherOrders.tsx', () => {
  if (mockOffline.others) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/OtherOrders.tsx');
});

jest.mock('../components/PaymentResultNotice.tsx', () => {
  if (mockOffline.result) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/PaymentResultNotice.tsx');
});

const setup = (store: AppStore) => store.set(userAtom, { token: 't' });

function view(active: Order[], number: number, query = '') {
  const net = fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: active } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
  });
  return renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
    setup,
    fetch: net.fetch,
    path: `/order-view/${number}${query}`,
  });
}

const debt = anOrder({ state: 'debt', cell: { paid_until: day(-16) } });
const other = (number: number, name: string) => anOrder({ number, cell: { name } });

// one test per part, in this order: a chunk once here stays (the module is kept), so each test fails the next one
describe('given the parts of the order page failing to load', () => {
  it('should show the order with the lock block failure and a retry, then the lock once it is here', async () => {
    mockOffline.lock = true;
    mockOffline.arrears = true;
    mockOffline.others = true;
    view([debt, other(100002, 'B-1'), other(100003, 'B-2')], 100001);

    // the page shows once the lock's chunk has answered, here with its failure in the block's place
    expect(await screen.findByRole('heading', { level: 1, name: 'Бокс A-214' })).toBeInTheDocument();
    const alerts = await screen.findAllByText(/Произошла непредвиденная ошибка/);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('button', { name: 'Открыть замок' })).toBeNull();
    // the other parts fail in their places too, and the page around them stays
    const arrears = screen.getByRole('region', { name: 'Просрочка оплаты' });
    expect(await within(arrears).findByText(/Произошла непредвиденная ошибка/)).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Другие заказы' });
    expect(await within(others).findByText(/Произошла непредвиденная ошибка/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Склад' })).toBeInTheDocument();

    // the connection is back: each retry brings its part, the others keep their retry
    mockOffline.lock = false;
    mockOffline.arrears = false;
    mockOffline.others = false;
    const lockRetry = screen
      .getAllByRole('button', { name: 'Повторить' })
      .find((b) => !arrears.contains(b) && !others.contains(b)) as HTMLElement;
    await userEvent.click(lockRetry);
    expect(await screen.findByRole('button', { name: 'Открыть замок' })).toBeDisabled();
    expect(within(arrears).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();

    await userEvent.click(within(arrears).getByRole('button', { name: 'Повторить' }));
    expect(await within(arrears).findByText(/^Просрочка 16 дней/)).toBeInTheDocument();

    await userEvent.click(within(others).getByRole('button', { name: 'Повторить' }));
    expect(await within(others).findByRole('heading', { name: /B-1/ })).toBeInTheDocument();
    expect(within(others).getByRole('heading', { name: /B-2/ })).toBeInTheDocument();
    expect(screen.queryByText(/Произошла непредвиденная ошибка/)).toBeNull();
  });

  it('should keep the result of a payment whose notice fails to load, and say it once the retry brings the notice', async () => {
    mockOffline.result = true;
    const paid = anOrder({ invoices: [anInvoice({ number: 'INV-9', paid: true, status: { id: 3 } })] });
    view([paid], 100001, '?pay=INV-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Бокс A-214' })).toBeInTheDocument();
    expect(await screen.findByText(/Произошла непредвиденная ошибка/)).toBeInTheDocument();
    expect(screen.queryByText('Оплата прошла')).toBeNull();

    mockOffline.result = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Оплата прошла')).toBeInTheDocument();
    expect(screen.queryByText(/Произошла непредвиденная ошибка/)).toBeNull();
  });
});
