import { z } from 'zod/mini';
import { ruleMessages as m, type RuleMessageId } from './messages.ts';
import { consentField } from './contacts.ts';

// ---------------------------------------------------------------------------------------------------------------
// A legal entity or an individual entrepreneur: names, INN, OGRN/OGRNIP, KPP (a company's only), BIK, accounts,
// bank. Control digits are checked (beyond the spec: real data demands it); every value stays a digit string.
// ---------------------------------------------------------------------------------------------------------------

function digits(v: string): number[] {
  return [...v].map(Number);
}

function weighted(ds: number[], weights: number[]): number {
  return weights.reduce((sum, w, i) => sum + w * (ds[i] ?? 0), 0);
}

/** INN control digits: 10 digits for a company, 12 for an entrepreneur (or a person). */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) {
    const d = digits(value);
    return (weighted(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === d[9];
  }
  if (/^\d{12}$/.test(value)) {
    const d = digits(value);
    const n11 = (weighted(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
    const n12 = (weighted(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
    return n11 === d[10] && n12 === d[11];
  }
  return false;
}

/** OGRN (13 digits, mod 11) or OGRNIP (15 digits, mod 13): the last digit is the remainder's last digit. */
export function isValidOgrn(value: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(value)) return false;
  const divisor = value.length === 13 ? 11n : 13n;
  const body = BigInt(value.slice(0, -1));
  return Number((body % divisor) % 10n) === Number(value.slice(-1));
}

/** The Central Bank's key check of an account against a BIK-derived prefix (weights 7, 1, 3). */
function accountKeyOk(key23: string): boolean {
  const weights = [7, 1, 3];
  let sum = 0;
  for (let i = 0; i < 23; i += 1) sum += ((weights[i % 3] ?? 0) * Number(key23[i])) % 10;
  return sum % 10 === 0;
}

/** A settlement account (20 digits) checked against the bank's BIK (its last 3 digits). */
export function isValidAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && /^\d{9}$/.test(bik) && accountKeyOk(bik.slice(-3) + account);
}

/** A correspondent account (20 digits, starts 301) checked against the BIK ('0' + its 5th and 6th digits). */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return /^301\d{17}$/.test(account) && /^\d{9}$/.test(bik) && accountKeyOk(`0${bik.slice(4, 6)}${account}`);
}

// An empty field says 'required' first (forms show the first issue of a field); it does not abort the object, so
// the KPP-against-INN and accounts-against-BIK checks still speak while other fields are empty.
const required = () => z.string().check(z.trim(), z.minLength(1, m.fieldRequired));
const digitsOnly = () => required().check(z.regex(/^\d*$/, m.digitsOnly));

/**
 * INN: 10 digits for a company, 12 for an entrepreneur (the spec's 'exactly 12' would refuse every company),
 * with control digits. `kind` narrows the length.
 */
export function innField(kind?: 'company' | 'entrepreneur') {
  const lengths = kind === 'company' ? [10] : kind === 'entrepreneur' ? [12] : [10, 12];
  return digitsOnly().check(
    z.refine((v) => lengths.includes(v.length), m.innIncorrect),
    z.refine((v) => !lengths.includes(v.length) || isValidInn(v), m.innIncorrect),
  );
}

/** OGRN (13) or OGRNIP (15) with the control digit (the spec's 13 to 15 digits). */
export const ogrnField = digitsOnly().check(
  z.refine((v) => v.length === 13 || v.length === 15, m.ogrnIncorrect),
  z.refine((v) => (v.length !== 13 && v.length !== 15) || isValidOgrn(v), m.ogrnIncorrect),
);

/** KPP: 9 digits (the spec's '5 to 9' read as up to the real 9; values travel as digit strings). */
export const kppField = digitsOnly().check(z.regex(/^\d{9}$/, m.kppIncorrect));

/** An entrepreneur's INN has 12 digits (a company's 10). */
export function isEntrepreneurInn(inn: string): boolean {
  return /^\d{12}$/.test(inn.trim());
}

/**
 * The KPP against the INN: a company (any INN but an entrepreneur's) must have one; an entrepreneur has none and
 * leaves it empty. A KPP that is typed is 9 digits either way. The one rule of the requisites forms and of the
 * request schema (schemas/requisites.ts). Returns the message id, or null when the KPP is right.
 */
export function kppIssue(inn: unknown, kpp: unknown): RuleMessageId | null {
  if (typeof inn !== 'string' || typeof kpp !== 'string') return null; // the fields' own types report it
  const value = kpp.trim();
  if (value === '') return isEntrepreneurInn(inn) ? null : m.fieldRequired;
  if (!/^\d+$/.test(value)) return m.digitsOnly;
  return /^\d{9}$/.test(value) ? null : m.kppIncorrect;
}

/** BIK: exactly 9 digits (leading zero kept: 044525225). */
export const bikField = digitsOnly().check(z.regex(/^\d{9}$/, m.bikIncorrect));

/** Bank name: 3 to 200. */
export const bankField = required().check(z.minLength(3, m.symbolsMin), z.maxLength(200, m.symbolsMax));

/** A 20-digit account. The BIK check is done by `legalRequisitesForm` (it needs both fields). */
export const accountField = digitsOnly().check(z.regex(/^\d{20}$/, m.accountIncorrect));

/** Adds the KPP's issue (see `kppIssue`) to an object that carries `inn` and `kpp`. */
export function kppAgainstInn(v: { inn: unknown; kpp: unknown }, ctx: z.core.$RefinementCtx): void {
  const kpp = kppIssue(v.inn, v.kpp);
  if (kpp) ctx.addIssue({ code: 'custom', path: ['kpp'], message: kpp });
}

/** The requisites of an organisation or an entrepreneur: each field, the KPP against the INN, the accounts against the BIK. */
export const legalRequisitesForm = z
  .object({
    inn: innField(),
    ogrn: ogrnField,
    kpp: z.string().check(z.trim()),
    bik: bikField,
    account: accountField,
    correspond: accountField,
    bank: bankField,
  })
  .check(
    z.superRefine(kppAgainstInn),
    z.superRefine((v, ctx) => {
      if (!isValidAccount(v.account, v.bik)) ctx.addIssue({ code: 'custom', path: ['account'], message: m.accountIncorrect });
      if (!isValidCorrespondentAccount(v.correspond, v.bik))
        ctx.addIssue({ code: 'custom', path: ['correspond'], message: m.correspondIncorrect });
    }),
  );
export type LegalRequisitesForm = z.infer<typeof legalRequisitesForm>;

/** A name or position of the legal forms: minimum 3 in registration, 5 in the profile (employee name 5 to 100). */
export function legalNameField(where: 'registration' | 'profile', max?: number) {
  const base = required().check(z.minLength(where === 'registration' ? 3 : 5, m.symbolsMin));
  return max === undefined ? base : base.check(z.maxLength(max, m.symbolsMax));
}

/** Registration of a legal entity. */
export const legalRegistrationForm = z.object({
  name: legalNameField('registration'),
  official_name: required(),
  person_name: legalNameField('registration'),
  person_position: legalNameField('registration'),
  inn: innField(),
  ogrn: ogrnField,
  confirmPolicyConfidential: consentField,
  confirmDigitalSignatureUserAgreement: consentField,
});

/** The organisation form of the profile: companyName, employeeFio (5-100), actBy, jobTitle, jobTitleParent. */
export const legalProfileForm = z.object({
  name: legalNameField('profile'),
  person_name: legalNameField('profile', 100),
  person_basis: legalNameField('profile'),
  person_position: legalNameField('profile'),
  person_position_genitive: legalNameField('profile'),
});
