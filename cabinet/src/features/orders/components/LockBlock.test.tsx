import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrderViewScreen from '../routes/OrderViewScreen.tsx';
import { LockBlock } from './LockBlock.tsx';
import { anOrder } from '../testData.ts';

// The lock block follows an open lock's status until it is closed again: the sandbox, like
// the hardware, relocks 30 s after an open command, which a single refetch at 15 s never saw.

/** A box whose lock is open from `openedAt` for 30 s; the active orders answer whatever the lock says now. */
function lockNetwork(openedAt: number | null = null) {
  const lock = { openedAt };
  const status = () => (lock.openedAt !== null && Date.now() - lock.openedAt < 30_000 ? 'open' : 'locked');
  const net = fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({
      body: { orders: [anOrder({ cell: { lock: { lock_status: status(), BuUuid: 'bu-1', CuId: 1, Lock: 14 } } })] },
    }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
    'POST /api/v1/lock/cell/open/214': () => {
      lock.openedAt = Date.now();
      return { body: { success: true } };
    },
  });
  const listCalls = () => net.calls.filter((c) => c.path === '/api/v1/orders/active/orders-list').length;
  return { net, listCalls };
}

function view(net: ReturnType<typeof fakeNetwork>) {
  return renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
    setup: loggedIn,
    fetch: net.fetch,
    path: '/order-view/100001',
    language: 'en',
  });
}

/** Time passes as it does in a browser: each answer arrives before the next timer fires. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('given a lock opened from the order view', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());
  jest.setTimeout(20_000);

  it('should show it open until it relocks, then closed, and stop asking', async () => {
    const { net, listCalls } = lockNetwork();
    view(net);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Open the lock' }));
    expect(await screen.findByText('Command to open the lock sent')).toBeInTheDocument();
    expect(screen.getByText('Lock opened')).toBeInTheDocument();

    await advance(15_500);
    expect(await screen.findByText('Lock open')).toBeInTheDocument();
    await advance(10_000);
    expect(screen.getByText('Lock open')).toBeInTheDocument();
    await advance(10_000);
    expect(await screen.findByText('Lock closed')).toBeInTheDocument();
    expect(screen.queryByText('Command to open the lock sent')).not.toBeInTheDocument();

    const closedAt = listCalls();
    await advance(60_000);
    expect(listCalls()).toBe(closedAt);
  });
});

describe('given a lock found open when the order view opens', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());
  jest.setTimeout(20_000);

  it('should follow it to closed', async () => {
    const { net } = lockNetwork(Date.now() - 20_000);
    view(net);
    expect(await screen.findByText('Lock open')).toBeInTheDocument();
    await advance(12_000);
    expect(await screen.findByText('Lock closed')).toBeInTheDocument();
  });

  it('should stop asking once the screen is left', async () => {
    const { net, listCalls } = lockNetwork(Date.now());
    const { unmount } = view(net);
    expect(await screen.findByText('Lock open')).toBeInTheDocument();
    const first = listCalls();
    await advance(11_000);
    expect(listCalls()).toBeGreaterThan(first);
    unmount();
    const left = listCalls();
    await advance(60_000);
    expect(listCalls()).toBe(left);
  });
});

// The command's success and the order's new status reach the block in separate renders (the status through the query
// cache's notification): the "sent" note must not take the status of the render in between for a lock closed again.
describe('given an open command whose success comes before the order shows the lock open', () => {
  it('should keep saying the command was sent', async () => {
    const { net } = lockNetwork();
    const locked = anOrder({ cell: { lock: { lock_status: 'locked', BuUuid: 'bu-1', CuId: 1, Lock: 14 } } });
    renderScreen(<LockBlock order={locked} today={new Date()} />, {
      setup: loggedIn,
      fetch: net.fetch,
      language: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open the lock' }));
    expect(await screen.findByText('Command to open the lock sent')).toBeInTheDocument();
    // a render later the note is still there (it went at once when the stale status read as "closed again")
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('Command to open the lock sent')).toBeInTheDocument();
  });
});
