import { notStartedBy } from '../../test/routeCalls.tsx';
import { bookingRoutes } from './routes.ts';

// Each route starts, with its code, every call its screen's first render makes: the screen never waits for a call
// that went out only once its code had arrived.
describe('the booking routes', () => {
  const rows = [...bookingRoutes];
  const row = (name: string) => rows.find((r) => r.name === name)!;
  it.each([
    ['create-order', '/create-order'],
    ['create-order', '/create-order/KHM-01/,/available'],
    ['order-created', '/order-created/1003'],
    ['order-storage-boxes', '/order-storage-boxes/wh_id/MSK-01/size/2'],
    ['order-storage-view', '/order-storage-view/MSK-01'],
    ['order-box-view', '/order-box-view/MSK-01/55'],
  ])('given %s at %s, should have started every call its screen first asks for', async (name, path) => {
    expect(await notStartedBy(row(name), path)).toEqual([]);
  });
});
