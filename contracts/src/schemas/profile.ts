import { z } from 'zod';
import { namedPhone, phoneDigits, ruDate } from './common.ts';
import { emailAddress } from '../rules/contacts.ts';

// ---------------------------------------------------------------------------------------------------------------
// The customer's profile. legal_type 1 means an organisation.
// ---------------------------------------------------------------------------------------------------------------

export const profileSchema = z.object({
  main_phone: z.string(),
  phones: z.array(namedPhone).default([]),
  emails: z.array(z.string()).default([]),
  legal_type: z.number().int(),
  personal: z.object({ fio: z.string().nullish(), birthday: ruDate.nullish() }).nullish(),
  company: z.object({ name: z.string().nullish(), official_name: z.string().nullish() }).nullish(),
  person_name: z.string().nullish(),
  person_position: z.string().nullish(),
  person_position_genitive: z.string().nullish(),
  person_basis: z.string().nullish(),
});
export type Profile = z.infer<typeof profileSchema>;

const phonesOut = z.array(z.object({ name: z.string(), number: phoneDigits }));
const emailsOut = z.array(emailAddress);

/**
 * PUT /api/v1/client/personal. Without a birth-date field on screen (production) and none stored, the birthday is
 * left out rather than sent empty.
 */
export const clientPersonalRequest = z.object({
  fio: z.string().min(1),
  birthday: ruDate.optional(),
  phones: phonesOut,
  emails: emailsOut,
});
export type ClientPersonalRequest = z.infer<typeof clientPersonalRequest>;

/** PUT /api/v1/client/legal */
export const clientLegalRequest = z.object({
  phones: phonesOut,
  emails: emailsOut,
  /** company (brand) name */
  name: z.string().min(1),
  /** acting basis */
  person_basis: z.string().min(1),
  person_name: z.string().min(1),
  person_position: z.string().min(1),
  person_position_genitive: z.string().min(1),
});
export type ClientLegalRequest = z.infer<typeof clientLegalRequest>;
