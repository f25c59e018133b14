import { QueryClient } from '@tanstack/query-core';
import { createAppStore } from '../../shared/api/store.ts';
import { userAtom } from '../../shared/session/atoms.ts';
import { startSessionAtom } from '../../shared/session/lifecycle.ts';
import { endSessionAtom } from '../../shared/session/logout.ts';
import { pendingMarksAtom } from './atoms.ts';
import { PENDING_STORAGE_KEY } from './payment/pendingMarks.ts';

// The payment attempts this tab has seen belong to one customer's invoices: they go with the session.

function customerWithAPaymentUnderWay() {
  const store = createAppStore(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  store.set(userAtom, { token: 'token-a' });
  store.set(pendingMarksAtom, { 'INV-1005-2': { hash: 'hash-a', at: Date.now() } });
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('given a customer whose payment is under way', () => {
  it('should forget the seen payment marks when the customer logs out', () => {
    const store = customerWithAPaymentUnderWay();
    expect(sessionStorage.getItem(PENDING_STORAGE_KEY)).toContain('INV-1005-2');
    store.set(endSessionAtom);
    expect(store.get(pendingMarksAtom)).toEqual({});
    expect(sessionStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('should forget them when another customer logs in on this tab', () => {
    const store = customerWithAPaymentUnderWay();
    store.set(startSessionAtom, 'token-b');
    expect(store.get(pendingMarksAtom)).toEqual({});
  });
});
