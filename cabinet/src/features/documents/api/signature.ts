import { cabinet, isApiError, type ApiClient, type SignatureStatus } from '@sb/contracts';
import { queryOptions } from '../../../shared/api/options.ts';
import { atomWithMutation, queryClientAtom } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { requisitesKeys, saveRequisites, type RequisitesSave } from '../../../shared/api/customer.ts';

export const signatureKeys = { all: ['signature'] as const, status: () => ['signature', 'status'] as const };
/** The EDS status; always fresh (it changes while the customer waits). */
export const signatureStatusOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: signatureKeys.status(),
    queryFn: ({ signal }) => api.call(cabinet.signatureStatus, { signal }),
    staleTime: 0,
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
