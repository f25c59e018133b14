import { z } from 'zod/mini';
import { namedPhone, phoneDigits, ruDate } from './common.ts';
import { emailAddress } from '../rules/contacts.ts';

// ---------------------------------------------------------------------------------------------------------------
// The customer's profile. legal_type 1 means an organisation.
// ---------------------------------------------------------------------------------------------------------------

export const profileSchema = z.object({
  main_phone: z.string(),
  phones: z._default(z.array(namedPhone), []),
  emails: z._default(z.array(z.string()), []),
  legal_type: z.int(),
  personal: z.nullish(z.object({ fio: z.nullish(z.string()), birthday: z.nullish(ruDate) })),
  company: z.nullish(z.object({ name: z.nullish(z.string()), official_name: z.nullish(z.string()) })),
  person_name: z.nullish(z.string()),
  person_position: z.nullish(z.string()),
  person_position_genitive: z.nullish(z.string()),
  person_basis: z.nullish(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

const phonesOut = z.array(z.object({ name: z.string(), number: phoneDigits }));
const emailsOut = z.array(emailAddress);

/**
 * PUT /api/v1/client/personal. Without a birth-date field on screen (production) and none stored, the birthday is
 * left out rather than sent empty.
 */
export const clientPersonalRequest = z.object({
  fio: z.string().check(z.minLength(1)),
  birthday: z.optional(ruDate),
  phones: phonesOut,
  emails: emailsOut,
});
export type ClientPersonalRequest = z.infer<typeof clientPersonalRequest>;

/** PUT /api/v1/client/legal */
export const clientLegalRequest = z.object({
  phones: phonesOut,
  emails: emailsOut,
  /** company (brand) name */
  name: z.string().check(z.minLength(1)),
  /** acting basis */
  person_basis: z.string().check(z.minLength(1)),
  person_name: z.string().check(z.minLength(1)),
  person_position: z.string().check(z.minLength(1)),
  person_position_genitive: z.string().check(z.minLength(1)),
});
export type ClientLegalRequest = z.infer<typeof clientLegalRequest>;
