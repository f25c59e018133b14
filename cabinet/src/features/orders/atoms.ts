import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { sessionDraft } from '../../shared/session/drafts.ts';
import { atomWithQuery } from '../../shared/api/serverState.ts';
import type { Order } from '@sb/contracts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { keyed } from '../../shared/api/keyed.ts';
import { checkStatusOptions } from '../../shared/api/orders.ts';
import { checkStatusInterval, isSigningDone } from './rules.ts';
import { PENDING_STORAGE_KEY, type SeenMarks } from './payment/pendingMarks.ts';

// The orders feature's own state: the signing check and what this tab knows of payments. The lists are
// shared/api/orders.ts; the lock's command is api/lock.ts; what only a dialog uses is api/invoice.ts, api/cargo.ts and
// api/contractClose.ts.

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

/** What this tab knows of payment attempts (payment/pendingMarks.ts), kept in the tab's sessionStorage. */
export const pendingMarksAtom = sessionDraft(
  atomWithStorage<SeenMarks>(
    PENDING_STORAGE_KEY,
    {},
    createJSONStorage<SeenMarks>(() => sessionStorage),
    { getOnInit: true },
  ),
);
