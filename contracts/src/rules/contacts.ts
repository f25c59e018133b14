import { z } from 'zod/mini';
import { ruleMessages as m } from './messages.ts';
import { PHONE_PATTERN } from './phone.ts';

/** An additional phone: empty, or `+7 (XXX) XXX-XX-XX`. */
export const additionalPhoneField = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || PHONE_PATTERN.test(v), m.phoneIncorrect),
);

/**
 * The standard e-mail pattern, the one rule of the forms and of the request schemas (profile e-mails, forgot):
 * Cyrillic domains (почта.рф) pass both, a broken address fails both with 'emailIncorrect'.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** An e-mail address as a request carries it (already trimmed by the form). */
export const emailAddress = z.string().check(z.regex(EMAIL_PATTERN, m.emailIncorrect));

/** An additional e-mail: empty, or an e-mail address. */
export const additionalEmailField = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || EMAIL_PATTERN.test(v), m.emailIncorrect),
);

/** A required consent checkbox (privacy policy, EDS issuance, storage request). */
export const consentField = z.literal(true, { message: m.consentRequired });
