import { notStartedBy } from '../../test/routeCalls.tsx';
import { ordersFallback, ordersRoutes } from './routes.ts';

// Each route starts, with its code, every call its screen's first render makes: the screen never waits for a call
// that went out only once its code had arrived.
describe('the orders routes', () => {
  const row = (name: string) => ordersRoutes.find((r) => r.name === name)!;
  it.each([
    ['orders', '/orders'],
    ['order-view', '/order-view/1003'],
    ['order-view-check-status', '/order-view/1003/check-status'],
  ])('given %s at %s, should have started every call its screen first asks for', async (name, path) => {
    expect(await notStartedBy(row(name), path)).toEqual([]);
  });

  it('given an unknown path, should start what the orders list first asks for', async () => {
    expect(await notStartedBy(ordersFallback, '/somewhere')).toEqual([]);
  });
});
