import { cabinet, createApiClient, type ApiClient } from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The password change's calls, apart from api.ts: beside the profile's own calls.
// ---------------------------------------------------------------------------------------------------------------

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
