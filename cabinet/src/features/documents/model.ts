import { useAtomValue } from 'jotai';
import type { ContractDocument, Order } from '@sb/contracts';
import type { DocumentLabel } from '@sb/ui-kit';
import { activeDocsAtom, allActiveContractsAtom, allHistoryContractsAtom } from './atoms.ts';

/**
 * The label of a document card (spec 1 section 4): signed is active; from the history list or archived is
 * archived; anything else is reserved, with the reservation date of its order when the order has one (an unsigned
 * act without a reservation is 'pending', awaiting signature).
 */
export function documentLabel(doc: ContractDocument, source: 'active' | 'history', reservedUntil?: string | null): DocumentLabel {
  if (source === 'history' || doc.agreement_status === 'archived') return 'archived';
  if (doc.agreement_status === 'active') return 'active';
  // an act of a running rental waits for a signature without any reservation
  if (doc.document_type === 'act' && !reservedUntil) return 'pending';
  return 'reserved';
}

/** order number -> reserved until (dd.MM.yyyy), from the live orders. */
export function reservationDates(orders: Order[] | undefined): Map<number, string> {
  const map = new Map<number, string>();
  for (const o of orders ?? []) if (o.reserved_until) map.set(o.number, o.reserved_until);
  return map;
}

/**
 * One document by its agreement number: looked up among the live documents (contracts and acts) and the full
 * list of live contracts (limit 1000), then, only if it is not there, the full history list.
 */
export function useDocument(docId: string) {
  const docs = useAtomValue(activeDocsAtom);
  const all = useAtomValue(allActiveContractsAtom);
  const live =
    docs.data?.documents.find((d) => d.agreement_number === docId) ?? all.data?.elements.find((d) => d.agreement_number === docId);
  const liveLoaded = docs.isSuccess && all.isSuccess;
  const needHistory = liveLoaded && !live;
  const history = useAtomValue(allHistoryContractsAtom(needHistory));
  const archived = needHistory ? history.data?.elements.find((d) => d.agreement_number === docId) : undefined;
  const doc = live ?? archived;
  const error = docs.error ?? all.error ?? (needHistory ? history.error : null);
  const loading = !doc && !error && (!liveLoaded || (needHistory && !history.isFetched));
  const refetch = () => {
    void docs.refetch();
    void all.refetch();
    if (needHistory) void history.refetch();
  };
  return { doc, source: (live ? 'active' : 'history') as 'active' | 'history', loading, error, refetch };
}
