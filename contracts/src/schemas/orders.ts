import { z } from 'zod/mini';
import { intParam, orderListStatus, ruDate } from './common.ts';
import { lockSchema } from './lock.ts';
import { invoiceSchema } from './payment.ts';

// ---------------------------------------------------------------------------------------------------------------
// Orders (spec 1 section 3 and section 4).
// ---------------------------------------------------------------------------------------------------------------

/** Order and contract states; `rezerved` is the misspelt variant some answers carry. */
export const orderState = z.enum(['active', 'reserved', 'rezerved', 'pre-signed', 'not-active', 'debt', 'archived']);
export type OrderState = z.infer<typeof orderState>;

export const orderCell = z.object({
  name: z.string(),
  /** rent start */
  begin: ruDate,
  /** rent end, when fixed */
  end: z.nullish(ruDate),
  paid_until: z.nullish(ruDate),
  /** roubles per 30 days */
  rate: z.number(),
  size: z.number(),
  floor_number: z.int(),
  /** the lock id of lock/{kind}/open/{id} */
  floor_cell_number: z.string(),
  cell_id: z.int(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  climate: z.optional(z.boolean()),
  lock: z.nullish(lockSchema),
});
export type OrderCell = z.infer<typeof orderCell>;

/** 'no' in sign_system means manual handling by a manager. */
export const agreementSchema = z.object({
  number: z.string(),
  uuid: z.string(),
  /** download link of the signed contract */
  signed: z.nullish(z.string()),
  /** download link of the generated contract */
  generated: z.nullish(z.string()),
  need_change: z.boolean(),
  sign_system: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const orderPlace = z.object({
  code: z.string(),
  name: z.string(),
  address: z.optional(z.string()),
  /** the address's title (e.g. the metro station), shown on the order card beside the warehouse's name, the address text after them */
  address_title: z.nullish(z.string()),
  phone: z.optional(z.string()),
  work_hours: z.optional(z.array(z.object({ time_from: z.string(), time_to: z.string() }))),
});

export const orderSchema = z.object({
  number: z.int(),
  state: orderState,
  place: orderPlace,
  cell: orderCell,
  agreement: z.nullish(agreementSchema),
  /** download link for the contract */
  contract_link: z.nullish(z.string()),
  /** end of a free reservation ('Reserved until {date}') */
  reserved_until: z.nullish(ruDate),
  /** the day a new order must be confirmed by (signed, deposit paid), else it is cancelled */
  confirm_until: z.nullish(ruDate),
  /** days a debt is overdue (0 outside a debt) */
  overdue_days: z.nullish(z.int()),
  /** why an archived order was closed: `completed` (ended paid to its end), `terminated-for-debt`, ... */
  closed_reason: z.nullish(z.string()),
  /** invoices of this order (no call lists them separately) */
  invoices: z._default(z.array(invoiceSchema), []),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersListParams = z.object({ status: orderListStatus });
/** the general API names the placeholder `{x}` */
export const ordersListParamsX = z.object({ x: orderListStatus });
export const ordersListResponse = z.object({ orders: z.array(orderSchema) });
export type OrdersListResponse = z.infer<typeof ordersListResponse>;

/** POST /api/v1/orders/client/create: a pre-order or by-request order of a box. */
export const ordersClientCreateRequest = z.object({
  order_city: z.string().check(z.minLength(1)),
  /** 'preOrder' (box ordered now, wanted later) or 'byRequest' (no free box of this size) */
  order_type: z.enum(['preOrder', 'byRequest']),
  /** place code */
  order_place: z.string().check(z.minLength(1)),
  order_floor: z.nullable(z.int()),
  /** square metres */
  order_size: z.number().check(z.positive()),
  /** wanted rental length in days */
  order_time: z.int().check(z.positive()),
  /** wanted start */
  order_date: ruDate,
});
export type OrdersClientCreateRequest = z.infer<typeof ordersClientCreateRequest>;
/** Spec 2 shows no answer: a 200 is the success; `success` and `order_number` are a proposal (`success-bodies`). */
export const ordersClientCreateResponse = z.object({ success: z.optional(z.boolean()), order_number: z.nullish(z.int()) });

export const orderIdParams = z.object({ orderId: intParam(1) });
