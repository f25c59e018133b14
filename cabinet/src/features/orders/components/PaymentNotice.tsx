import { useIntl } from 'react-intl';
import { Alert, Button } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { useFormat } from '../../../shared/format.ts';
import { canPay, daysLeft, type PendingTest } from '../rules.ts';

/** The payment notice (fewer than 7 days to paid-until): when the rent runs out and a Pay button. */
export function PaymentNotice({
  order,
  today,
  onPay,
  paying,
  withBoxName = false,
  isPending,
}: {
  order: Order;
  today: Date;
  onPay: () => void;
  paying?: boolean;
  withBoxName?: boolean;
  /** Whether an invoice's payment is running (the screen's view of pending marks). */
  isPending?: PendingTest;
}) {
  const intl = useIntl();
  const f = useFormat();
  const left = daysLeft(order, today) ?? 0;
  const date = f.date(order.cell.paid_until);
  const title =
    left < 0
      ? intl.formatMessage({ id: 'orders.notice.overdue' }, { date, days: -left })
      : intl.formatMessage({ id: 'orders.notice.soon' }, { date, days: left });
  return (
    <Alert
      variant={left < 0 ? 'danger' : 'warning'}
      live="none"
      title={withBoxName ? `${intl.formatMessage({ id: 'orders.boxName' }, { name: order.cell.name })}: ${title}` : title}
      action={
        canPay(order, isPending) ? (
          <Button
            size="sm"
            onClick={onPay}
            loading={paying}
            aria-label={intl.formatMessage(
              { id: 'orders.notice.payFor' },
              { box: intl.formatMessage({ id: 'orders.boxName' }, { name: order.cell.name }) },
            )}
          >
            {intl.formatMessage({ id: 'orders.notice.pay' })}
          </Button>
        ) : undefined
      }
    >
      {withBoxName ? null : intl.formatMessage({ id: 'orders.notice.text' })}
    </Alert>
  );
}
