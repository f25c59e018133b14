import { z } from 'zod';
import { phoneDigits, ruDate } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Cargo moving (general API).
// ---------------------------------------------------------------------------------------------------------------

export const cargoItem = z.object({ id: z.number().int(), name: z.string() });
export const cargoService = cargoItem.extend({ price: z.number().nullable().optional() });

export const movingTypesResponse = z.object({ list: z.array(cargoItem) });
export const cargoServicesResponse = z.object({ services: z.array(cargoService) });
export const cargoTimingResponse = z.object({ timings: z.array(cargoItem) });

/** POST /api/cargo/client/create-request (payload not shown by the spec). */
export const cargoCreateRequestBody = z.object({
  moving_type: z.number().int(),
  services: z.array(z.number().int()),
  timing: z.number().int(),
  date: ruDate,
  address_from: z.string().min(3),
  /** place code of the destination warehouse */
  place: z.string().min(1),
  contact_name: z.string().min(1),
  contact_phone: phoneDigits,
  comment: z.string().optional(),
});
export type CargoCreateRequest = z.infer<typeof cargoCreateRequestBody>;
export const cargoCreateResponse = z.object({ success: z.boolean(), request_id: z.number().int().optional() });
