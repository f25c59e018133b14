import { atom } from 'jotai';
import { pathTo } from '../../shared/routing/paths.ts';

/** The in-app path shown before the current one (null on the first page of the tab). Kept by the app shell. */
export const previousPathAtom = atom<string | null>(null);

/**
 * Pages after which the back button is hidden: spec 1 names the login and the legacy login; the phone login and
 * the phone entry are login pages too (going back to them once logged in only bounces to /).
 */
export const NO_BACK_AFTER = [pathTo('login'), pathTo('loginPass'), pathTo('loginWithPhone'), pathTo('auth')];
