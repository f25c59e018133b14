import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@sb/contracts';
import { fakeNetwork, loggedIn, renderScreen } from '../test/render.tsx';
import { createQueryClient, queryClientAtom } from '../shared/api/serverState.ts';
import OrdersScreen from '../features/orders/routes/OrdersScreen.tsx';
import { anOrder, day } from '../features/orders/testData.ts';
import { startPath } from './routes.ts';
import { places, sizes } from '../features/booking/test/fixtures.ts';
import { individual, network as profileNetwork, organisation } from '../features/profile/test/kit.tsx';

// A route's data is asked for with its code (routes.ts `data`), before its screen renders: the screen's atoms then
// read those answers under the same keys, and nothing is asked twice.

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
          loggedIn(store);
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
  describe("given the box search started before its screen (a call that needs another call's answer)", () => {
    const search = () =>
      fakeNetwork({
        'GET /api/places/list': () => ({ body: { places } }),
        'POST /api/places/box/sizes/box': (body) => ({
          body: { sizes: sizes.filter((s) => (body as { places: string[] }).places.includes(s.place_code)) },
        }),
      });
    const start = (path: string, net: ReturnType<typeof search>) =>
      renderScreen(<p>the screen's code is still on its way</p>, {
        setup: (store) => {
          loggedIn(store);
          store.set(queryClientAtom, createQueryClient());
          startPath(path, store);
        },
        fetch: net.fetch,
      });

    it("should ask for the sizes of Moscow's warehouses as soon as the places answered, with no screen rendered", async () => {
      const net = search();
      start('/create-order/,/,/available', net);
      await waitFor(() => expect(net.calls.map((c) => c.path)).toEqual(['/api/places/list', '/api/places/box/sizes/box']));
      expect(net.calls[1]?.body).toEqual({ places: ['MSK-01', 'MSK-04'] });
    });

    it("should ask for the sizes of the city of the URL's first warehouse", async () => {
      const net = search();
      start('/create-order/KHM-01/,/available', net);
      await waitFor(() => expect(net.calls).toHaveLength(2));
      expect(net.calls[1]?.body).toEqual({ places: ['KHM-01'] });
    });
  });
  describe("given the profile started before its screen (the requisites depend on the customer's kind)", () => {
    const start = (net: ReturnType<typeof profileNetwork>) =>
      renderScreen(<p>the screen's code is still on its way</p>, {
        setup: (store) => {
          loggedIn(store);
          store.set(queryClientAtom, createQueryClient());
          startPath('/', store);
        },
        fetch: net.fetch,
      });

    it("should ask for an individual's passport requisites and the files, with no screen rendered", async () => {
      const net = profileNetwork(individual);
      start(net);
      await waitFor(() => expect(net.calls).toHaveLength(3));
      expect(net.calls.map((c) => c.path).sort()).toEqual([
        '/api/v1/client',
        '/api/v1/client/available/files',
        '/api/v1/client/requisites/peronal',
      ]);
    });

    it("should ask for an organisation's company requisites", async () => {
      const net = profileNetwork(organisation);
      start(net);
      await waitFor(() => expect(net.calls).toHaveLength(3));
      expect(net.calls.map((c) => c.path)).toContain('/api/v1/client/requisites/legal');
    });
  });
});
