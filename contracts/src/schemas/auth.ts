import { z } from 'zod/mini';
import { digitString, phoneDigits, ruDate } from './common.ts';
import { emailAddress } from '../rules/contacts.ts';

// ---------------------------------------------------------------------------------------------------------------
// Phone check, login, SMS codes, passwords, tokens (cabinet API), and the older flows of the general API.
// ---------------------------------------------------------------------------------------------------------------

export const checkPhoneRequest = z.object({ phone: phoneDigits });
export const checkPhoneResponse = z.object({
  need_sms: z.boolean(),
  name: z.optional(z.nullable(z.string())),
});
export type CheckPhoneResponse = z.infer<typeof checkPhoneResponse>;

export const refreshTokenRequest = z.object({ phone: phoneDigits, token: z.string().check(z.minLength(1)) });
export const refreshTokenResponse = z.object({ success: z.boolean(), token: z.string().check(z.minLength(1)) });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

/** POST /api/v1/auth */
export const authRequest = z.object({ phone: phoneDigits, password: z.string().check(z.minLength(1)) });
/** A token, and whether the account still needs an SMS code (then the token is held pending). */
export const authResponse = z.object({ token: z.string().check(z.minLength(1)), need_sms: z.optional(z.boolean()) });
export type AuthResponse = z.infer<typeof authResponse>;

/** POST /api/v1/check-code: the SMS code of registration, restore or set-password. */
export const checkCodeRequest = z.object({ code: z.string().check(z.minLength(4)), phone: phoneDigits });
export const tokenResponse = z.object({ token: z.string().check(z.minLength(1)) });
export type TokenResponse = z.infer<typeof tokenResponse>;
/** POST /api/login (legacy): a token, and `need_sms` when the account confirms a login with an SMS code. */
export const legacyLoginResponse = z.object({ token: z.string().check(z.minLength(1)), need_sms: z.optional(z.boolean()) });
export type LegacyLoginResponse = z.infer<typeof legacyLoginResponse>;

/** Why an SMS code is requested. */
export const retrieveSmsAction = z.enum(['register', 'restore', 'set-password', 'change-password']);
export type RetrieveSmsAction = z.infer<typeof retrieveSmsAction>;
export const retrieveSmsRequest = z.object({ action: retrieveSmsAction, phone: phoneDigits });
/** `{ success: true, message: 'otp stored' }` */
export const retrieveSmsResponse = z.object({ success: z.boolean(), message: z.optional(z.string()) });

/** POST /api/v1/set-password (the registration token goes in X-SB-API-KEY). */
export const setPasswordRequest = z.object({ password: z.string().check(z.minLength(1)) });

// --- registration base data (reg-step-1) ---------------------------------------------------------------------------

/** POST /api/v1/client-physical-base */
export const clientPhysicalBaseRequest = z.object({
  birthdate: ruDate,
  fio: z.string().check(z.minLength(1)),
  confirmDigitalSignatureUserAgreement: z.literal(true),
  confirmPolicyConfidential: z.literal(true),
});
export type ClientPhysicalBaseRequest = z.infer<typeof clientPhysicalBaseRequest>;

/** POST /api/v1/client-legal-base (payload not shown by the spec: the legal registration fields of spec 1 section 3). */
export const clientLegalBaseRequest = z.object({
  /** short (brand) name */
  name: z.string().check(z.minLength(1)),
  /** official company name */
  official_name: z.string().check(z.minLength(1)),
  /** employee full name */
  person_name: z.string().check(z.minLength(1)),
  /** job position */
  person_position: z.string().check(z.minLength(1)),
  /** INN: 10 digits (company) or 12 (entrepreneur) */
  inn: digitString(10, 12),
  /** OGRN (13) or OGRNIP (15) */
  ogrn: digitString(13, 15),
  confirmDigitalSignatureUserAgreement: z.literal(true),
  confirmPolicyConfidential: z.literal(true),
});
export type ClientLegalBaseRequest = z.infer<typeof clientLegalBaseRequest>;

/**
 * The registration token is swapped for a logged-in session (spec 1 section 4). Spec 2 shows no answer: its
 * `success` and `token` are a proposal (`success-bodies`); without a token the registration token becomes the
 * session, as after a restore.
 */
export const clientBaseResponse = z.object({ success: z.optional(z.boolean()), token: z.optional(z.string().check(z.minLength(1))) });
export type ClientBaseResponse = z.infer<typeof clientBaseResponse>;

// --- general API: the older flows ----------------------------------------------------------------------------------

/** POST /api/login: legacy login `XXXX-XXX-XXXXX` or `XXXX-XXX-XXXXXXXX`. */
export const legacyLoginRequest = z.object({ login: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1)) });

/** POST /api/forgot: by e-mail or by phone. */
export const forgotRequest = z
  .object({ email: z.optional(emailAddress), phone: z.optional(phoneDigits) })
  .check(z.refine((v) => v.email !== undefined || v.phone !== undefined, 'fieldRequired'));

/** POST /api/make-password: the get-password flow with an agreement number. A 200 means 'registration data sent'. */
export const makePasswordRequest = z.object({ agreement: z.string().check(z.minLength(1)), phone: phoneDigits });

/** POST /api/login-mobile, /api/register-mobile, /api/send-verification-code */
export const phoneRequest = z.object({ phone: phoneDigits });

/** POST /api/verify-sms-code */
export const verifySmsCodeRequest = z.object({
  phone: phoneDigits,
  smsCode: z.string().check(z.minLength(4)),
  isRegistration: z.boolean(),
});

/** POST /api/verify-pin-code */
export const verifyPinCodeRequest = z.object({ phone: phoneDigits, pinCode: z.string().check(z.minLength(4)) });

/**
 * Acknowledgement of an SMS sent or data sent: spec 2 shows no answer, a 200 is the success; `success` and
 * `message` are a proposal (`success-bodies`). `code` carries NEW_USER_REGISTRATION on a successful
 * register-mobile (spec 2 section 8).
 */
export const sentResponse = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  code: z.optional(z.union([z.string(), z.number()])),
});
export type SentResponse = z.infer<typeof sentResponse>;
