import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { sessionDraft } from '../../shared/session/drafts.ts';
import { atomWithMutation, atomWithQuery, queryClientAtom } from '../../shared/api/serverState.ts';
import type { CargoCreateRequest, Order } from '@sb/contracts';
import { apiAtom } from '../../shared/api/store.ts';
import { keyed } from '../../shared/api/keyed.ts';
import {
  cargoServicesOptions,
  cargoTimingsOptions,
  cargoTypesOptions,
  checkStatusOptions,
  invoicePriceOptions,
  orderKeys,
} from '../../shared/api/resources.ts';
import { activeOrdersAtom, clientAtom, historyOrdersAtom } from '../../shared/api/queries.ts';
import { createCargoRequest, makeInvoice, openLock, sendSimpleRequest } from './api.ts';
import { checkStatusInterval, isSigningDone } from './rules.ts';
import { PENDING_STORAGE_KEY, type SeenMarks } from './payment/pendingMarks.ts';

// Query atoms fetch only while a component that reads them is mounted.

/** The orders lists and the profile (the wording of the contract close): the shared resources' atoms. */
export { activeOrdersAtom, clientAtom, historyOrdersAtom };

/**
 * The signing check of one order (its number from the route, passed at render): the active orders, polled 3 s
 * after the first answer, then 6 s, 9 s... until the order's contract is signed. Polling is the query's
 * refetchInterval, so it stops when the screen unmounts.
 */
export const checkStatusAtom = keyed((orderNumber: number) =>
  atomWithQuery((get) => ({
    ...checkStatusOptions(get(apiAtom), orderNumber),
    enabled: Number.isInteger(orderNumber) && orderNumber > 0,
    refetchInterval: (query: { state: { data?: Order[]; dataUpdateCount: number; errorUpdateCount: number } }) => {
      const order = query.state.data?.find((o) => o.number === orderNumber);
      if (isSigningDone(order)) return false;
      return checkStatusInterval(query.state.dataUpdateCount + query.state.errorUpdateCount);
    },
  })),
);

/** A new invoice to price: order, days and start (the dialog's debounced, valid values). */
export type InvoiceDraft = { orderNumber: number; days: number; start: string };

/** The key of a draft for `invoicePriceAtom` ('' while there is nothing valid to price). */
export const invoiceDraftKey = (draft: InvoiceDraft | null): string => (draft ? `${draft.orderNumber}|${draft.days}|${draft.start}` : '');

/** The price of the new invoice of one draft key (idle for ''), computed by the dialog during render. */
export const invoicePriceAtom = keyed((key: string) =>
  atomWithQuery((get) => {
    const [orderNumber, days, start] = key.split('|');
    return { ...invoicePriceOptions(get(apiAtom), Number(orderNumber), Number(days), start ?? ''), enabled: key !== '' };
  }),
);

/** What this tab knows of payment attempts (payment/pendingMarks.ts), kept in the tab's sessionStorage. */
export const pendingMarksAtom = sessionDraft(
  atomWithStorage<SeenMarks>(
    PENDING_STORAGE_KEY,
    {},
    createJSONStorage<SeenMarks>(() => sessionStorage),
    { getOnInit: true },
  ),
);

export const cargoTypesAtom = atomWithQuery((get) => cargoTypesOptions(get(apiAtom)));
export const cargoServicesAtom = atomWithQuery((get) => cargoServicesOptions(get(apiAtom)));
export const cargoTimingsAtom = atomWithQuery((get) => cargoTimingsOptions(get(apiAtom)));

// Commands.

/** Refetches both order lists (and a running signing check): after a payment, an invoice or a lock command. */
export const refreshOrdersAtom = atom(null, (get) => get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.lists() }));

/** Refetches the active orders only (the lock refresh 15 s after opening). */
export const refreshActiveOrdersAtom = atom(null, (get) => get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.list('active') }));

/** Marks the lock of an order 'opened' in the cached active list right after the open command. */
export const markLockOpenedAtom = atom(null, (get, _set, orderNumber: number) => {
  get(queryClientAtom).setQueryData<Order[]>(orderKeys.list('active'), (orders) =>
    orders?.map((o) =>
      o.number === orderNumber && o.cell.lock ? { ...o, cell: { ...o.cell, lock: { ...o.cell.lock, lock_status: 'opened' as const } } } : o,
    ),
  );
});

export const makeInvoiceAtom = atomWithMutation((get) => ({
  mutationFn: ({ orderNumber, days, start }: { orderNumber: number; days: number; start: string }) =>
    makeInvoice(get(apiAtom), orderNumber, days, start),
  onSettled: () => get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.lists() }),
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
