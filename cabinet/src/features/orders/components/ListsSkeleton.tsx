import { Skeleton } from '@sb/ui-kit';
import { ScreenSkeleton } from '../../../shared/ui/QueryState.tsx';
import { OrderCards } from './OrderCards.tsx';

/**
 * Until both lists are here the screen holds a screen's height with the cards' shape: the notices above the lists
 * and the lists come together, so nothing that was shown moves when they arrive (issue 17, layout shift). The same
 * skeleton stands while the lists' code arrives (OrdersScreen), so the screen does not change between the two.
 */
export function ListsSkeleton() {
  return (
    <ScreenSkeleton>
      <Skeleton variant="text" width="30%" height={28} />
      <OrderCards as="div">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rect" height={220} />
        ))}
      </OrderCards>
    </ScreenSkeleton>
  );
}
