import { z } from 'zod/mini';
import {
  EMAIL_PATTERN,
  agreementNumberField,
  codeField,
  legacyLoginField,
  loginPasswordField,
  phoneField,
  pinCodeField,
  ruleMessages,
} from '@sb/contracts';

// The rules of the ways in's forms (the contracts' fields, with their messages).

/** The phone of /auth. */
export const phoneRule = phoneField('auth');
/** The phone of an SMS code for registration, restore and a first-time password (17-18 characters). */
export const registerPhoneForm = z.object({ phone: phoneField('register') });
/** The phone of an SMS login. */
export const loginPhoneForm = z.object({ phone: phoneField('auth') });
/** The phone and PIN of a PIN login. */
export const pinLoginForm = z.object({ phone: phoneField('auth'), pin: pinCodeField });
/** An SMS code or PIN (required, at least 4). */
export const codeForm = z.object({ code: codeField });
/** The get-password flow: agreement number and phone. */
export const agreementForm = z.object({ agreement: agreementNumberField, phone: phoneField('register') });
/** Forgot password by e-mail. */
export const forgotEmailForm = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: ruleMessages.fieldRequired, abort: true }),
      z.regex(EMAIL_PATTERN, ruleMessages.emailIncorrect),
    ),
});
/** The legacy login and its password (/login-pass). */
export const legacyLoginForm = z.object({ login: legacyLoginField, password: loginPasswordField });
