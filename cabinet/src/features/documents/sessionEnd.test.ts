import { QueryClient } from '@tanstack/query-core';
import { createAppStore } from '../../shared/api/store.ts';
import { userAtom } from '../../shared/session/atoms.ts';
import { startSessionAtom } from '../../shared/session/lifecycle.ts';
import { endSessionAtom } from '../../shared/session/logout.ts';
import { edsCreatingAtom, signedDocAtom } from './atoms.ts';

// What the documents feature keeps of one customer in the tab (the document just signed, the EDS being created)
// goes with the session, whichever road ends it.

function customerWhoJustSigned() {
  const store = createAppStore(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  store.set(userAtom, { token: 'token-a' });
  store.set(signedDocAtom, { number: 'D-1003', orderNumber: 1003, kind: 'contract' });
  store.set(edsCreatingAtom, true);
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('given a customer who has just signed a contract and asked for an EDS', () => {
  it('should forget the signed document and the EDS request when the customer logs out', () => {
    const store = customerWhoJustSigned();
    expect(sessionStorage.getItem('sb.documents.signed')).toContain('D-1003');
    store.set(endSessionAtom);
    expect(store.get(signedDocAtom)).toBeNull();
    expect(sessionStorage.getItem('sb.documents.signed')).toBeNull();
    expect(store.get(edsCreatingAtom)).toBe(false);
  });

  it('should forget them when another customer logs in on this tab', () => {
    const store = customerWhoJustSigned();
    store.set(startSessionAtom, 'token-b');
    expect(store.get(signedDocAtom)).toBeNull();
    expect(store.get(edsCreatingAtom)).toBe(false);
  });
});
