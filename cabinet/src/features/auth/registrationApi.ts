import { cabinet, type ApiClient, type ClientLegalBaseRequest, type ClientPhysicalBaseRequest } from '@sb/contracts';

// The calls of registration steps 1 and 2, apart from the other ways in (`api.ts`): their endpoints and schemas are
// the profile's (contracts `endpoints/cabinet/profile.ts`), which a login screen has no use for.
// Registration step 1 goes with the registration token, sent explicitly (docs/decisions.md): an expired one is
// the flow's to handle (back to /register or /restore), never refreshed. Without one (a customer who logged in
// with an unfinished registration) the session's token goes, as for any call.
const withRegToken = (regToken: string | null) => (regToken ? { token: regToken } : {});
export const registerIndividual = (api: ApiClient, body: ClientPhysicalBaseRequest, regToken: string | null) =>
  api.call(cabinet.clientPhysicalBase, { body, ...withRegToken(regToken) });
export const registerLegal = (api: ApiClient, body: ClientLegalBaseRequest, regToken: string | null) =>
  api.call(cabinet.clientLegalBase, { body, ...withRegToken(regToken) });
