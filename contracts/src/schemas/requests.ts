import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Requests to the company: contract close, support, order help (cabinet API); box and storage requests (general).
// ---------------------------------------------------------------------------------------------------------------

/** POST /api/request/client/simple: e.g. the contract-close text with the agreement uuid and order number. */
export const requestClientSimpleRequest = z.object({ request_name: z.string().min(1), request_comment: z.string().min(1) });

/** POST /api/request/simple: budget and size for a box request, is_consent_checked for a storage request. */
export const requestSimpleRequest = z.object({
  /** place code */
  place: z.string().min(1),
  request_comment: z.string(),
  request_name: z.string().min(1),
  contact_name: z.string(),
  contact_phone: z.string(),
  budget: z.number().nonnegative().optional(),
  /** square metres */
  size: z.number().positive().optional(),
  is_consent_checked: z.literal(true).optional(),
});
export type RequestSimpleRequest = z.infer<typeof requestSimpleRequest>;

export const requestResponse = z.object({ success: z.boolean(), message: z.string().optional() });
