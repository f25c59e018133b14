import { z } from 'zod/mini';
import { digitString, digitsAnswer, ruDate } from './common.ts';
import { kppAgainstInn } from '../rules/legal.ts';

// ---------------------------------------------------------------------------------------------------------------
// Requisites. Numeric requisites travel as digit strings (leading zeros and 20 digits survive).
// ---------------------------------------------------------------------------------------------------------------

export const documentName = z.enum(['passportRf', 'zagran', 'another']);
export type DocumentName = z.infer<typeof documentName>;

/** GET /api/v1/client/requisites/peronal; a new customer has nulls. `adress` spelt so. */
export const personalRequisitesSchema = z.object({
  document_name: z.nullish(z.string()),
  division_code: z.nullish(z.string()),
  document_number: z.nullish(z.string()),
  /** issue date dd.MM.yyyy */
  issued: z.nullish(ruDate),
  issuer: z.nullish(z.string()),
  adress: z.nullish(z.string()),
  fact_address: z.nullish(z.string()),
});
export type PersonalRequisites = z.infer<typeof personalRequisitesSchema>;

export const personalRequisitesRequest = z.object({
  document_name: documentName,
  division_code: z.string().check(z.regex(/^\d{3}-\d{3}$/, 'divisionCode')),
  document_number: z.string().check(z.minLength(10)),
  issued: ruDate,
  issuer: z.string().check(z.minLength(2)),
  adress: z.string().check(z.minLength(3)),
  fact_address: z.string().check(z.minLength(3)),
});
export type PersonalRequisitesRequest = z.infer<typeof personalRequisitesRequest>;

export const legalRequisitesSchema = z.object({
  inn: z.nullish(digitsAnswer),
  ogrn: z.nullish(digitsAnswer),
  kpp: z.nullish(digitsAnswer),
  account: z.nullish(digitsAnswer),
  bank: z.nullish(z.string()),
  bik: z.nullish(digitsAnswer),
  correspond: z.nullish(digitsAnswer),
});
export type LegalRequisites = z.infer<typeof legalRequisitesSchema>;

/** An entrepreneur (12-digit INN) sends an empty KPP; a company's is required (the rule of rules/legal.ts). */
export const legalRequisitesRequest = z
  .object({
    inn: digitString(10, 12),
    ogrn: digitString(13, 15),
    kpp: z.union([digitString(9), z.literal('')]),
    account: digitString(20),
    bank: z.string().check(z.minLength(3), z.maxLength(200)),
    bik: digitString(9),
    correspond: digitString(20),
  })
  .check(z.superRefine(kppAgainstInn));
export type LegalRequisitesRequest = z.infer<typeof legalRequisitesRequest>;

/** GET /api/client/requisites (general): the fields of the customer's kind; the others absent or null. */
export const requisitesSchema = z.extend(z.partial(personalRequisitesSchema), z.partial(legalRequisitesSchema).shape);
export type Requisites = z.infer<typeof requisitesSchema>;
/** PUT /api/client/requisites (general): either kind. */
export const requisitesRequest = z.union([personalRequisitesRequest, legalRequisitesRequest]);
