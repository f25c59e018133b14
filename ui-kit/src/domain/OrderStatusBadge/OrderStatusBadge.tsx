import { useIntl } from 'react-intl';
import type { OrderState } from '@sb/contracts';
import { Badge, type BadgeVariant } from '../../components/Badge/Badge.tsx';

export interface OrderStatusBadgeProps {
  /** The order's state as the API sends it (`rezerved` is read as `reserved`). */
  status: OrderState;
  /**
   * End of the free reservation, already formatted (`dd.MM.yyyy`); shown in 'Reserved until {date}', and for a
   * pre-signed order (a contract made again, held as a reservation) in 'Awaiting signature until {date}'.
   */
  reservedUntil?: string | null;
  /** Whole days since paid-until for a debt order; shown in 'Payment overdue by {days} days' (0: 'Payment overdue'). */
  overdueDays?: number;
}

const variants: Record<OrderState, BadgeVariant> = {
  active: 'success',
  reserved: 'info',
  rezerved: 'info',
  'pre-signed': 'warning',
  'not-active': 'warning',
  debt: 'danger',
  archived: 'neutral',
};

/** The status of an order or contract as one short label, coloured by urgency. */
export function OrderStatusBadge({ status, reservedUntil, overdueDays = 0 }: OrderStatusBadgeProps) {
  const intl = useIntl();
  const kind = status === 'rezerved' ? 'reserved' : status;
  let text: string;
  if (kind === 'reserved') {
    text = reservedUntil
      ? intl.formatMessage({ id: 'uikit.orderStatus.reservedUntil' }, { date: reservedUntil })
      : intl.formatMessage({ id: 'uikit.orderStatus.reserved' });
  } else if (kind === 'pre-signed' && reservedUntil) {
    text = intl.formatMessage({ id: 'uikit.orderStatus.pre-signedUntil' }, { date: reservedUntil });
  } else if (kind === 'debt') {
    text =
      overdueDays > 0
        ? intl.formatMessage({ id: 'uikit.orderStatus.debt' }, { days: overdueDays })
        : intl.formatMessage({ id: 'uikit.orderStatus.debtNoDays' });
  } else {
    text = intl.formatMessage({ id: `uikit.orderStatus.${kind}` });
  }
  return (
    <Badge variant={variants[status]} data-state={kind}>
      {text}
    </Badge>
  );
}
