import { cabinet } from '@sb/contracts';
import { atomWithMutation } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';

// The customer's requests to a human: the two forms of the support pages. Nothing a request changes is cached.

/** The two request forms of the cabinet; the value travels as `request_name` (docs/decisions.md). */
export type SupportRequestKind = 'tech-support' | 'order-help';

export const MAX_REQUEST_LENGTH = 2000;

/** Sends a support or order-help request with the customer's text (POST /api/request/client/simple). */
export const sendSupportRequestAtom = atomWithMutation((get) => ({
  mutationFn: ({ kind, comment }: { kind: SupportRequestKind; comment: string }) =>
    get(apiAtom).call(cabinet.requestClientSimple, { body: { request_name: kind, request_comment: comment } }),
}));
