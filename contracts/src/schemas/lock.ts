import { z } from 'zod/mini';
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
  BuUuid: z.nullish(z.string()),
  CuId: z.nullish(z.int()),
  Lock: z.nullish(z.int()),
});
export type Lock = z.infer<typeof lockSchema>;

/** `{kind}` is `cell`; `{id}` is the box's floor_cell_number. */
export const openLockParams = z.object({
  kind: z.literal('cell'),
  id: z.pipe(
    z.union([z.string().check(z.regex(/^[\w.-]+$/)), z.int()]),
    z.transform((v) => String(v)),
  ),
});

/** The lock hardware address, from cell.lock { BuUuid, CuId, Lock }. */
export const openLockRequest = z.object({
  buBoardUuid: z.string().check(z.minLength(1)),
  cuBoardId: z.int().check(z.nonnegative()),
  lockNumber: z.int().check(z.nonnegative()),
});
export type OpenLockRequest = z.infer<typeof openLockRequest>;

export const openLockResponse = ackResponse;
