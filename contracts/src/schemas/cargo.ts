import { z } from 'zod/mini';
import { phoneDigits, ruDate } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Cargo moving (general API).
// ---------------------------------------------------------------------------------------------------------------

export const cargoItem = z.object({ id: z.int(), name: z.string() });
export const cargoService = z.extend(cargoItem, { price: z.optional(z.nullable(z.number())) });

export const movingTypesResponse = z.object({ list: z.array(cargoItem) });
export const cargoServicesResponse = z.object({ services: z.array(cargoService) });
export const cargoTimingResponse = z.object({ timings: z.array(cargoItem) });

/** POST /api/cargo/client/create-request (payload not shown by the spec). */
export const cargoCreateRequestBody = z.object({
  moving_type: z.int(),
  services: z.array(z.int()),
  timing: z.int(),
  date: ruDate,
  address_from: z.string().check(z.minLength(3)),
  /** place code of the destination warehouse */
  place: z.string().check(z.minLength(1)),
  contact_name: z.string().check(z.minLength(1)),
  contact_phone: phoneDigits,
  comment: z.optional(z.string()),
});
export type CargoCreateRequest = z.infer<typeof cargoCreateRequestBody>;
export const cargoCreateResponse = z.object({ success: z.boolean(), request_id: z.optional(z.int()) });
