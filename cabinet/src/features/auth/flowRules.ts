import { z } from 'zod/mini';
import { EMAIL_PATTERN, agreementNumberField, codeField, phoneField, pinCodeField, ruleMessages } from '@sb/contracts';

// What the phone-and-code forms of the ways in (/register, /restore, /pass-unknown, /login-with-phone) need once a
// form is sent: their rules (zod, the contracts' fields) and the calls with their schemas. Its own chunk, fetched
// when the browser is idle after the form is painted (or by the first submit), so the first load carries neither.

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

export { checkCode, forgot, loginMobile, makePassword, retrieveSms, sendVerificationCode, verifyPinCode, verifySmsCode } from './api.ts';
