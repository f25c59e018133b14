import { atomWithReset, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { sessionDraft, sessionKeys } from '../../shared/session/drafts.ts';
import { atomWithInfiniteQuery, atomWithQuery } from '../../shared/api/serverState.ts';
import { type ContractDocument, edsStageOf } from '@sb/contracts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { keyed } from '../../shared/api/keyed.ts';
import { activeDocsOptions, contractPagesOptions, contractsAllOptions } from '../../shared/api/documents.ts';
import { signatureStatusOptions } from './api/signature.ts';
import { POLL_MS, isSigned } from './rules.ts';

// Query atoms fetch only while a component reading them is mounted; an interval (refetchInterval) therefore
// stops the moment its screen is left.

// --- the inbox ---------------------------------------------------------------------------------------------------

export const activeContractPagesAtom = atomWithInfiniteQuery((get) => contractPagesOptions(get(apiAtom), 'active'));
export const historyContractPagesAtom = atomWithInfiniteQuery((get) => contractPagesOptions(get(apiAtom), 'history'));
export const activeDocsAtom = atomWithQuery((get) => activeDocsOptions(get(apiAtom)));

// --- one document by its number (the full lists, limit 1000) -----------------------------------------------------

export const allActiveContractsAtom = atomWithQuery((get) => contractsAllOptions(get(apiAtom), 'active'));
/** History, asked for only when the number is not among the live documents (`enabled`, computed at render). */
export const allHistoryContractsAtom = keyed((enabled: boolean) =>
  atomWithQuery((get) => ({ ...contractsAllOptions(get(apiAtom), 'history'), enabled })),
);

// --- the EDS -----------------------------------------------------------------------------------------------------

/** Set when signature/create succeeded; cleared 10 s later by reloading the status (spec 1 section 4). */
export const edsCreatingAtom = sessionDraft(atomWithReset(false));

/**
 * The EDS status. Polled every 3 s (the first poll 3 s after the load) while the signature is being prepared and
 * is not available yet: right after create, and while the status itself is on its way (issuance, activating).
 */
export const signatureStatusAtom = atomWithQuery((get) => {
  const creating = get(edsCreatingAtom);
  return {
    ...signatureStatusOptions(get(apiAtom)),
    // the flag above rebuilds the observer; a fresh status must not be fetched again for that (polls stay 3 s apart)
    staleTime: POLL_MS - 1000,
    refetchInterval: (query: { state: { data?: { status: string } | undefined } }) => {
      const status = query.state.data?.status;
      if (status === 'available') return false;
      return creating || edsStageOf(status).inProgress ? POLL_MS : false;
    },
  };
});

// --- signing -----------------------------------------------------------------------------------------------------

/** What was just signed: the signed-confirmation screen shows it (kept in the tab's sessionStorage). */
export interface SignedDocument {
  number: string;
  orderNumber: number;
  kind: 'contract' | 'act';
}

export const signedDocAtom = sessionDraft(
  atomWithStorage<SignedDocument | null>(
    sessionKeys.signedDocument,
    null,
    createJSONStorage<SignedDocument | null>(() => sessionStorage),
    { getOnInit: true },
  ),
);

/** How long the confirmation screen follows the documents for the signed copy before it says so and stops. */
export const SIGNED_FILE_WAIT_MS = 120_000;

/**
 * Signed, with its signed copy ready: nothing left to wait for. The generated (unsigned) file does not count: a
 * backend may list it before the signed copy exists.
 */
export function signedAndFiled(doc: ContractDocument | undefined): boolean {
  return Boolean(doc && isSigned(doc) && doc.agreement_signed);
}

/**
 * The documents while the confirmation screen waits: refetched every 3 s, while `following` (the screen stops
 * after SIGNED_FILE_WAIT_MS), until the just-approved document is signed (agreement_status 'active') and has its
 * signed copy.
 */
export const signedDocsAtom = keyed((following: boolean) =>
  atomWithQuery((get) => {
    const signed = get(signedDocAtom);
    return {
      ...activeDocsOptions(get(apiAtom)),
      staleTime: 0,
      refetchInterval: (query: { state: { data?: { documents: ContractDocument[] } | undefined } }) => {
        if (!signed || !following) return false;
        const doc = query.state.data?.documents.find((d) => d.agreement_number === signed.number);
        return signedAndFiled(doc) ? false : POLL_MS;
      },
    };
  }),
);
