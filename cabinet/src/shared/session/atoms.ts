import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The session, persisted in localStorage under the spec's keys (`user`, `regToken`, `userPhone`, `language`).
 * `getOnInit` reads the stored value on first use, so the guard knows the session before the first paint, and
 * the storage subscription carries a logout in one tab to every other tab.
 */
function persisted<T>(key: string, initial: T) {
  return atomWithStorage<T>(
    key,
    initial,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  );
}

export interface StoredUser {
  token: string;
}

export const userAtom = persisted<StoredUser | null>('user', null);
export const regTokenAtom = persisted<string | null>('regToken', null);
export const userPhoneAtom = persisted<string | null>('userPhone', null);
export type Language = 'ru' | 'en';
export const languageAtom = persisted<Language>('language', 'ru');

/**
 * Which session this tab is in: one more with every change of customer (a session end, a login), never with a
 * refreshed token. The API client binds each call, its refresh and its replay to the value it started with.
 */
export const sessionEpochAtom = atom(0);

/** A login answer that needs an SMS: the token waits here until the code is confirmed (never persisted). */
export const pendingTokenAtom = atom<string | null>(null);

export const isLoggedInAtom = atom((get) => Boolean(get(userAtom)?.token));

/**
 * True while a fresh login works out where to go (requisites, active orders): the guard then leaves the user on
 * the public screen they logged in from instead of bouncing them to `/` (never persisted).
 */
export const signingInAtom = atom(false);
