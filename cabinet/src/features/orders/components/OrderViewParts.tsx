import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Skeleton, SkeletonGroup, Stack, media } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { lazyModule } from '../../../shared/ui/lazyModule.ts';
import { useLazyPart, type LazyPart } from '../../../shared/ui/lazyPart.ts';
import { OTHER_ORDERS_STEP } from '../rules.ts';
import type * as LockBlockModule from './LockBlock.tsx';
import type { PaymentResultNoticeProps } from './PaymentResultNotice.tsx';
import { shownResult } from './paymentResult.ts';
import type { OtherOrdersProps } from './OtherOrders.tsx';

// ---------------------------------------------------------------------------------------------------------------
// The parts of the order's page that only some orders show come in chunks of their own: the page's first load
// carries none of them. The arrears of a debt and the customer's other orders are fetched with their first render,
// their place held by a skeleton of their size until here. The lock's block (every order not archived) is fetched
// with the screen's chunk (routes.ts) and its first render, beside the orders' call, and the page shows the order
// once both are here (after that it stays): the block sits at the top, so nothing under it moves when it arrives. A chunk that fails to load shows the app's
// error with a retry in the part's place, as a failed call does (shared/ui/lazyPart.ts).
// ---------------------------------------------------------------------------------------------------------------

/** The lock's block (LockBlock.tsx): the page reads it with `useLazyPart(lockBlock, { fetch: 'now' })`. */
export const lockBlock = lazyModule(() => import('./LockBlock.tsx'));

/** The lock's block once here, else the failure of its chunk with a retry (the page waits for one of the two). */
export function LockPart({ part, order, today }: { part: LazyPart<typeof LockBlockModule>; order: Order; today: Date }) {
  if (part.current) return <part.current.LockBlock order={order} today={today} />;
  return (
    <Card>
      {part.error ? (
        <ApiErrorMessage error={part.error} onRetry={part.retry} />
      ) : (
        // fetched again after a failure
        <SkeletonGroup>
          <Skeleton variant="rect" height={56} />
        </SkeletonGroup>
      )}
    </Card>
  );
}

// the cards' grid (OrderCards.tsx, which comes with the cards)
const CardsSkeleton = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: var(--sb-space-4);
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const resultNotice = lazyModule(() => import('./PaymentResultNotice.tsx'));

/**
 * What a payment did (PaymentResultNotice.tsx): fetched when the browser is idle after the page's first render, so
 * it is here when a payment ends, or at once when there is a result to show. Until it is here nothing shows (the
 * result is kept); a chunk that fails to load shows the app's error with a retry in the notice's place.
 */
export function PaymentResultPart(props: PaymentResultNoticeProps) {
  const shows = shownResult(props.result);
  const part = useLazyPart(resultNotice, { fetch: shows ? 'now' : 'idle' });
  if (part.current) return <part.current.PaymentResultNotice {...props} />;
  return shows && part.error ? <ApiErrorMessage error={part.error} onRetry={part.retry} /> : null;
}

const otherOrders = lazyModule(() => import('./OtherOrders.tsx'));
const arrears = lazyModule(() => import('./OrderArrears.tsx'));

/** The customer's other orders under the order view (nothing without any). */
export function OtherOrdersPart({ orders, today, onPay, isPending }: OtherOrdersProps) {
  if (orders.length === 0) return null;
  return <OtherOrders orders={orders} today={today} onPay={onPay} isPending={isPending} />;
}

function OtherOrders({ orders, today, onPay, isPending }: OtherOrdersProps) {
  const intl = useIntl();
  const part = useLazyPart(otherOrders, { fetch: 'now' });
  return (
    <section aria-labelledby="orders-other">
      <h2 id="orders-other">{intl.formatMessage({ id: 'orders.view.otherOrders' })}</h2>
      {part.current ? (
        <part.current.OtherOrdersCards orders={orders} today={today} onPay={onPay} isPending={isPending} />
      ) : part.error ? (
        <ApiErrorMessage error={part.error} onRetry={part.retry} />
      ) : (
        // the cards' shape (as the orders list's skeleton), as many as are shown first
        <SkeletonGroup>
          <CardsSkeleton>
            {orders.slice(0, OTHER_ORDERS_STEP).map((o) => (
              <Skeleton key={o.number} variant="rect" height={220} />
            ))}
          </CardsSkeleton>
        </SkeletonGroup>
      )}
    </section>
  );
}

/** The arrears timeline of an order overdue by `overdue` days, in its card. */
export function ArrearsPart({ overdue }: { overdue: number }) {
  const intl = useIntl();
  const part = useLazyPart(arrears, { fetch: 'now' });
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'orders.view.arrears' })}>
      {part.current ? (
        <part.current.OrderArrears overdue={overdue} />
      ) : part.error ? (
        <ApiErrorMessage error={part.error} onRetry={part.retry} />
      ) : (
        // the timeline's shape: its heading, the summary, the track and the row of steps
        <SkeletonGroup>
          <Stack gap={3}>
            <Skeleton variant="text" width="40%" height={26} />
            <Skeleton variant="text" width="90%" height={20} />
            <Skeleton variant="rect" height={40} />
            <Skeleton variant="rect" height={62} />
          </Stack>
        </SkeletonGroup>
      )}
    </Card>
  );
}
