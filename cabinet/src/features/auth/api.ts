import {
  cabinet,
  general,
  type ApiClient,
  type ClientLegalBaseRequest,
  type ClientPhysicalBaseRequest,
  type PersonalRequisitesRequest,
  type RetrieveSmsAction,
} from '@sb/contracts';
import { pathTo } from '../../shared/routing/paths.ts';

// Every call of the ways in, over the contracts client. Phones travel as 11 digits (`79990000001`). The terms of
// service are a shared resource (shared/api/resources.ts `termsOptions`): the feature has no key of its own.

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
export const setPassword = (api: ApiClient, password: string) => api.call(cabinet.setPassword, { body: { password } });
export const makePassword = (api: ApiClient, agreement: string, phone: string) =>
  api.call(general.makePassword, { body: { agreement, phone } });
export const forgot = (api: ApiClient, by: { email: string } | { phone: string }) => api.call(general.forgot, { body: by });

/**
 * Where a fresh session goes (spec 1, "After a successful login"): the requisites first; an individual with no
 * passport number goes to the profile; otherwise active orders: any -> /orders, none -> the create-order screen;
 * a failure -> the profile. An organisation has no passport: it goes straight to the orders check. The three
 * answers are asked for together (one round trip after the login, not three one after another); an organisation's
 * requisites answer is not read.
 */
export async function destinationAfterLogin(api: ApiClient): Promise<string> {
  const [profile, requisites, active] = await Promise.allSettled([
    api.call(cabinet.client),
    api.call(cabinet.requisitesPersonal),
    api.call(cabinet.ordersList, { params: { status: 'active' } }),
  ]);
  if (profile.status === 'rejected') return '/';
  if (profile.value.legal_type !== 1 && (requisites.status === 'rejected' || !requisites.value.document_number)) return '/';
  if (active.status === 'rejected') return '/';
  return active.value.orders.length > 0 ? pathTo('orders') : pathTo('createOrder', {});
}

/** The profile after a restore or first-time password: with no name the registration is not finished. */
export async function hasName(api: ApiClient): Promise<boolean> {
  const profile = await api.call(cabinet.client);
  const name = profile.legal_type === 1 ? (profile.company?.name ?? profile.person_name) : profile.personal?.fio;
  return Boolean(name && name.trim());
}

export const registerIndividual = (api: ApiClient, body: ClientPhysicalBaseRequest) => api.call(cabinet.clientPhysicalBase, { body });
export const registerLegal = (api: ApiClient, body: ClientLegalBaseRequest) => api.call(cabinet.clientLegalBase, { body });
export const savePassport = (api: ApiClient, body: PersonalRequisitesRequest) => api.call(cabinet.updateRequisitesPersonal, { body });
