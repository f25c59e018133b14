import { z } from 'zod';

/** Phone as the APIs carry it: 11 digits starting with 7 (masked forms are normalised before sending). */
export const phoneDigits = z.string().regex(/^7\d{10}$/, 'phoneIncorrect');

/** `dd.MM.yyyy`, the date format of the spec's payloads. */
export const ruDate = z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/, 'dateFormat');

/** ISO `yyyy-MM-dd`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateFormat');

/** A generic `{ success, message }` acknowledgement; most write answers are not shown by the spec. */
export const ackResponse = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

/** The error body both backends send on a non-200. */
export const errorBody = z.object({
  success: z.literal(false).optional(),
  message: z.string().optional(),
  error_code: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const empty = z.object({});
