import { act } from '@testing-library/react';
import { QueryClient } from '@tanstack/query-core';
import type { Order } from '@sb/contracts';
import { createAppStore } from '../api/store.ts';
import { userAtom, userPhoneAtom } from '../session/atoms.ts';
import { startSessionAtom } from '../session/lifecycle.ts';
import { keepOrders, keptOrders } from './snapshot.ts';

// The orders kept to read offline belong to one customer's session in one tab: every session end, another tab's
// logout and any login erase them, and they are never where another tab or a later visitor reads them.

const orders = [{ number: 4001 }] as unknown as Order[];

function customerA() {
  const store = createAppStore(new QueryClient());
  store.set(userPhoneAtom, '79990000001');
  store.set(userAtom, { token: 'token-a' });
  keepOrders('active', orders, 1_000);
  keepOrders('history', [], 1_000);
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('given the orders customer A has seen', () => {
  it('should keep them in this tab only (sessionStorage), never in localStorage', () => {
    customerA();
    expect(keptOrders().active).toEqual({ orders, at: 1_000 });
    expect(Object.keys(localStorage).some((k) => k.includes('offline'))).toBe(false);
  });

  it('should not let an older answer replace a newer one', () => {
    customerA();
    keepOrders('active', [], 500);
    expect(keptOrders().active?.orders).toEqual(orders);
  });

  it('should erase them at a logout', () => {
    const store = customerA();
    act(() => store.set(userAtom, null));
    expect(keptOrders()).toEqual({});
  });

  it('should erase them at a logout in another tab', () => {
    customerA();
    localStorage.removeItem('user');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null, storageArea: localStorage }));
    });
    expect(keptOrders()).toEqual({});
  });

  it('should erase them at a login as someone else', () => {
    const store = customerA();
    act(() => store.set(startSessionAtom, 'token-b'));
    expect(keptOrders()).toEqual({});
  });
});
