import { cabinet, type ApiClient, type OrderListStatus } from '@sb/contracts';
import { queryOptions } from './options.ts';
import { atomWithQuery, queryClientAtom } from './serverState.ts';
import { apiAtom } from './apiClient.ts';
import { atom } from 'jotai';

// The orders lists, read by the orders, the order's page, the documents (a reserved contract's date), booking and
// the period; every command that changes an order refreshes them through `orderKeys`.

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (status: OrderListStatus) => ['orders', 'list', status] as const,
  /** Under the active list, so refreshing the active orders also refreshes a running signing check. */
  checkStatus: (orderNumber: number) => ['orders', 'list', 'active', 'check-status', orderNumber] as const,
};
export const fetchOrders = (api: ApiClient, status: OrderListStatus, signal?: AbortSignal) =>
  api.call(cabinet.ordersList, { params: { status }, signal }).then((r) => r.orders);
/** The orders of one list (active or history). */
export const ordersListOptions = (api: ApiClient, status: OrderListStatus) =>
  queryOptions({ queryKey: orderKeys.list(status), queryFn: ({ signal }) => fetchOrders(api, status, signal) });
/** The active orders polled by the signing check (its own entry, dropped when the screen is left). */
export const checkStatusOptions = (api: ApiClient, orderNumber: number) =>
  queryOptions({
    queryKey: orderKeys.checkStatus(orderNumber),
    queryFn: ({ signal }) => fetchOrders(api, 'active', signal),
    gcTime: 0,
    staleTime: 0,
  });

/** The live orders. */
export const activeOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'active'));
/** The finished orders. */
export const historyOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'history'));

/** Refetches both order lists (and a running signing check): after a payment, an invoice, a lock or a booking. */
export const refreshOrdersAtom = atom(null, (get) => get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.lists() }));
