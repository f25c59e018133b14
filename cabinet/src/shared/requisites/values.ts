import type { DocumentName, LegalRequisites, LegalRequisitesRequest, PersonalRequisites, PersonalRequisitesRequest } from '@sb/contracts';

// The values the requisites form starts from and the payloads it sends: the same for the profile and for the EDS
// issuance (one form, docs/decisions.md).

export type PersonalRequisitesValues = Omit<PersonalRequisitesRequest, 'document_name'> & { document_name: DocumentName };
export type LegalRequisitesValues = LegalRequisitesRequest;

const KNOWN_TYPES = ['passportRf', 'zagran', 'another'] as const;

const PERSONAL_TEXTS = ['document_number', 'division_code', 'issued', 'issuer', 'adress', 'fact_address'] as const;
const LEGAL_TEXTS = ['inn', 'ogrn', 'kpp', 'bik', 'account', 'correspond', 'bank'] as const;

/** Each named field of stored requisites as text ('' for none yet). */
function texts<K extends string>(keys: readonly K[], stored: Partial<Record<K, string | null>> | null): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, stored?.[k] ?? ''])) as Record<K, string>;
}

/** Stored requisites (or none yet) as form values; an unknown document type reads as the Russian passport. */
export function personalRequisitesDefaults(r: PersonalRequisites | null, passportOnly = false): PersonalRequisitesValues {
  const type = passportOnly ? 'passportRf' : (KNOWN_TYPES.find((k) => k === r?.document_name) ?? 'passportRf');
  return { document_name: type, ...texts(PERSONAL_TEXTS, r) };
}

export function personalRequisitesPayload(v: PersonalRequisitesValues): PersonalRequisitesRequest {
  const trimmed = texts(PERSONAL_TEXTS, Object.fromEntries(PERSONAL_TEXTS.map((k) => [k, v[k].trim()])));
  // the rule keeps no double spaces that the comma-to-space turn leaves behind
  return { document_name: v.document_name, ...trimmed, issuer: v.issuer.replace(/\s+/g, ' ').trim() };
}

export function legalRequisitesDefaults(r: LegalRequisites | null): LegalRequisitesValues {
  return texts(LEGAL_TEXTS, r);
}

/** Numeric requisites go as digit strings, every digit intact (docs/decisions.md, contracts); the bank's name trimmed. */
export function legalRequisitesPayload(v: LegalRequisitesValues): LegalRequisitesRequest {
  const digits = texts(LEGAL_TEXTS, Object.fromEntries(LEGAL_TEXTS.map((k) => [k, v[k].replace(/\s/g, '')])));
  return { ...digits, bank: v.bank.trim() };
}
