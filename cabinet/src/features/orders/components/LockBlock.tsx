import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { LockControl } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { markLockOpenedAtom, openLockAtom } from '../api/lock.ts';
import { isLockOpen, lockWatchAtom, lockWatchKey } from '../lock.ts';
import { lockAccess } from '../rules.ts';
import { onlineAtom } from '../../../shared/offline/online.ts';

/**
 * The access block of the order view: the lock's status and the open button. On success it says the command was
 * sent and shows the lock opened; on failure it warns to call the manager. While the lock is open its status is
 * followed (lock.ts) until it is closed again, then the "sent" note goes; leaving the screen stops it.
 */
export function LockBlock({ order, today }: { order: Order; today: Date }) {
  const open = useAtomValue(openLockAtom);
  const markOpened = useSetAtom(markLockOpenedAtom);
  // when this tab sent its open command: a parameter of the watch below, which polls while this block is on screen
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  useAtomValue(lockWatchAtom(lockWatchKey({ orderNumber: order.number, openedAt })));
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);

  const access = lockAccess(order, today);
  const online = useAtomValue(onlineAtom);
  const status = order.cell.lock?.lock_status ?? 'unregistered';
  // closed *again*: once the order has shown the lock open after the command. The command's success and the order's
  // new status come in separate renders; the status of the render in between is the one from before the command.
  const [seenOpen, setSeenOpen] = useState(false);
  if (result === 'sent' && !seenOpen && isLockOpen(status)) setSeenOpen(true);
  const closedAgain = result === 'sent' && seenOpen && !isLockOpen(status);
  useEffect(() => {
    if (closedAgain) setResult(null);
  }, [closedAgain]);

  const onOpen = () => {
    setResult(null);
    setSeenOpen(false);
    open.mutate(order, {
      onSuccess: () => {
        setResult('sent');
        // the command's time first: the marked status is then followed from the spec's 15 s refresh on
        setOpenedAt(Date.now());
        markOpened(order.number);
      },
      onError: () => setResult('failed'),
    });
  };
  return (
    <LockControl
      status={status}
      canOpen={access.canOpen}
      disabledReason={access.reason ?? (online ? null : 'offline')}
      sending={open.isPending}
      result={closedAgain ? null : result}
      managerPhone={order.place.phone ?? null}
      onOpen={onOpen}
    />
  );
}
