import { z } from 'zod/mini';
import { ruleMessages as m } from './messages.ts';

/** SMS or registration code: required, at least 4 characters. */
export const codeField = z.string().check(z.trim(), z.minLength(1, { message: m.fieldRequired, abort: true }), z.minLength(4, m.codeMin));

/** PIN or SMS code of the 6-digit mask. */
export const pinCodeField = z
  .string()
  .check(z.trim(), z.minLength(1, { message: m.fieldRequired, abort: true }), z.regex(/^\d{6}$/, m.pinCode));

/** The SMS code of signing: numeric, 4 to 6 digits. */
export const signingCodeField = z
  .string()
  .check(z.trim(), z.minLength(1, { message: m.fieldRequired, abort: true }), z.regex(/^\d{4,6}$/, m.digitsOnly));

/**
 * Legacy login: `XXXX-XXX-XXXXX` or `XXXX-XXX-XXXXXXXX` (4 digits, 3 letters or digits, 5 or 8 digits).
 * Both readings of the spec are accepted.
 */
export const LEGACY_LOGIN_PATTERN = /^\d{4}-[0-9A-Za-zА-ЯЁа-яё]{3}-(?:\d{5}|\d{8})$/;
export const legacyLoginField = z
  .string()
  .check(z.trim(), z.minLength(1, { message: m.fieldRequired, abort: true }), z.regex(LEGACY_LOGIN_PATTERN, m.wrongLogin));

export const PASSWORD_MIN = 9;
/**
 * The allowed password characters (the spec does not show the set): Latin letters, digits and the printable
 * ASCII punctuation `!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~`. No spaces, no Cyrillic (a keyboard-layout slip would
 * otherwise lock the user out).
 */
export const PASSWORD_ALLOWED = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]*$/;

/** Password: required, allowed characters, 9+, a lowercase and an uppercase letter and a digit. */
export const passwordField = z.string().check(
  z.minLength(1, { message: m.fieldRequired, abort: true }),
  z.regex(PASSWORD_ALLOWED, m.passwordInvalidChars),
  z.minLength(PASSWORD_MIN, m.passwordMin),
  z.refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), { message: m.passwordRegex, params: { min: PASSWORD_MIN } }),
);

/** Any password on a login form: only required. */
export const loginPasswordField = z.string().check(z.minLength(1, { message: m.fieldRequired, abort: true }));

/** A new password and its repeat; a mismatch is reported on `repeat`. */
export const newPasswordForm = z
  .object({ password: passwordField, repeat: z.string().check(z.minLength(1, { message: m.fieldRequired, abort: true })) })
  .check(z.refine((v) => v.password === v.repeat, { message: m.passwordsNotMatch, path: ['repeat'] }));
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** Agreement number of the get-password flow. */
export const agreementNumberField = z.string().check(z.trim(), z.minLength(1, { message: m.fieldRequired, abort: true }));
