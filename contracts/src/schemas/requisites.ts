import { z } from 'zod';
import { digitString, digitsAnswer, ruDate } from './common.ts';
import { kppAgainstInn } from '../rules/legal.ts';

// ---------------------------------------------------------------------------------------------------------------
// Requisites. Numeric requisites travel as digit strings (leading zeros and 20 digits survive).
// ---------------------------------------------------------------------------------------------------------------

export const documentName = z.enum(['passportRf', 'zagran', 'another']);
export type DocumentName = z.infer<typeof documentName>;

/** GET /api/v1/client/requisites/peronal; a new customer has nulls. `adress` spelt so. */
export const personalRequisitesSchema = z.object({
  document_name: z.string().nullish(),
  division_code: z.string().nullish(),
  document_number: z.string().nullish(),
  /** issue date dd.MM.yyyy */
  issued: ruDate.nullish(),
  issuer: z.string().nullish(),
  adress: z.string().nullish(),
  fact_address: z.string().nullish(),
});
export type PersonalRequisites = z.infer<typeof personalRequisitesSchema>;

export const personalRequisitesRequest = z.object({
  document_name: documentName,
  division_code: z.string().regex(/^\d{3}-\d{3}$/, 'divisionCode'),
  document_number: z.string().min(10),
  issued: ruDate,
  issuer: z.string().min(2),
  adress: z.string().min(3),
  fact_address: z.string().min(3),
});
export type PersonalRequisitesRequest = z.infer<typeof personalRequisitesRequest>;

export const legalRequisitesSchema = z.object({
  inn: digitsAnswer.nullish(),
  ogrn: digitsAnswer.nullish(),
  kpp: digitsAnswer.nullish(),
  account: digitsAnswer.nullish(),
  bank: z.string().nullish(),
  bik: digitsAnswer.nullish(),
  correspond: digitsAnswer.nullish(),
});
export type LegalRequisites = z.infer<typeof legalRequisitesSchema>;

/** An entrepreneur (12-digit INN) sends an empty KPP; a company's is required (the rule of rules/legal.ts). */
export const legalRequisitesRequest = z
  .object({
    inn: digitString(10, 12),
    ogrn: digitString(13, 15),
    kpp: z.union([digitString(9), z.literal('')]),
    account: digitString(20),
    bank: z.string().min(3).max(200),
    bik: digitString(9),
    correspond: digitString(20),
  })
  .superRefine(kppAgainstInn);
export type LegalRequisitesRequest = z.infer<typeof legalRequisitesRequest>;

/** GET /api/client/requisites (general): the fields of the customer's kind; the others absent or null. */
export const requisitesSchema = personalRequisitesSchema.partial().extend(legalRequisitesSchema.partial().shape);
export type Requisites = z.infer<typeof requisitesSchema>;
/** PUT /api/client/requisites (general): either kind. */
export const requisitesRequest = z.union([personalRequisitesRequest, legalRequisitesRequest]);
