import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadMore } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { OTHER_ORDERS_STEP, type PendingTest } from '../rules.ts';
import { OrderCardItem } from './OrderCardItem.tsx';
import { OrderCards } from './OrderCards.tsx';

/** The customer's other orders under the order view, 3 at a time. */
export function OtherOrders({
  orders,
  today,
  onPay,
  isPending,
}: {
  orders: Order[];
  today: Date;
  onPay: (order: Order) => void;
  isPending?: PendingTest;
}) {
  const intl = useIntl();
  const [shown, setShown] = useState(OTHER_ORDERS_STEP);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="orders-other">
      <h2 id="orders-other">{intl.formatMessage({ id: 'orders.view.otherOrders' })}</h2>
      <OrderCards>
        {orders.slice(0, shown).map((o) => (
          <OrderCardItem key={o.number} order={o} today={today} onPay={onPay} isPending={isPending} />
        ))}
      </OrderCards>
      <LoadMore
        shown={Math.min(shown, orders.length)}
        total={orders.length}
        onLoadMore={() => setShown((n) => n + OTHER_ORDERS_STEP)}
        label={intl.formatMessage({ id: 'orders.list.loadMore' })}
      />
    </section>
  );
}
