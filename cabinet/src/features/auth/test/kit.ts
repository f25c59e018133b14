import { regTokenAtom } from '../../../shared/session/atoms.ts';
import type { AppStore } from '../../../shared/api/store.ts';

// What the auth screens' tests share: where the router went, catalogue texts with their non-breaking spaces, the
// terms of service, a registration in progress, and storage cleared before each test.

/** The last path the in-memory router went to. */
export const lastPath = (location: { history?: string[] }) => location.history?.at(-1);

/** Text with any kind of space where the catalogue puts a non-breaking one. */
export const text = (words: string) =>
  new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0]+/g, '[\\s\\u00a0]+')}$`);

/** The terms of service the consents show. */
export const terms = { 'POST /api/get-terms-of-services': () => ({ body: { content: '<p>Условия</p><p>Второй пункт</p>' } }) };

/** A registration in progress (its token set). */
export const registering = (store: AppStore) => store.set(regTokenAtom, 'reg-1');

/** Each test starts with empty storage (saved phone, session). */
export function clearStorageBeforeEach() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
