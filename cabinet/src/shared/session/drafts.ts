import type { WritableAtom } from 'jotai';
import type { RESET } from 'jotai/utils';

/** An atom a session end puts back to its initial value (`atomWithReset`, `atomWithStorage`). */
export type SessionDraftAtom = WritableAtom<unknown, [typeof RESET], unknown>;

const drafts = new Set<SessionDraftAtom>();

/**
 * Every storage key a `sessionDraft` keeps in the tab (sessionStorage), named here and nowhere else: a session end
 * removes them all, also those of a feature whose code has not loaded in this tab yet (its atom never registered),
 * e.g. a reload, then a logout in another tab before the documents screen's chunk arrives.
 */
export const sessionKeys = {
  routePasses: 'sb.routePasses',
  signedDocument: 'sb.documents.signed',
  paymentMarks: 'sb.payments.pending',
  /** What was typed on the page when a new build made the tab reload (shared/ui/keepTyped.ts). */
  typedBeforeReload: 'sb.typed',
  /** Where builds before issue 35 kept the orders lists for offline: still removed, nothing reads it. */
  offlineOrders: 'sb.offline.orders',
} as const;

/**
 * What a session keeps in localStorage besides its token: the query cache kept to read offline
 * (shared/offline/keptCache.ts), named with its customer. Every session end and every login removes it first.
 */
export const sessionLocalKeys = {
  keptCache: 'sb.offline.kept',
} as const;

/**
 * Marks an atom as belonging to one customer's session: what they typed or chose (a draft), a route pass, the
 * document they just signed. Every session end (and every login) resets it, whatever the road (see
 * `lifecycle.ts`). Wrap the atom where it is defined:
 *
 * ```ts
 * export const invoiceDraftAtom = sessionDraft(atomWithReset<InvoiceDraft | null>(null));
 * export const signedDocAtom = sessionDraft(atomWithStorage('sb.documents.signed', null, sessionJson));
 * ```
 */
export function sessionDraft<A extends SessionDraftAtom>(draft: A): A {
  drafts.add(draft);
  return draft;
}

/** Every atom marked with `sessionDraft` so far. */
export function sessionDrafts(): ReadonlySet<SessionDraftAtom> {
  return drafts;
}
