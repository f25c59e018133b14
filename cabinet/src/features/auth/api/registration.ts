import { cabinet, type ClientLegalBaseRequest, type ClientPhysicalBaseRequest } from '@sb/contracts';
import { atomWithMutation } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';

// Registration step 1: the customer's base data. It goes with the registration token, sent explicitly
// (docs/decisions.md): an expired one is the flow's to handle (back to /register or /restore), never refreshed.
// Without one (a customer who logged in with an unfinished registration) the session's token goes, as for any call.

const withRegToken = (regToken: string | null) => (regToken ? { token: regToken } : {});

/** An individual's full name, birth date and consents (client-physical-base). */
export const registerIndividualAtom = atomWithMutation((get) => ({
  mutationFn: ({ body, regToken }: { body: ClientPhysicalBaseRequest; regToken: string | null }) =>
    get(apiAtom).call(cabinet.clientPhysicalBase, { body, ...withRegToken(regToken) }),
}));

/** An organisation's names, INN, OGRN and consents (client-legal-base). */
export const registerLegalAtom = atomWithMutation((get) => ({
  mutationFn: ({ body, regToken }: { body: ClientLegalBaseRequest; regToken: string | null }) =>
    get(apiAtom).call(cabinet.clientLegalBase, { body, ...withRegToken(regToken) }),
}));
