import { z } from 'zod/mini';
import { flagParam, intParam, orderListStatus } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Documents and contracts (spec 1 section 3).
// ---------------------------------------------------------------------------------------------------------------

/** A contract or act. agreement_status 'active' means signed; sign_system 'no' means manual handling. */
export const documentSchema = z.object({
  agreement_uuid: z.string(),
  agreement_number: z.string(),
  agreement_status: z.string(),
  /** download link of the signed file */
  agreement_signed: z.nullish(z.string()),
  /** download link of the generated file */
  agreement_generated: z.nullish(z.string()),
  sign_system: z.string(),
  need_change: z.boolean(),
  order_number: z.int(),
  /** 'contract' or 'act' (the act-signing screen) */
  document_type: z.optional(z.enum(['contract', 'act'])),
  /** the order's state and, for a reservation, when it ends (dd.MM.yyyy or ISO) */
  order_state: z.nullish(z.string()),
  reserved_until: z.nullish(z.string()),
  place: z.object({ code: z.string(), name: z.string(), cell: z.object({ name: z.string() }) }),
});
export type ContractDocument = z.infer<typeof documentSchema>;

export const activeDocsQuery = z.object({ onlyAgreement: z.optional(flagParam) });
export const activeDocsResponse = z.object({ documents: z.array(documentSchema) });

export const activeContractsParams = z.object({ x: orderListStatus });
export const activeContractsQuery = z.object({ page: z.optional(intParam(1)), limit: z.optional(intParam(1, 1000)) });
export const activeContractsResponse = z.object({ count: z.int().check(z.nonnegative()), elements: z.array(documentSchema) });

/** POST /api/v1/contract/{id}/make/contract-booking: `{id}` is the order number; no payload. */
export const contractBookingParams = z.object({ id: intParam(1) });
/**
 * Spec 2 section 7: the answer is "not shown". The new contract's number and uuid are a proposal (`answer-fields`):
 * without them the cabinet finds the new contract among the order's documents.
 */
export const contractBookingResponse = z.object({
  success: z.optional(z.boolean()),
  agreement_number: z.optional(z.string()),
  agreement_uuid: z.optional(z.string()),
});

/** POST /api/get-terms-of-services */
export const termsOfServicesRequest = z.object({ language: z.enum(['ru', 'en']) });
/** the terms as HTML */
export const termsOfServicesResponse = z.object({ content: z.string() });
