import { atomWithQuery } from './serverState.ts';
import { apiAtom } from './store.ts';
import { clientOptions, filesOptions, legalRequisitesOptions, ordersListOptions, personalRequisitesOptions } from './resources.ts';

// ---------------------------------------------------------------------------------------------------------------
// The query atoms of the resources more than one feature shows, beside their definitions: every screen that shows
// the profile, the requisites, the files or the orders reads the same atom, so a save anywhere (the profile's
// forms, the documents' EDS dialog, registration) refreshes every screen through the one key it invalidates.
// A query atom fetches only while a component reading it is mounted.
// ---------------------------------------------------------------------------------------------------------------

/** The customer's profile (GET client). */
export const clientAtom = atomWithQuery((get) => clientOptions(get(apiAtom)));
/** Passport requisites (an individual's; never asked for an organisation: read only by its screens). */
export const personalRequisitesAtom = atomWithQuery((get) => personalRequisitesOptions(get(apiAtom)));
/** Company requisites (a legal entity's). */
export const legalRequisitesAtom = atomWithQuery((get) => legalRequisitesOptions(get(apiAtom)));
/** 'My files'. */
export const filesAtom = atomWithQuery((get) => filesOptions(get(apiAtom)));
/** The live orders. */
export const activeOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'active'));
/** The finished orders. */
export const historyOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'history'));
