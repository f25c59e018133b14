import { atomWithReset, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { sessionDraft, sessionKeys } from '../../shared/session/drafts.ts';
import { atomWithInfiniteQuery, atomWithMutation, atomWithQuery, queryClientAtom } from '../../shared/api/serverState.ts';
import { cabinet, isApiError, type ApiClient, type ContractDocument, type SignatureStatus, edsStageOf } from '@sb/contracts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { keyed } from '../../shared/api/keyed.ts';
import { activeDocsOptions, contractPagesOptions, contractsAllOptions, documentKeys } from '../../shared/api/documents.ts';
import { orderKeys } from '../../shared/api/orders.ts';
import { requisitesKeys, saveRequisites, type RequisitesSave } from '../../shared/api/customer.ts';
import { signatureKeys, signatureStatusOptions } from './api/signature.ts';
import { POLL_MS, isSigned } from './api.ts';

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

/**
 * What asking for the signature did: issuance `started` (with the status the answer carries), or the provider
 * refused because the EDS already `exists` (ERR_BAD_REQUEST: no alert, the status is reloaded, spec 1 section 4).
 */
export type IssueOutcome = { outcome: 'started'; status?: string | undefined } | { outcome: 'exists' };

async function createSignature(api: ApiClient): Promise<IssueOutcome> {
  try {
    const answer = await api.call(cabinet.signatureCreate);
    return { outcome: 'started', status: answer.status };
  } catch (error) {
    if (isApiError(error) && error.code === 'ERR_BAD_REQUEST') return { outcome: 'exists' };
    throw error;
  }
}

/** Saves the requisites of the customer's kind, then asks for the signature (the EDS issuance). */
export const issueSignatureAtom = atomWithMutation<IssueOutcome, RequisitesSave>((get) => ({
  mutationFn: async (save: RequisitesSave) => {
    const api = get(apiAtom);
    await saveRequisites(api, save);
    return createSignature(api);
  },
  onSuccess: (answer) => {
    const client = get(queryClientAtom);
    const key = signatureStatusOptions(get(apiAtom)).queryKey;
    if (answer.outcome === 'exists') {
      void client.invalidateQueries({ queryKey: signatureKeys.status() });
    } else {
      // 'preparing' shows at once; a status the create answer carries is the best we know until the first poll
      const current = client.getQueryData(key);
      client.setQueryData(key, { status: (answer.status ?? current?.status ?? 'not-exists') as SignatureStatus });
    }
  },
  // the requisites were saved before the signature was asked for: whatever the signature did, the profile and the
  // dialog show what was sent (one key, the same the profile reads)
  onSettled: (_answer, _error, save) => get(queryClientAtom).invalidateQueries({ queryKey: requisitesKeys.of(save.kind) }),
}));

// --- signing -----------------------------------------------------------------------------------------------------

export const startSigningAtom = atomWithMutation((get) => ({
  mutationFn: (orderNumber: number) => get(apiAtom).call(cabinet.startSigning, { body: { order_id: orderNumber } }),
}));

export const approveSmsAtom = atomWithMutation((get) => ({
  mutationFn: ({ orderNumber, code }: { orderNumber: number; code: string }) =>
    get(apiAtom).call(cabinet.approveSms, { body: { order_id: orderNumber, code } }),
  // not awaited: the screen leaves for the confirmation at once, and a refetch finishing first would unmount it
  onSuccess: () => {
    void get(queryClientAtom).invalidateQueries({ queryKey: documentKeys.all });
    // signing changes the order (reserved -> not-active with its first invoice): the orders lists (and a running
    // signing check, under the active list) must not show 'Sign the contract' any more
    void get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.lists() });
  },
}));

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

// --- need_change: the booking is made again -------------------------------------------------------------------

/**
 * contract/{id}/make/contract-booking for the order; resolves the new contract's number: the answer's when it
 * carries one (a proposal: spec 2 shows no answer), else the order's document read afresh (the one that no longer
 * needs a change), else null (the screen then leads to the documents list).
 */
export const recreateBookingAtom = atomWithMutation((get) => ({
  mutationFn: async (orderNumber: number): Promise<{ agreementNumber: string | null }> => {
    const api = get(apiAtom);
    const answer = await api.call(cabinet.contractBooking, { params: { id: orderNumber } });
    if (answer.agreement_number) return { agreementNumber: answer.agreement_number };
    const { documents } = await get(queryClientAtom).fetchQuery({ ...activeDocsOptions(api), staleTime: 0 });
    const ofOrder = documents.filter((d) => d.order_number === orderNumber);
    const renewed = ofOrder.find((d) => !d.need_change) ?? ofOrder[0];
    return { agreementNumber: renewed?.agreement_number ?? null };
  },
  onSuccess: () => {
    void get(queryClientAtom).invalidateQueries({ queryKey: documentKeys.all });
    // the order now carries the new contract
    void get(queryClientAtom).invalidateQueries({ queryKey: orderKeys.list('active') });
  },
}));
