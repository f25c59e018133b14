import { atomWithMutation } from '../../shared/api/serverState.ts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { sendSupportRequest, type SupportRequestKind } from './api.ts';

/** Sends a support or order-help request (a command; nothing is cached). */
export const sendSupportRequestAtom = atomWithMutation((get) => ({
  mutationFn: ({ kind, comment }: { kind: SupportRequestKind; comment: string }) => sendSupportRequest(get(apiAtom), kind, comment),
}));
