import type { DocumentName, LegalRequisites, LegalRequisitesRequest, PersonalRequisites, PersonalRequisitesRequest } from '@sb/contracts';

// The values the requisites form starts from and the payloads it sends: the same for the profile and for the EDS
// issuance (one form, docs/decisions.md).

export type PersonalRequisitesValues = Omit<PersonalRequisitesRequest, 'document_name'> & { document_name: DocumentName };
export type LegalRequisitesValues = LegalRequisitesRequest;

const KNOWN_TYPES = ['passportRf', 'zagran', 'another'] as const;

/** Stored requisites (or none yet) as form values; an unknown document type reads as the Russian passport. */
export function personalRequisitesDefaults(r: PersonalRequisites | null, passportOnly = false): PersonalRequisitesValues {
  const type = passportOnly ? 'passportRf' : (KNOWN_TYPES.find((k) => k === r?.document_name) ?? 'passportRf');
  return {
    document_name: type,
    document_number: r?.document_number ?? '',
    division_code: r?.division_code ?? '',
    issued: r?.issued ?? '',
    issuer: r?.issuer ?? '',
    adress: r?.adress ?? '',
    fact_address: r?.fact_address ?? '',
  };
}

export function personalRequisitesPayload(v: PersonalRequisitesValues): PersonalRequisitesRequest {
  return {
    document_name: v.document_name,
    document_number: v.document_number.trim(),
    division_code: v.division_code.trim(),
    issued: v.issued.trim(),
    // the rule keeps no double spaces that the comma-to-space turn leaves behind
    issuer: v.issuer.replace(/\s+/g, ' ').trim(),
    adress: v.adress.trim(),
    fact_address: v.fact_address.trim(),
  };
}

export function legalRequisitesDefaults(r: LegalRequisites | null): LegalRequisitesValues {
  return {
    inn: r?.inn ?? '',
    ogrn: r?.ogrn ?? '',
    kpp: r?.kpp ?? '',
    bik: r?.bik ?? '',
    account: r?.account ?? '',
    correspond: r?.correspond ?? '',
    bank: r?.bank ?? '',
  };
}

/** Numeric requisites go as digit strings, every digit intact (docs/decisions.md, contracts). */
export function legalRequisitesPayload(v: LegalRequisitesValues): LegalRequisitesRequest {
  const d = (s: string) => s.replace(/\s/g, '');
  return {
    inn: d(v.inn),
    ogrn: d(v.ogrn),
    kpp: d(v.kpp),
    bik: d(v.bik),
    account: d(v.account),
    correspond: d(v.correspond),
    bank: v.bank.trim(),
  };
}
