import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { LockControl } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { markLockOpenedAtom, openLockAtom, refreshActiveOrdersAtom } from '../atoms.ts';
import { LOCK_REFRESH_MS, lockAccess } from '../rules.ts';

/**
 * The access block of the order view: the lock's status and the open button. On success it says the command was
 * sent, shows the lock opened and refetches the active orders after 15 s; on failure it warns to call the manager.
 */
export function LockBlock({ order, today }: { order: Order; today: Date }) {
  const open = useAtomValue(openLockAtom);
  const markOpened = useSetAtom(markLockOpenedAtom);
  const refreshActive = useSetAtom(refreshActiveOrdersAtom);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [refreshAt, setRefreshAt] = useState<number | null>(null);

  useEffect(() => {
    if (refreshAt === null) return;
    const id = setTimeout(
      () => {
        setRefreshAt(null);
        void refreshActive();
      },
      Math.max(0, refreshAt - Date.now()),
    );
    return () => clearTimeout(id);
  }, [refreshAt, refreshActive]);

  const access = lockAccess(order, today);
  const status = order.cell.lock?.lock_status ?? 'unregistered';
  const onOpen = () => {
    setResult(null);
    open.mutate(order, {
      onSuccess: () => {
        setResult('sent');
        markOpened(order.number);
        setRefreshAt(Date.now() + LOCK_REFRESH_MS);
      },
      onError: () => setResult('failed'),
    });
  };
  return (
    <LockControl
      status={status}
      canOpen={access.canOpen}
      disabledReason={access.reason}
      sending={open.isPending}
      result={result}
      managerPhone={order.place.phone ?? null}
      onOpen={onOpen}
    />
  );
}
