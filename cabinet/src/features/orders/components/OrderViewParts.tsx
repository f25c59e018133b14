import { useIntl } from 'react-intl';
import { Card } from '@sb/ui-kit';
import { PaymentResultNotice, type PaymentResultNoticeProps } from './PaymentResultNotice.tsx';
import { OtherOrdersCards, type OtherOrdersProps } from './OtherOrders.tsx';
import { OrderArrears } from './OrderArrears.tsx';
import { shownResult } from './paymentResult.ts';

// The parts of the order's page that only some orders show.

/** What a payment did, when there is a result to show. */
export function PaymentResultPart(props: PaymentResultNoticeProps) {
  return shownResult(props.result) ? <PaymentResultNotice {...props} /> : null;
}

/** The customer's other orders under the order view (nothing without any). */
export function OtherOrdersPart({ orders, today, onPay, isPending, payDisabledReason }: OtherOrdersProps) {
  const intl = useIntl();
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="orders-other">
      <h2 id="orders-other">{intl.formatMessage({ id: 'orders.view.otherOrders' })}</h2>
      <OtherOrdersCards orders={orders} today={today} onPay={onPay} isPending={isPending} payDisabledReason={payDisabledReason} />
    </section>
  );
}

/** The arrears timeline of an order overdue by `overdue` days, in its card. */
export function ArrearsPart({ overdue }: { overdue: number }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'orders.view.arrears' })}>
      <OrderArrears overdue={overdue} />
    </Card>
  );
}
