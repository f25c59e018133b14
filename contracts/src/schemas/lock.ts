import { z } from 'zod';
import { ackResponse } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Box locks. The cabinet opens a lock through POST /api/v1/lock/{kind}/open/{id}; the general API's
// universe-lockers/openLock needs a fixed private key and is server-only.
// ---------------------------------------------------------------------------------------------------------------

/** 'opened' is set by the cabinet right after an open command. */
export const lockStatus = z.enum(['unregistered', 'error', 'open', 'opened', 'locked', 'inactive']);
export type LockStatus = z.infer<typeof lockStatus>;

/** The lock of a box as the order answer carries it. */
export const lockSchema = z.object({
  lock_status: lockStatus,
  BuUuid: z.string().nullish(),
  CuId: z.number().int().nullish(),
  Lock: z.number().int().nullish(),
});
export type Lock = z.infer<typeof lockSchema>;

/** `{kind}` is `cell`; `{id}` is the box's floor_cell_number. */
export const openLockParams = z.object({
  kind: z.literal('cell'),
  id: z.union([z.string().regex(/^[\w.-]+$/), z.number().int()]).transform((v) => String(v)),
});

/** The lock hardware address, from cell.lock { BuUuid, CuId, Lock }. */
export const openLockRequest = z.object({
  buBoardUuid: z.string().min(1),
  cuBoardId: z.number().int().nonnegative(),
  lockNumber: z.number().int().nonnegative(),
});
export type OpenLockRequest = z.infer<typeof openLockRequest>;

export const openLockResponse = ackResponse;
