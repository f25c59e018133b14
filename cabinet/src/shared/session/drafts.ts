import type { WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { keyed } from '../api/keyed.ts';
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
  /** Where older builds kept the orders lists for offline: still removed at a session end, nothing reads it. */
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

/** The storage keys of the forms' drafts (`formDraftAtom`) begin so: a session end removes every one of them. */
export const FORM_DRAFT_PREFIX = 'sb.draft.';

/** What was typed into one form, by field name; null when nothing is kept. */
export type FormDraft = Record<string, unknown> | null;

const draftStorage = createJSONStorage<FormDraft>(() => sessionStorage);

/**
 * The draft of the form named `name`, kept in the tab (sessionStorage): a reload (a new version taken, a crash)
 * gives it back, and every session end erases it. Forms use it through `useFormDraft` (shared/forms/draft.ts).
 */
export const formDraftAtom = keyed((name: string) =>
  sessionDraft(atomWithStorage<FormDraft>(`${FORM_DRAFT_PREFIX}${name}`, null, draftStorage, { getOnInit: true })),
);

/** The draft of the form named `name` as the tab keeps it now (a form's first render reads it, after a reload). */
export const readFormDraft = (name: string): FormDraft => draftStorage.getItem(`${FORM_DRAFT_PREFIX}${name}`, null) as FormDraft;
