import { z } from 'zod/mini';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import {
  additionalEmailField,
  additionalPhoneField,
  birthDateField,
  formatPhone,
  fullNameField,
  legalProfileForm,
  phoneToDigits,
  type ClientLegalRequest,
  type ClientPersonalRequest,
  type Profile,
} from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The profile's forms: their zod schemas (built from the contracts field rules), the values they start from and
// the payloads they send. Error messages are rule ids; `encodeIssue` keeps a bound (min 5) next to the id.
// ---------------------------------------------------------------------------------------------------------------

/** A form error's message: the rule id plus the values its text needs, as JSON. */
export interface EncodedError {
  id: string;
  values?: Record<string, string | number>;
}

function encodeIssue(issue: z.core.$ZodIssue): string {
  const values: Record<string, string | number> = {};
  if ('minimum' in issue && issue.minimum !== undefined) values.min = Number(issue.minimum);
  if ('maximum' in issue && issue.maximum !== undefined) values.max = Number(issue.maximum);
  const params = (issue as { params?: Record<string, unknown> }).params;
  if (params) for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  return JSON.stringify({ id: issue.message, values });
}

export function decodeError(message: string | undefined): EncodedError | null {
  if (!message) return null;
  try {
    const parsed = JSON.parse(message) as EncodedError;
    if (parsed && typeof parsed.id === 'string') return parsed;
  } catch {
    // a plain id
  }
  return { id: message };
}

/**
 * A react-hook-form resolver over a zod schema that keeps each issue's bounds (zodResolver keeps only the text),
 * so 'at least {min} characters' can name the number. The first issue of each field wins.
 */
export function rulesResolver<T extends FieldValues>(schema: z.ZodMiniType): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: values as T, errors: {} };
    const flat: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!flat[path]) flat[path] = { type: issue.code, message: encodeIssue(issue) };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}

// --- contacts (both kinds of profile) -------------------------------------------------------------------------------

export interface PhoneRow {
  /** the phone's label as the backend keeps it; not edited here */
  name: string;
  /** masked `+7 (XXX) XXX-XX-XX` */
  number: string;
}
export interface EmailRow {
  value: string;
}

const contacts = {
  phones: z.array(z.object({ name: z.string(), number: additionalPhoneField })),
  emails: z.array(z.object({ value: additionalEmailField })),
};

function phonesFrom(profile: Profile): PhoneRow[] {
  return profile.phones.map((p) => ({ name: p.name, number: formatPhone(p.number) }));
}
function emailsFrom(profile: Profile): EmailRow[] {
  return profile.emails.map((value) => ({ value }));
}
/** Empty rows are dropped; phones travel as 11 digits. */
function phonesOut(rows: PhoneRow[]) {
  return rows.filter((r) => r.number.trim() !== '').map((r) => ({ name: r.name, number: phoneToDigits(r.number) }));
}
function emailsOut(rows: EmailRow[]) {
  return rows.map((r) => r.value.trim()).filter((v) => v !== '');
}

// --- personal profile -----------------------------------------------------------------------------------------------

export interface PersonalFormValues {
  fio: string;
  birthday: string;
  phones: PhoneRow[];
  emails: EmailRow[];
}

/** The birth date is checked only where it is shown (local and stage). */
export function personalFormSchema(today: Date, withBirthday: boolean) {
  return z.object({
    fio: fullNameField('profile'),
    birthday: withBirthday ? birthDateField(today) : z.string(),
    ...contacts,
  });
}

export function personalDefaults(profile: Profile): PersonalFormValues {
  return {
    fio: profile.personal?.fio ?? '',
    birthday: profile.personal?.birthday ?? '',
    phones: phonesFrom(profile),
    emails: emailsFrom(profile),
  };
}

/**
 * The save: with the birth-date field on screen its value (the rule made sure it is a date); without it the stored
 * birthday goes back unchanged, and with none stored none is sent (never an empty one).
 */
export function personalPayload(
  v: PersonalFormValues,
  birthday: { shown: true } | { shown: false; stored: string | null | undefined },
): ClientPersonalRequest {
  const date = birthday.shown ? v.birthday.trim() : (birthday.stored ?? '');
  return { fio: v.fio.trim(), ...(date ? { birthday: date } : {}), phones: phonesOut(v.phones), emails: emailsOut(v.emails) };
}

// --- organisation profile -------------------------------------------------------------------------------------------

export interface LegalFormValues {
  name: string;
  person_name: string;
  person_position: string;
  person_position_genitive: string;
  person_basis: string;
  phones: PhoneRow[];
  emails: EmailRow[];
}

/** The employee's name follows the full-name rule (Cyrillic, 5 to 100), as the backend checks it. */
export const legalFormSchema = z.extend(legalProfileForm, { person_name: fullNameField('profile'), ...contacts });

export function legalDefaults(profile: Profile): LegalFormValues {
  return {
    name: profile.company?.name ?? '',
    person_name: profile.person_name ?? '',
    person_position: profile.person_position ?? '',
    person_position_genitive: profile.person_position_genitive ?? '',
    person_basis: profile.person_basis ?? '',
    phones: phonesFrom(profile),
    emails: emailsFrom(profile),
  };
}

export function legalPayload(v: LegalFormValues): ClientLegalRequest {
  return {
    name: v.name.trim(),
    person_name: v.person_name.trim(),
    person_position: v.person_position.trim(),
    person_position_genitive: v.person_position_genitive.trim(),
    person_basis: v.person_basis.trim(),
    phones: phonesOut(v.phones),
    emails: emailsOut(v.emails),
  };
}
