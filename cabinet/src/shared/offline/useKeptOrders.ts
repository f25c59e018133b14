import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { whenIdle } from '@sb/ui-kit';
import { isApiError, type Order, type OrderListStatus } from '@sb/contracts';
import { onlineAtom } from './online.ts';
import { keepOrders, keptOrders } from './snapshot.ts';

/** The part of an orders list's query result this hook reads. */
export interface OrdersListQuery {
  data?: Order[];
  dataUpdatedAt: number;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A list as shown: the query's, or the one kept for this session; `asOf` is set when it may be out of date. */
export type ShownList<Q extends OrdersListQuery> = Q & { asOf: number | null };

const unreachable = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * One orders list for a screen that must stay readable without a network: every answer is kept for this session
 * (snapshot.ts); with no network (the browser offline, or the call failing to reach the server) and no answer in
 * this page, the kept list is shown, marked with its time (`asOf`); an answer in the page shown while offline is
 * marked with its time too. When the network returns the list is asked for again.
 */
export function useKeptOrders<Q extends OrdersListQuery>(query: Q, status: OrderListStatus): ShownList<Q> {
  const online = useAtomValue(onlineAtom);
  const { data, dataUpdatedAt, isSuccess } = query;
  // kept when the browser is idle, not in the frame that first shows the list (a phone's tenth of a second)
  useEffect(() => {
    if (isSuccess && data && dataUpdatedAt > 0) return whenIdle(() => keepOrders(status, data, dataUpdatedAt));
    return undefined;
  }, [data, dataUpdatedAt, isSuccess, status]);

  const wasOnline = useRef(online);
  const { refetch } = query;
  useEffect(() => {
    if (online && !wasOnline.current) void refetch();
    wasOnline.current = online;
  }, [online, refetch]);

  if (data) return { ...query, asOf: online ? null : dataUpdatedAt };
  if (online && !(query.isError && unreachable(query.error))) return { ...query, asOf: null };
  const kept = keptOrders()[status];
  if (!kept) return { ...query, asOf: null };
  return { ...query, data: kept.orders, isPending: false, isError: false, isSuccess: true, error: null, asOf: kept.at };
}

/** The earlier of two lists' times (the older one is what the screen is 'as of'), or null when both are live. */
export function asOfBoth(...times: Array<number | null>): number | null {
  const set = times.filter((t): t is number => t !== null);
  return set.length ? Math.min(...set) : null;
}
