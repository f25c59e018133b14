import {
  cabinet,
  createApiClient,
  type ApiClient,
  type ClientLegalRequest,
  type ClientPersonalRequest,
  type LegalRequisitesRequest,
  type PersonalRequisitesRequest,
} from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The profile's commands (saves, the password change) over the contracts client. What it shows (the profile,
// requisites, files) are the shared resources of shared/api/resources.ts: the feature has no key of its own.
// ---------------------------------------------------------------------------------------------------------------

export const savePersonal = (api: ApiClient, body: ClientPersonalRequest) => api.call(cabinet.updateClientPersonal, { body });
export const saveLegal = (api: ApiClient, body: ClientLegalRequest) => api.call(cabinet.updateClientLegal, { body });
export const savePersonalRequisites = (api: ApiClient, body: PersonalRequisitesRequest) =>
  api.call(cabinet.updateRequisitesPersonal, { body });
export const saveLegalRequisites = (api: ApiClient, body: LegalRequisitesRequest) => api.call(cabinet.updateRequisitesLegal, { body });

/** Step 1 of the password change: an SMS code to the main phone (digits). */
export const requestPasswordCode = (api: ApiClient, phone: string) =>
  api.call(cabinet.retrieveSms, { body: { action: 'change-password', phone } });

/** Step 2: the code answers a one-time token for set-password. */
export const checkPasswordCode = (api: ApiClient, phone: string, code: string) => api.call(cabinet.checkCode, { body: { phone, code } });

/**
 * Step 3: set-password carries the token of check-code in X-SB-API-KEY, not the session's; a client with the same
 * base URLs and network but that token answers for this one call (the session itself stays as it is).
 */
export const setNewPassword = (api: ApiClient, token: string, password: string) =>
  createApiClient({
    ...api.options,
    session: { getToken: () => token, getPhone: () => null, setToken: () => undefined, onSessionEnded: () => undefined },
  }).call(cabinet.setPassword, { body: { password } });
