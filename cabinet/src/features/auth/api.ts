import { cabinet, general, type ApiClient, type RetrieveSmsAction } from '@sb/contracts';

// Every call of the ways in, over the contracts client. Phones travel as 11 digits (`79990000001`). The terms of
// service are a shared resource (shared/api/resources.ts `termsOptions`): the feature has no key of its own. The
// registration's calls are `registrationApi.ts`: their endpoints carry the profile's schemas, which the other ways in
// do not need.

export const checkPhone = (api: ApiClient, phone: string) => api.call(cabinet.checkPhone, { body: { phone } });
export const login = (api: ApiClient, phone: string, password: string) => api.call(cabinet.auth, { body: { phone, password } });
export const legacyLogin = (api: ApiClient, login: string, password: string) => api.call(general.login, { body: { login, password } });
export const loginMobile = (api: ApiClient, phone: string) => api.call(general.loginMobile, { body: { phone } });
export const sendVerificationCode = (api: ApiClient, phone: string) => api.call(general.sendVerificationCode, { body: { phone } });
export const verifySmsCode = (api: ApiClient, phone: string, smsCode: string, isRegistration = false) =>
  api.call(general.verifySmsCode, { body: { phone, smsCode, isRegistration } });
export const verifyPinCode = (api: ApiClient, phone: string, pinCode: string) =>
  api.call(general.verifyPinCode, { body: { phone, pinCode } });
export const retrieveSms = (api: ApiClient, action: RetrieveSmsAction, phone: string) =>
  api.call(cabinet.retrieveSms, { body: { action, phone } });
export const checkCode = (api: ApiClient, phone: string, code: string) => api.call(cabinet.checkCode, { body: { phone, code } });
/** With the registration token, sent explicitly: an expired one is the flow's to handle, never refreshed. */
export const setPassword = (api: ApiClient, password: string, regToken: string | null) =>
  api.call(cabinet.setPassword, { body: { password }, ...(regToken ? { token: regToken } : {}) });
export const makePassword = (api: ApiClient, agreement: string, phone: string) =>
  api.call(general.makePassword, { body: { agreement, phone } });
export const forgot = (api: ApiClient, by: { email: string } | { phone: string }) => api.call(general.forgot, { body: by });
