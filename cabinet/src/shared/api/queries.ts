import { atomWithQuery } from './serverState.ts';
import { apiAtom } from './store.ts';
import { ordersListOptions } from './resources.ts';

// ---------------------------------------------------------------------------------------------------------------
// The query atoms of the resources more than one feature shows, beside their definitions: every screen that shows
// the profile, the requisites, the files or the orders reads the same atom, so a save anywhere (the profile's
// forms, the documents' EDS dialog, registration) refreshes every screen through the one key it invalidates.
// A query atom fetches only while a component reading it is mounted.
// ---------------------------------------------------------------------------------------------------------------

// the customer's (the profile, the requisites, the files) are customerQueries.ts, so the profile loads no orders
export * from './customerQueries.ts';

/** The live orders. */
export const activeOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'active'));
/** The finished orders. */
export const historyOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'history'));
