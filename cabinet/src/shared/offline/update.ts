import { atom } from 'jotai';

/**
 * A new build's worker is installed and waiting: the function that lets it take over and reloads the page
 * (register.ts sets it). Null while the running build is the newest.
 */
export const updateReadyAtom = atom<(() => void) | null>(null);
