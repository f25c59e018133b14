import { cabinet, general, type RetrieveSmsAction } from '@sb/contracts';
import { atomWithMutation } from './serverState.ts';
import { apiAtom } from './apiClient.ts';

// The account's password and the SMS codes that guard it: changed by the ways in (registration, restore, first-time
// password, the get-password forms) and by the profile's password change. No command changes what a query shows.

/** An SMS code to `phone` for `action` (retrieve-sms). */
export const retrieveSmsAtom = atomWithMutation((get) => ({
  mutationFn: ({ action, phone }: { action: RetrieveSmsAction; phone: string }) =>
    get(apiAtom).call(cabinet.retrieveSms, { body: { action, phone } }),
}));

/** The SMS code checked (check-code): its answer carries the one-time token set-password goes with. */
export const checkCodeAtom = atomWithMutation((get) => ({
  mutationFn: ({ phone, code }: { phone: string; code: string }) => get(apiAtom).call(cabinet.checkCode, { body: { phone, code } }),
}));

/**
 * A new password (set-password), with `token` sent explicitly when given (the registration token, check-code's
 * token): an expired one is the flow's to handle, never refreshed. Without one the session's token goes.
 */
export const setPasswordAtom = atomWithMutation((get) => ({
  mutationFn: ({ password, token }: { password: string; token: string | null }) =>
    get(apiAtom).call(cabinet.setPassword, { body: { password }, ...(token ? { token } : {}) }),
}));

/** A password made for an agreement number and phone (make-password); it arrives by SMS. */
export const makePasswordAtom = atomWithMutation((get) => ({
  mutationFn: ({ agreement, phone }: { agreement: string; phone: string }) =>
    get(apiAtom).call(general.makePassword, { body: { agreement, phone } }),
}));

/** The forgotten password's data sent by e-mail or SMS (forgot). */
export const forgotAtom = atomWithMutation((get) => ({
  mutationFn: (by: { email: string } | { phone: string }) => get(apiAtom).call(general.forgot, { body: by }),
}));
