import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Electronic signature (EDS) and signing with an SMS code.
// ---------------------------------------------------------------------------------------------------------------

/** The raw EDS statuses of the backend; only 'available' allows signing. */
export const signatureStatus = z.enum([
  'not-exists',
  'partner-initialization-start',
  'initialization',
  'exists',
  'available',
  'initialization-err',
  'blocked',
  'revoked',
]);
export type SignatureStatus = z.infer<typeof signatureStatus>;

/**
 * A status of an answer: one the backend adds later reads as 'not-exists' (not created), as the cabinet shows any
 * status it does not know (docs/decisions.md), instead of failing the answer as a broken contract.
 */
const answeredStatus = z
  .string()
  .transform((s): SignatureStatus => (signatureStatus.safeParse(s).success ? (s as SignatureStatus) : 'not-exists'));

export const signatureStatusResponse = z.object({ status: answeredStatus });
export const signatureCreateResponse = z.object({ success: z.boolean(), status: answeredStatus.optional() });

/** POST /api/v1/signature/start-signing: `order_id` is the order number. */
export const startSigningRequest = z.object({ order_id: z.number().int().positive() });
export const startSigningResponse = z.object({ success: z.boolean(), attemptsLeftSms: z.number().int().optional() });

/** POST /api/v1/signature/approve-sms */
export const approveSmsRequest = z.object({ code: z.string().regex(/^\d{4,6}$/), order_id: z.number().int().positive() });
/** The answer (and the error body of a failure) carries the SMS attempt counters. */
export const approveSmsResponse = z.object({
  success: z.boolean(),
  attemptsLeftSms: z.number().int().optional(),
  isSmsConfirmBlocked: z.boolean().optional(),
  isSmsCodeInvalid: z.boolean().optional(),
});
export type ApproveSmsResponse = z.infer<typeof approveSmsResponse>;

/** The SMS counters an approve-sms error body may carry. */
export const approveSmsErrorBody = z.object({
  message: z.string().optional(),
  error_code: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  attemptsLeftSms: z.number().int().optional(),
  isSmsConfirmBlocked: z.boolean().optional(),
  isSmsCodeInvalid: z.boolean().optional(),
});
export type ApproveSmsErrorBody = z.infer<typeof approveSmsErrorBody>;
