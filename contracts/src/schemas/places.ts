import { z } from 'zod/mini';
import { intParam, numberParam } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Warehouses (places) and boxes (cells) of the general API (spec 1 section 3).
// ---------------------------------------------------------------------------------------------------------------

export const manager = z.object({ first_name: z.string(), last_name: z.string(), position: z.nullish(z.string()) });
export const workHours = z.object({ time_from: z.string(), time_to: z.string() });
/** A free service of the warehouse: uuid 1 fast internet, 5 sockets, 6 parking, 7 hot drinks, 8 restroom, 9 freight lift, 10 light. */
export const complectationItem = z.object({ uuid: z.union([z.int(), z.string()]) });

export const placeSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  city_name: z.string(),
  subway: z.nullish(z.string()),
  /** main photo link */
  photo: z.nullish(z.string()),
  /** gallery links */
  photos: z.optional(z.array(z.string())),
  managers: z._default(z.array(manager), []),
  complectation: z._default(z.array(complectationItem), []),
  work_hours: z._default(z.array(workHours), []),
  /** the road, office and 3D-tour map previews, for the warehouses that have them */
  maps: z.nullish(z.object({ road: z.string(), office: z.string(), tour: z.string() })),
  /** whether the warehouse's climate is controlled */
  climate: z.nullish(z.union([z.boolean(), z.number()])),
});
export type Place = z.infer<typeof placeSchema>;

/** A box (cell). Sizes in square metres, 2 decimals; dimensions in metres; month_rate in roubles per 30 days. */
export const boxSchema = z.object({
  cell_id: z.int(),
  name: z.string(),
  size: z.number(),
  floor: z.int(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  month_rate: z.number(),
  free: z.boolean(),
  /** 'free' or another state (e.g. 'ordered') */
  status: z.string(),
  /** code of the warehouse, or null when the box is only available by request */
  place: z.nullish(z.string()),
  code: z.string(),
  /** the warehouse's code, whatever the box's availability */
  place_code: z.nullish(z.string()),
  /** whether the box has a smart lock (false: a padlock) */
  lock: z.nullish(z.boolean()),
  /** climate-controlled */
  climate: z.nullish(z.boolean()),
});
export type Box = z.infer<typeof boxSchema>;

/** A size class available in a warehouse. */
export const sizeEntry = z.object({
  place_code: z.string(),
  /** square metres, 2 decimals */
  size: z.number(),
  /** free boxes of this size */
  count: z.int(),
  /** the lowest month rate of this size, roubles */
  month_rate: z.number(),
  free: z.boolean(),
});
export type SizeEntry = z.infer<typeof sizeEntry>;

export const placesListResponse = z.object({ places: z.array(placeSchema) });
export const sizesResponse = z.object({ sizes: z.array(sizeEntry) });
/** POST /api/places/box/sizes/box: the sizes of the given warehouses. */
export const sizesBoxRequest = z.object({ places: z.array(z.string().check(z.minLength(1))) });

export const catalogBoxQuery = z.object({ place_code: z.string().check(z.minLength(1)) });
export const catalogBoxResponse = z.object({ boxes: z.array(boxSchema) });

export const cellInfoQuery = z.object({ cell: intParam(1) });
export const cellInfoResponse = z.object({ cell: boxSchema });

/** GET /api/cells/get-photos?low&up: size bounds (m2) of the lookup, size plus or minus 0.01. */
export const cellPhotosQuery = z.object({ low: numberParam, up: numberParam });
/** Photos keyed `min_max` (e.g. `0.5_6`), each with a link. */
export const cellPhotosResponse = z.object({ photos: z.record(z.string(), z.array(z.object({ link: z.string() }))) });

export const placeOneQuery = z.object({ code: z.string().check(z.minLength(1)) });
export const placeOneResponse = z.object({ place: placeSchema });
