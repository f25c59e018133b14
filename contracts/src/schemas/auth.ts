import { z } from 'zod';
import { phoneDigits } from './common.ts';

export const checkPhoneRequest = z.object({ phone: phoneDigits });
export const checkPhoneResponse = z.object({
  need_sms: z.boolean(),
  name: z.string().nullable().optional(),
});
export type CheckPhoneResponse = z.infer<typeof checkPhoneResponse>;

export const refreshTokenRequest = z.object({ phone: phoneDigits, token: z.string().min(1) });
export const refreshTokenResponse = z.object({ success: z.boolean(), token: z.string().min(1) });
