import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Grid, LoadMore } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { OTHER_ORDERS_STEP, type PendingTest } from '../rules.ts';
import { OrderCardItem } from './OrderCardItem.tsx';

/** What the other orders' cards show: the orders, today, Pay and the pending-payment test. */
export interface OtherOrdersProps {
  orders: Order[];
  today: Date;
  onPay: (order: Order) => void;
  isPending?: PendingTest;
  /** Why Pay cannot be pressed now (no connection): each card's Pay shows disabled with it. */
  payDisabledReason?: string | null;
}

/**
 * The cards of the customer's other orders under the order view, 3 at a time. A chunk of its own (the cards, their
 * icons and texts): the page's `OtherOrdersPart` (OrderViewParts.tsx) holds their place with the heading until here.
 */
export function OtherOrdersCards({ orders, today, onPay, isPending, payDisabledReason }: OtherOrdersProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(OTHER_ORDERS_STEP);
  return (
    <>
      <Grid as="ul">
        {orders.slice(0, shown).map((o) => (
          <OrderCardItem key={o.number} order={o} today={today} onPay={onPay} isPending={isPending} payDisabledReason={payDisabledReason} />
        ))}
      </Grid>
      <LoadMore
        shown={Math.min(shown, orders.length)}
        total={orders.length}
        onLoadMore={() => setShown((n) => n + OTHER_ORDERS_STEP)}
        label={intl.formatMessage({ id: 'orders.list.loadMore' })}
      />
    </>
  );
}
