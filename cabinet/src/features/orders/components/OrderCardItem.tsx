import { useIntl } from 'react-intl';
import { Link as WouterLink } from 'wouter';
import { OrderCard } from '@sb/ui-kit';
import { paidUntilState, type Order } from '@sb/contracts';
import { useFormat } from '../../../shared/format.ts';
import { canPay, daysLeft, needsSignature, overdueDays, type PendingTest } from '../rules.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

export interface OrderCardItemProps {
  order: Order;
  today: Date;
  /** Starts paying this order (an unpaid invoice, or the new invoice modal when there is none). */
  onPay: (order: Order) => void;
  paying?: boolean;
  headingLevel?: 2 | 3;
  /** Whether an invoice's payment is running (the screen's view of pending marks). */
  isPending?: PendingTest;
  /** Why Pay cannot be pressed now (no connection). */
  payDisabledReason?: string | null;
}

/** An order of the orders list as an OrderCard, with the spec's Pay, Sign and Details rules. */
export function OrderCardItem({ order, today, onPay, paying, headingLevel = 3, isPending, payDisabledReason }: OrderCardItemProps) {
  const f = useFormat();
  const intl = useIntl();
  const left = daysLeft(order, today);
  const contract = order.agreement?.signed ?? order.contract_link ?? order.agreement?.generated ?? null;
  const signHref = needsSignature(order) && order.agreement ? pathTo('documentView', { docId: order.agreement.number }) : null;
  return (
    <OrderCard
      as="li"
      headingLevel={headingLevel}
      orderNumber={order.number}
      boxName={intl.formatMessage({ id: 'orders.boxName' }, { name: order.cell.name })}
      status={order.state}
      reservedUntil={order.reserved_until ? f.date(order.reserved_until) : null}
      overdueDays={overdueDays(order, today)}
      placeName={order.place.name}
      address={order.place.address ?? null}
      addressTitle={order.place.address_title ?? null}
      climate={order.cell.climate ?? null}
      rentStart={f.date(order.cell.begin)}
      rentEnd={order.cell.end ? f.date(order.cell.end) : null}
      paidUntil={
        order.cell.paid_until && left !== null ? { date: f.date(order.cell.paid_until), daysLeft: left, state: paidUntilState(left) } : null
      }
      signHref={signHref}
      downloadHref={signHref ? null : contract}
      detailsHref={pathTo('orderView', { orderNumber: order.number })}
      onPay={canPay(order, isPending) ? () => onPay(order) : undefined}
      payLoading={paying}
      payDisabledReason={payDisabledReason}
      linkAs={WouterLink}
    />
  );
}
