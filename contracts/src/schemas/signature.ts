import { z } from 'zod/mini';

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
 * status it does not know (docs/decisions.md D29), instead of failing the answer as a broken contract.
 */
const answeredStatus = z.pipe(
  z.string(),
  z.transform((s): SignatureStatus => (signatureStatus.safeParse(s).success ? (s as SignatureStatus) : 'not-exists')),
);

export const signatureStatusResponse = z.object({ status: answeredStatus });
/** Spec 2: "not shown"; a 200 is the issuance started, its `success` and `status` are a proposal (`eds-create-answer`). */
export const signatureCreateResponse = z.object({ success: z.optional(z.boolean()), status: z.optional(answeredStatus) });

/** POST /api/v1/signature/start-signing: `order_id` is the order number. */
export const startSigningRequest = z.object({ order_id: z.int().check(z.positive()) });
/** Spec 2 section 7 shows the payload only: the answer's `success` and initial `attemptsLeftSms` are a proposal. */
export const startSigningResponse = z.object({ success: z.optional(z.boolean()), attemptsLeftSms: z.optional(z.int()) });

/** POST /api/v1/signature/approve-sms */
export const approveSmsRequest = z.object({ code: z.string().check(z.regex(/^\d{4,6}$/)), order_id: z.int().check(z.positive()) });
/**
 * The answer (and the error body of a failure) carries the SMS attempt counters (spec 2 section 7); `success` is a
 * proposal: a 200 is approved unless it says `success: false`, the code invalid or the confirmation blocked.
 */
export const approveSmsResponse = z.object({
  success: z.optional(z.boolean()),
  attemptsLeftSms: z.optional(z.int()),
  isSmsConfirmBlocked: z.optional(z.boolean()),
  isSmsCodeInvalid: z.optional(z.boolean()),
});
export type ApproveSmsResponse = z.infer<typeof approveSmsResponse>;

/** The SMS counters an approve-sms error body may carry. */
export const approveSmsErrorBody = z.object({
  message: z.optional(z.string()),
  error_code: z.optional(z.string()),
  code: z.optional(z.union([z.string(), z.number()])),
  attemptsLeftSms: z.optional(z.int()),
  isSmsConfirmBlocked: z.optional(z.boolean()),
  isSmsCodeInvalid: z.optional(z.boolean()),
});
export type ApproveSmsErrorBody = z.infer<typeof approveSmsErrorBody>;
