import { z } from 'zod/mini';

// ---------------------------------------------------------------------------------------------------------------
// Requests to the company: contract close, support, order help (cabinet API); box and storage requests (general).
// ---------------------------------------------------------------------------------------------------------------

/** POST /api/request/client/simple: e.g. the contract-close text with the agreement uuid and order number. */
export const requestClientSimpleRequest = z.object({
  request_name: z.string().check(z.minLength(1)),
  request_comment: z.string().check(z.minLength(1)),
});

/** POST /api/request/simple: budget and size for a box request, is_consent_checked for a storage request. */
export const requestSimpleRequest = z.object({
  /** place code */
  place: z.string().check(z.minLength(1)),
  request_comment: z.string(),
  request_name: z.string().check(z.minLength(1)),
  contact_name: z.string(),
  contact_phone: z.string(),
  budget: z.optional(z.number().check(z.nonnegative())),
  /** square metres */
  size: z.optional(z.number().check(z.positive())),
  is_consent_checked: z.optional(z.literal(true)),
});
export type RequestSimpleRequest = z.infer<typeof requestSimpleRequest>;

/** Spec 2 shows no answer: a 200 is the success; `success` and `message` are a proposal (`success-bodies`). */
export const requestResponse = z.object({ success: z.optional(z.boolean()), message: z.optional(z.string()) });
