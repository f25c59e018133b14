import { cabinet, type ApiClient } from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The password change's calls, apart from api.ts: beside the profile's own calls.
// ---------------------------------------------------------------------------------------------------------------

/** Step 1 of the password change: an SMS code to the main phone (digits). */
export const requestPasswordCode = (api: ApiClient, phone: string) =>
  api.call(cabinet.retrieveSms, { body: { action: 'change-password', phone } });

/** Step 2: the code answers a one-time token for set-password. */
export const checkPasswordCode = (api: ApiClient, phone: string, code: string) => api.call(cabinet.checkCode, { body: { phone, code } });

/** Step 3: set-password carries the token of check-code in X-SB-API-KEY (explicitly), not the session's. */
export const setNewPassword = (api: ApiClient, token: string, password: string) =>
  api.call(cabinet.setPassword, { token, body: { password } });
