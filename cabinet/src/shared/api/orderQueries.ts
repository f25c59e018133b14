import { atomWithQuery } from './serverState.ts';
import { apiAtom } from './apiClient.ts';
import { ordersListOptions } from './resources/orders.ts';

// The orders lists' query atoms (resources/orders.ts), part of queries.ts, which exports them too: read through
// either, they are the same atoms. The order's page imports them here, so it loads no customer's resources.

/** The live orders. */
export const activeOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'active'));
/** The finished orders. */
export const historyOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'history'));
