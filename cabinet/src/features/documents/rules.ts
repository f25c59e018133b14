import type { ContractDocument } from '@sb/contracts';

// The documents feature's rules over documents. What it shows is read through the resource modules
// (shared/api/documents.ts, customer.ts, orders.ts and api/signature.ts).

/** EDS status polling and documents refresh (spec 2 section 9). */
export const POLL_MS = 3000;
/** The signature-create flag is cleared after this, by reloading the status. */
export const CREATE_FLAG_MS = 10_000;

/**
 * A document is signed when its agreement_status is 'active' (signed, its file may still be on its way) or it has a
 * signed copy: a signed contract whose rental ended is 'archived' and stays signed.
 */
export function isSigned(doc: Pick<ContractDocument, 'agreement_status' | 'agreement_signed'>): boolean {
  return doc.agreement_status === 'active' || Boolean(doc.agreement_signed);
}

/** A contract or act that still waits for the customer's signature. */
export function isAwaitingSignature(doc: ContractDocument): boolean {
  return !isSigned(doc) && doc.agreement_status !== 'archived' && doc.sign_system !== 'no' && !doc.need_change;
}

export function isAct(doc: Pick<ContractDocument, 'document_type'>): boolean {
  return doc.document_type === 'act';
}

/** In the archive (the history list, or archived in the live one): its booking or rental is over, it cannot be signed. */
export function isArchived(doc: Pick<ContractDocument, 'agreement_status'>, source: 'active' | 'history'): boolean {
  return source === 'history' || doc.agreement_status === 'archived';
}
