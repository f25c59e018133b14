import { cabinet } from '@sb/contracts';
import { atomWithMutation } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';

/** Asks to close a contract (a simple request; nothing it changes is cached). */
export const closeContractAtom = atomWithMutation((get) => ({
  mutationFn: ({ name, comment }: { name: string; comment: string }) =>
    get(apiAtom).call(cabinet.requestClientSimple, { body: { request_name: name, request_comment: comment } }),
}));
