import { act, screen } from '@testing-library/react';
import { Route } from 'wouter';
import type { Order } from '@sb/contracts';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrderCheckStatusScreen from './OrderCheckStatusScreen.tsx';
import { anOrder } from '../testData.ts';

function unsigned(): Order {
  const o = anOrder({ state: 'not-active', cell: { paid_until: null } });
  o.agreement = { ...o.agreement!, signed: null };
  return o;
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('OrderCheckStatusScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  describe('given a contract that gets signed on the third check', () => {
    it('should poll at 3 s then 6 s and stop once signed', async () => {
      let answers = 0;
      const net = fakeNetwork({
        'GET /api/v1/orders/active/orders-list': () => {
          answers += 1;
          return { body: { orders: [answers >= 3 ? anOrder({ state: 'not-active' }) : unsigned()] } };
        },
      });
      renderScreen(<Route path="/order-view/:orderNumber/check-status" component={OrderCheckStatusScreen} />, {
        setup: loggedIn,
        fetch: net.fetch,
        path: '/order-view/100001/check-status',
        language: 'en',
      });
      await advance(10);
      expect(answers).toBe(1);
      expect(screen.getByText('Waiting for the contract to be signed…')).toBeInTheDocument();
      await advance(2_900);
      expect(answers).toBe(1);
      await advance(200);
      expect(answers).toBe(2);
      await advance(5_800);
      expect(answers).toBe(2);
      await advance(300);
      expect(answers).toBe(3);
      expect(screen.getByText('The contract is signed')).toBeInTheDocument();
      await advance(60_000);
      expect(answers).toBe(3);
    });
  });

  describe('given the screen is left before signing', () => {
    it('should send no request after leaving', async () => {
      let answers = 0;
      const net = fakeNetwork({
        'GET /api/v1/orders/active/orders-list': () => {
          answers += 1;
          return { body: { orders: [unsigned()] } };
        },
      });
      const { unmount } = renderScreen(<Route path="/order-view/:orderNumber/check-status" component={OrderCheckStatusScreen} />, {
        setup: loggedIn,
        fetch: net.fetch,
        path: '/order-view/100001/check-status',
      });
      await advance(3_100);
      expect(answers).toBe(2);
      unmount();
      await advance(120_000);
      expect(answers).toBe(2);
    });
  });
});
