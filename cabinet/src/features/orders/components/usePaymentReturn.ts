import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { queryClientAtom } from '../../../shared/api/serverState.ts';
import { isApiError, type Order, type OrderListStatus } from '@sb/contracts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { ordersListOptions } from '../../../shared/api/orders.ts';
import { pendingMarksAtom } from '../atoms.ts';
import { cancelledMark } from '../payment/pendingMarks.ts';
import type { PaymentResult } from './usePayment.ts';

/**
 * Reads `?pay=<invoice>` after a page-based payment (with the page's `payment=success|declined|cancelled`):
 * refetches the orders and says what happened. A cancel charged nothing: its pending mark stops hiding Pay at once.
 */
export function usePaymentReturn(orderNumber: number, setResult: (r: PaymentResult) => void) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useAtomValue(queryClientAtom);
  const api = useAtomValue(apiAtom);
  const setMarks = useSetAtom(pendingMarksAtom);
  const handled = useRef<string | null>(null);
  const params = new URLSearchParams(search);
  const invoiceNumber = params.get('pay');
  const outcome = params.get('payment');
  useEffect(() => {
    if (!invoiceNumber || handled.current === invoiceNumber) return;
    handled.current = invoiceNumber;
    if (outcome === 'cancelled') setMarks((seen) => cancelledMark(seen, invoiceNumber, Date.now()));
    void (async () => {
      // both lists afresh through the cache (one call each, shared with the page's own): the answer decides what the
      // customer is told; a fetch a remount cancelled (no answer, no ApiError) is asked once more
      const read = (status: OrderListStatus) => queryClient.fetchQuery({ ...ordersListOptions(api, status), staleTime: 0 });
      const lists = await Promise.all(
        (['active', 'history'] as const).map((status) =>
          read(status)
            .catch((error: unknown) => (isApiError(error) ? Promise.reject(error) : read(status)))
            .catch(() => [] as Order[]),
        ),
      );
      const order = lists.flat().find((o) => o.number === orderNumber);
      const invoice = order?.invoices.find((i) => i.number === invoiceNumber);
      if (invoice?.paid) setResult({ status: 'success' });
      else setResult(outcome === 'cancelled' ? { status: 'cancelled' } : { status: 'failure' });
      navigate(location, { replace: true });
    })();
  }, [invoiceNumber, outcome, orderNumber, queryClient, api, navigate, location, setResult, setMarks]);
}
