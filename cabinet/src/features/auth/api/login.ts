import { cabinet, general, isApiError, type ApiClient } from '@sb/contracts';
import { atomWithMutation } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';

// The ways in that answer a session token: the password login, the legacy login, the SMS code and the PIN of the
// general API. Each answers the token only; what follows it (the phone kept, the session started, the destination)
// is the screen's. Phones travel as 11 digits (`79990000001`).

/** Whether a phone has an account (check-phone). */
export const checkPhone = (api: ApiClient, phone: string) => api.call(cabinet.checkPhone, { body: { phone } });

/** The password login (auth): a token, and `need_sms` when an SMS code must confirm it. */
export const loginAtom = atomWithMutation((get) => ({
  mutationFn: ({ phone, password }: { phone: string; password: string }) => get(apiAtom).call(cabinet.auth, { body: { phone, password } }),
}));

export interface LegacySession {
  token: string;
  /** The account's main phone, 11 digits: what refresh-token and an SMS confirmation need. */
  phone: string;
  /** The account wants an SMS code before the session starts. */
  needSms: boolean;
}

/**
 * The legacy login (/login-pass). Its answer carries a token (and `need_sms`), while every session is renewed by
 * refresh-token with the account's phone: the phone is read from the account's profile with the new token before
 * the session starts, so a legacy session is refreshable like any other. A failure of either call is the login's.
 */
export const legacyLoginAtom = atomWithMutation((get) => ({
  mutationFn: async ({ login, password }: { login: string; password: string }): Promise<LegacySession> => {
    const api = get(apiAtom);
    const answer = await api.call(general.login, { body: { login: login.trim().toUpperCase(), password } });
    const profile = await api.call(cabinet.client, { token: answer.token });
    return { token: answer.token, phone: profile.main_phone.replace(/\D/g, ''), needSms: answer.need_sms === true };
  },
}));

/**
 * The backend refused the login and password themselves (spec 2: 'try signing in with your phone number' is
 * appended to this failure): the 400 the agreed pact pins (docs/contracts.md). A network failure, a time-out, a
 * server fault or another refusal is not a wrong login or password.
 */
export function isWrongCredentials(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 400;
}

/** An SMS code for the code login: the first to a number through login-mobile (it knows the account), then resends. */
export const sendLoginCodeAtom = atomWithMutation((get) => ({
  mutationFn: ({ phone, first }: { phone: string; first: boolean }) =>
    first
      ? get(apiAtom).call(general.loginMobile, { body: { phone } })
      : get(apiAtom).call(general.sendVerificationCode, { body: { phone } }),
}));

/** The SMS code of the code login (verify-sms-code): the session token. */
export const verifySmsAtom = atomWithMutation((get) => ({
  mutationFn: ({ phone, code }: { phone: string; code: string }) =>
    get(apiAtom).call(general.verifySmsCode, { body: { phone, smsCode: code, isRegistration: false } }),
}));

/** The PIN login (verify-pin-code): the session token. */
export const verifyPinAtom = atomWithMutation((get) => ({
  mutationFn: ({ phone, pin }: { phone: string; pin: string }) =>
    get(apiAtom).call(general.verifyPinCode, { body: { phone, pinCode: pin } }),
}));
