import { z } from 'zod/mini';
import { ruleMessages as m } from './messages.ts';
import { ageOn, dayOf, parseRuDate } from '../dates.ts';
import { consentField } from './contacts.ts';

// ---------------------------------------------------------------------------------------------------------------
// An individual: full name, birth date, passport (spec 2 section 5, 'Registration, individual').
// ---------------------------------------------------------------------------------------------------------------

/** Cyrillic letters, digits, spaces, and the hyphen of double names (Римский-Корсаков). */
const RUSSIAN_NAME = /^[А-ЯЁа-яё0-9\s-]*$/;

/** Full name: required, Cyrillic; minimum 3 in registration, 5 to 100 in the profile and requisites forms. */
export function fullNameField(where: 'registration' | 'profile') {
  const base = z
    .string()
    .check(z.trim(), z.minLength(1, { message: m.fieldRequired, abort: true }), z.regex(RUSSIAN_NAME, m.onlyRussianLetters));
  return where === 'registration'
    ? base.check(z.minLength(3, m.symbolsMin))
    : base.check(z.minLength(5, m.symbolsMin), z.maxLength(100, m.symbolsMax));
}

export const AGE_MIN = 18;
export const AGE_MAX = 130;

/** Birth date dd.MM.yyyy, age 18 to 130 on `today`; empty, it asks for the date of birth in its own words. */
export function birthDateField(today: Date) {
  return z.string().check(
    z.trim(),
    z.minLength(1, { message: m.birthDateRequired, abort: true }),
    z.superRefine((v, ctx) => {
      const day = parseRuDate(v);
      if (day === null) return void ctx.addIssue({ code: 'custom', message: m.dateFormat });
      const age = ageOn(day, dayOf(today));
      if (age < AGE_MIN) ctx.addIssue({ code: 'custom', message: m.olderThan18 });
      else if (age > AGE_MAX) ctx.addIssue({ code: 'custom', message: m.birthDateIncorrect });
    }),
  );
}

/**
 * Passport series and number. The spec gives a minimum of 11 (the masked `## ## ######`) and of 10: we count
 * digits, so the 10 digits of series and number are required with or without the mask's spaces; at most 50.
 */
export const passportNumberField = z.string().check(
  z.trim(),
  z.minLength(1, { message: m.fieldRequired, abort: true }),
  z.maxLength(50, m.symbolsMax),
  z.refine((v) => /^[\d\s]+$/.test(v), m.digitsOnly),
  z.refine((v) => v.replace(/\s/g, '').length >= 10, m.passportNumber),
);

/** Commas and dots become spaces on input (spec). */
export function normaliseIssuedBy(value: string): string {
  return value.replace(/[.,]/g, ' ');
}

/** Russian letters, spaces and hyphens, plus the digits and № of real issuer names ('ОУФМС № 2'). */
const ISSUER = /^[А-ЯЁа-яё0-9№\s-]*$/;

/** Issued by: required, 2 to 255, Russian letters. */
export const issuedByField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: m.fieldRequired, abort: true }),
    z.minLength(2, m.symbolsMin),
    z.maxLength(255, m.symbolsMax),
    z.regex(ISSUER, m.onlyRussianLetters),
  );

/** Issue date dd.MM.yyyy, not later than `today`. */
export function issueDateField(today: Date) {
  return z.string().check(
    z.trim(),
    z.minLength(1, { message: m.fieldRequired, abort: true }),
    z.superRefine((v, ctx) => {
      const day = parseRuDate(v);
      if (day === null) return void ctx.addIssue({ code: 'custom', message: m.dateFormat });
      if (day > dayOf(today)) ctx.addIssue({ code: 'custom', message: m.dateInFuture });
    }),
  );
}

/** Department code `###-###` (the spec's 7 to 50 characters with the mask). */
export const divisionCodeField = z
  .string()
  .check(z.trim(), z.minLength(1, { message: m.fieldRequired, abort: true }), z.regex(/^\d{3}-\d{3}$/, m.divisionCode));

/** Russian text of an address: Cyrillic letters, digits, spaces and the punctuation of addresses; no Latin. */
const ADDRESS = /^[А-ЯЁа-яё0-9\s.,\-/№()"«»]*$/;

/** Registration and actual address: required, 3 to 150, Russian only. */
export const addressField = z
  .string()
  .check(z.trim())
  .check(
    z.minLength(1, { message: m.fieldRequired, abort: true }),
    z.minLength(3, m.symbolsMin),
    z.maxLength(150, m.symbolsMax),
    z.regex(ADDRESS, m.onlyRussianLetters),
  );

/** Document types seen in the spec. */
export const DOCUMENT_TYPES = ['passportRf', 'zagran', 'another'] as const;
/** Document type: at least 3 characters, one of the known types (fixed to passportRf in the requisites modal). */
export const documentTypeField = z
  .string()
  .check(z.minLength(3, m.symbolsMin))
  .check(z.refine((v) => (DOCUMENT_TYPES as readonly string[]).includes(v), m.documentType));

/** Registration step 1 of an individual. */
export function individualStep1Form(today: Date) {
  return z.object({
    fio: fullNameField('registration'),
    birthdate: birthDateField(today),
    confirmPolicyConfidential: consentField,
    confirmDigitalSignatureUserAgreement: consentField,
  });
}

/** Passport details (registration step 2, the profile and the requisites modal). */
export function passportForm(today: Date) {
  return z.object({
    document_name: documentTypeField,
    document_number: passportNumberField,
    issuer: issuedByField,
    issued: issueDateField(today),
    division_code: divisionCodeField,
    adress: addressField,
    fact_address: addressField,
  });
}
