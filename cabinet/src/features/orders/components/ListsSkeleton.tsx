import { Grid, Skeleton } from '@sb/ui-kit';
import { ScreenSkeleton } from '../../../shared/ui/QueryState.tsx';

/**
 * Until the live orders are here the screen holds a screen's height with the cards' shape, so nothing that was
 * shown moves when they arrive (layout shift).
 */
export function ListsSkeleton() {
  return (
    <ScreenSkeleton>
      <Skeleton variant="text" width="30%" height={28} />
      <CardsSkeleton />
    </ScreenSkeleton>
  );
}

/** A list's cards while its answer is on the way (the archive's, under the live orders already shown). */
export function CardsSkeleton() {
  return (
    <Grid aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rect" height={220} />
      ))}
    </Grid>
  );
}
