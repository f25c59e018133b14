import { z } from 'zod/mini';

/** Phone as the APIs carry it: 11 digits starting with 7 (masked forms are normalised before sending). */
export const phoneDigits = z.string().check(z.regex(/^7\d{10}$/, 'phoneIncorrect'));

/** `dd.MM.yyyy`, the date format of the spec's payloads. */
export const ruDate = z.string().check(z.regex(/^\d{2}\.\d{2}\.\d{4}$/, 'dateFormat'));

/** ISO `yyyy-MM-dd`. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'dateFormat'));

/** A generic `{ success, message }` acknowledgement; most write answers are not shown by the spec. */
export const ackResponse = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
});
export type AckResponse = z.infer<typeof ackResponse>;

/** The error body both backends send on a non-200. */
export const errorBody = z.object({
  success: z.optional(z.literal(false)),
  message: z.optional(z.string()),
  error_code: z.optional(z.string()),
  code: z.optional(z.union([z.string(), z.number()])),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const empty = z.object({});

/**
 * A string of exactly `length` digits (or one of several lengths). Requisites travel as digit strings so that
 * leading zeros and 20-digit accounts survive JSON (a JS number keeps only ~15 significant digits).
 */
export function digitString(...lengths: number[]) {
  const alternatives = lengths.map((n) => `\\d{${n}}`).join('|');
  return z.string().check(z.regex(new RegExp(`^(?:${alternatives})$`), 'digitsOnly'));
}

/**
 * A requisite digit field in an answer: a digit string, or (from a backend that still sends integers) a safe
 * integer turned into its digit string. Precision lost by such a backend cannot be recovered here.
 */
export const digitsAnswer = z.pipe(
  z.union([z.string().check(z.regex(/^\d*$/, 'digitsOnly')), z.int().check(z.nonnegative())]),
  z.transform((v) => String(v)),
);

/**
 * An integer in a path or query string. The client passes a number; the sandbox router sees the URL's string.
 */
export function intParam(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^-?\d+$/, 'digitsOnly'))]),
      z.transform((v) => Number(v)),
    ),
    z.int().check(z.gte(min), z.lte(max)),
  );
}

/** A decimal number in a query string (box sizes in square metres). */
export const numberParam = z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+(?:\.\d+)?$/, 'number'))]),
    z.transform((v) => Number(v)),
  ),
  z.number().check(z.nonnegative()),
);

/**
 * A flag in a query string. `true` is sent as a bare key (`?onlyAgreement`), which the server reads as '';
 * 'true' and '1' are accepted too.
 */
export const flagParam = z.pipe(
  z.union([z.boolean(), z.string()]),
  z.transform((v) => v === true || v === '' || v === 'true' || v === '1'),
);

/** A non-empty string. */
export const text = z.string().check(z.minLength(1));

/** The order lists of both APIs: `active` or `history` (also the `{x}` of active-contracts). */
export const orderListStatus = z.enum(['active', 'history']);
export type OrderListStatus = z.infer<typeof orderListStatus>;

/** A message shown in the global alert (spec 1 section 3). */
export const alertSchema = z.object({
  type: z.enum(['success', 'error', 'warning', 'info']),
  message: z.string(),
  code: z.optional(z.union([z.string(), z.number()])),
});
export type Alert = z.infer<typeof alertSchema>;

/** The state of a request form (spec 1 section 3). */
export const requestStatus = z.enum(['pending', 'error', 'success']);
export type RequestStatus = z.infer<typeof requestStatus>;

/** An additional phone of the profile. */
export const namedPhone = z.object({ name: z.string(), number: z.string() });
