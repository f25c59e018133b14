import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { CargoCreateRequest, Order } from '@sb/contracts';
import { apiAtom } from '../../shared/api/store.ts';
import {
  cargoServicesOptions,
  cargoTimingsOptions,
  cargoTypesOptions,
  checkStatusOptions,
  clientOptions,
  createCargoRequest,
  invoicePriceOptions,
  makeInvoice,
  openLock,
  ordersKeys,
  ordersListOptions,
  sendSimpleRequest,
} from './api.ts';
import { checkStatusInterval, isSigningDone } from './rules.ts';
import { PENDING_STORAGE_KEY, type SeenMarks } from './payment/pendingMarks.ts';

// Query atoms fetch only while a component that reads them is mounted.

export const activeOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'active'));
export const historyOrdersAtom = atomWithQuery((get) => ordersListOptions(get(apiAtom), 'history'));

/** The order number of the signing check screen (set from the route). */
export const checkStatusNumberAtom = atom<number>(0);

/**
 * The signing check: the active orders, polled 3 s after the first answer, then 6 s, 9 s... until the order's
 * contract is signed. Polling is the query's refetchInterval, so it stops when the screen unmounts.
 */
export const checkStatusAtom = atomWithQuery((get) => {
  const orderNumber = get(checkStatusNumberAtom);
  return {
    ...checkStatusOptions(get(apiAtom), orderNumber),
    enabled: orderNumber > 0,
    refetchInterval: (query: { state: { data?: Order[]; dataUpdateCount: number; errorUpdateCount: number } }) => {
      const order = query.state.data?.find((o) => o.number === orderNumber);
      if (isSigningDone(order)) return false;
      return checkStatusInterval(query.state.dataUpdateCount + query.state.errorUpdateCount);
    },
  };
});

/** The new invoice being priced: order, days and start (null while the modal is closed). */
export const invoiceDraftAtom = atom<{ orderNumber: number; days: number; start: string } | null>(null);

export const invoicePriceAtom = atomWithQuery((get) => {
  const draft = get(invoiceDraftAtom);
  return {
    ...invoicePriceOptions(get(apiAtom), draft?.orderNumber ?? 0, draft?.days ?? 0, draft?.start ?? ''),
    enabled: draft !== null,
  };
});

/** What this tab knows of payment attempts (payment/pendingMarks.ts), kept in the tab's sessionStorage. */
export const pendingMarksAtom = atomWithStorage<SeenMarks>(
  PENDING_STORAGE_KEY,
  {},
  createJSONStorage<SeenMarks>(() => sessionStorage),
  { getOnInit: true },
);

export const clientAtom = atomWithQuery((get) => clientOptions(get(apiAtom)));
export const cargoTypesAtom = atomWithQuery((get) => cargoTypesOptions(get(apiAtom)));
export const cargoServicesAtom = atomWithQuery((get) => cargoServicesOptions(get(apiAtom)));
export const cargoTimingsAtom = atomWithQuery((get) => cargoTimingsOptions(get(apiAtom)));

// Commands.

/** Refetches both order lists (and a running signing check): after a payment, an invoice or a lock command. */
export const refreshOrdersAtom = atom(null, (get) => get(queryClientAtom).invalidateQueries({ queryKey: ordersKeys.lists() }));

/** Refetches the active orders only (the lock refresh 15 s after opening). */
export const refreshActiveOrdersAtom = atom(null, (get) =>
  get(queryClientAtom).invalidateQueries({ queryKey: ordersListOptions(get(apiAtom), 'active').queryKey }),
);

/** Marks the lock of an order 'opened' in the cached active list right after the open command. */
export const markLockOpenedAtom = atom(null, (get, _set, orderNumber: number) => {
  get(queryClientAtom).setQueryData<Order[]>(ordersListOptions(get(apiAtom), 'active').queryKey, (orders) =>
    orders?.map((o) =>
      o.number === orderNumber && o.cell.lock ? { ...o, cell: { ...o.cell, lock: { ...o.cell.lock, lock_status: 'opened' as const } } } : o,
    ),
  );
});

export const makeInvoiceAtom = atomWithMutation((get) => ({
  mutationFn: ({ orderNumber, days, start }: { orderNumber: number; days: number; start: string }) =>
    makeInvoice(get(apiAtom), orderNumber, days, start),
  onSettled: () => get(queryClientAtom).invalidateQueries({ queryKey: ordersKeys.lists() }),
}));

export const openLockAtom = atomWithMutation((get) => ({
  mutationFn: (order: Order) => openLock(get(apiAtom), order),
}));

export const closeContractAtom = atomWithMutation((get) => ({
  mutationFn: ({ name, comment }: { name: string; comment: string }) => sendSimpleRequest(get(apiAtom), name, comment),
}));

export const cargoRequestAtom = atomWithMutation((get) => ({
  mutationFn: (body: CargoCreateRequest) => createCargoRequest(get(apiAtom), body),
}));
