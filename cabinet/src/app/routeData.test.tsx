import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@sb/contracts';
import { fakeNetwork, renderScreen } from '../test/render.tsx';
import { userAtom } from '../shared/session/atoms.ts';
import type { AppStore } from '../shared/api/store.ts';
import { createQueryClient, queryClientAtom } from '../shared/api/serverState.ts';
import OrdersScreen from '../features/orders/routes/OrdersScreen.tsx';
import { anOrder, day } from '../features/orders/testData.ts';
import { startPath } from './routes.ts';

// A route's data is asked for with its code (routes.ts `data`), before its screen renders: the screen's atoms then
// read those answers under the same keys, and nothing is asked twice.

const setup = (store: AppStore) => store.set(userAtom, { token: 't' });

function network(active: Order[], history: Order[] = []) {
  return fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: active } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: history } }),
  });
}

const actives = (n: number) =>
  Array.from({ length: n }, (_, i) => anOrder({ number: 2000 + i, cell: { name: `A-${100 + i}`, paid_until: day(20 + i) } }));
const archived = (n: number) =>
  Array.from({ length: n }, (_, i) => anOrder({ number: 3000 + i, state: 'archived', cell: { name: `Z-${i}`, paid_until: day(-100) } }));

describe('the route table', () => {
  describe('given the route started before the screen renders (app/routes.ts: its code and its data at once)', () => {
    it('should ask for each list once and show the cards from those answers', async () => {
      const net = network(actives(2), archived(1));
      renderScreen(<OrdersScreen />, {
        setup: (store) => {
          setup(store);
          // the app's own client (its 30 s freshness): the answers are here before the screen renders in this test
          store.set(queryClientAtom, createQueryClient());
          startPath('/orders', store);
        },
        fetch: net.fetch,
      });
      const activeSection = await screen.findByRole('region', { name: 'Активные' });
      await waitFor(() => expect(within(activeSection).getAllByRole('listitem')).toHaveLength(2));
      expect(within(screen.getByRole('region', { name: 'Архив' })).getAllByRole('listitem')).toHaveLength(1);
      expect(net.calls.map((c) => c.path).sort()).toEqual(['/api/v1/orders/active/orders-list', '/api/v1/orders/history/orders-list']);
    });

    it('should ask for nothing without a session', async () => {
      localStorage.clear();
      const net = network(actives(1));
      renderScreen(<p>elsewhere</p>, { setup: (store) => startPath('/orders', store), fetch: net.fetch });
      await new Promise((r) => setTimeout(r, 50));
      expect(net.calls).toEqual([]);
    });
  });
});
