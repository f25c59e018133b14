import { cabinet, isApiError, type ApiClient } from '@sb/contracts';
import { legacyLogin } from './api.ts';

// ---------------------------------------------------------------------------------------------------------------
// The legacy login (/login-pass). Its answer carries a token (and `need_sms`, the SMS step), while every session is renewed by
// refresh-token with the account's phone: the phone is read from the account's profile with the new token before
// the session starts, so a legacy session is refreshable like any other.
// ---------------------------------------------------------------------------------------------------------------

export interface LegacySession {
  token: string;
  /** The account's main phone, 11 digits: what refresh-token and an SMS confirmation need. */
  phone: string;
  /** The account wants an SMS code before the session starts. */
  needSms: boolean;
}

/** Logs in with a legacy login and password; a failure of either call is the login's failure. */
export async function legacyLoginSession(api: ApiClient, login: string, password: string): Promise<LegacySession> {
  const answer = await legacyLogin(api, login.trim().toUpperCase(), password);
  const profile = await api.call(cabinet.client, { token: answer.token });
  return {
    token: answer.token,
    phone: profile.main_phone.replace(/\D/g, ''),
    needSms: answer.need_sms === true,
  };
}

/**
 * The backend refused the login and password themselves (spec 2: 'try signing in with your phone number' is
 * appended to this failure): the 400 the agreed pact pins (docs/contracts.md). A network failure, a time-out, a
 * server fault or another refusal is not a wrong login or password.
 */
export function isWrongCredentials(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 400;
}
