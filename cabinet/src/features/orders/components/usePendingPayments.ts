import { useCallback, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import type { Invoice, Order } from '@sb/contracts';
import { pendingMarksAtom } from '../atoms.ts';
import { pendingStateOf, recordMarks, type PendingState } from '../payment/pendingMarks.ts';

/** How often the age of pending marks is looked at again (a stale mark shows Pay within this). */
const TICK_MS = 30_000;

export interface PendingPayments {
  /** The invoice's payment is running: its Pay stays hidden. */
  isPending: (invoice: Invoice) => boolean;
  /** Where the invoice's payment stands. */
  stateOf: (invoice: Invoice) => PendingState;
}

/**
 * The pending payment marks of `orders` as this tab sees them: a fresh mark hides Pay, one unconfirmed for 15
 * minutes (or cancelled) does not (payment/pendingMarks.ts). Marks first seen are recorded for the tab.
 */
export function usePendingPayments(orders: Order[] | undefined): PendingPayments {
  const [now, setNow] = useState(() => Date.now());
  const [seen, setSeen] = useAtom(pendingMarksAtom);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (!orders) return;
    const invoices = orders.flatMap((o) => o.invoices);
    setSeen((known) => recordMarks(known, invoices, Date.now()));
  }, [orders, setSeen]);

  const stateOf = useCallback((invoice: Invoice) => pendingStateOf(invoice, seen, now), [seen, now]);
  const isPending = useCallback(
    (invoice: Invoice) => {
      const state = stateOf(invoice);
      return state === 'pending' || state === 'held';
    },
    [stateOf],
  );
  return { isPending, stateOf };
}
