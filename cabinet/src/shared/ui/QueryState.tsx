import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SkeletonGroup } from '@sb/ui-kit';
import { ApiErrorMessage } from '../errors/ApiErrorMessage.tsx';

/**
 * A screen's loading state that holds a screen's height, as the route's Suspense fallback does (`app/App.tsx`): the
 * footer stays below the fold from the first paint until the data is here, so nothing moves when it comes (no
 * layout shift). The skeletons inside are laid out like the content, a column with the screen's gaps.
 */
const Holder = styled(SkeletonGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  min-height: 100vh;
`;

export function ScreenSkeleton({ children, label }: { children: ReactNode; label?: string }) {
  return <Holder label={label}>{children}</Holder>;
}

/** What a query gives a screen: the state of its first load and a retry. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The three states of a screen's data in one place: the skeleton while the first load runs, the error in words with
 * a retry (every query given is retried), then the content. `queries` are checked in order: the first failed one
 * decides the message.
 */
export function QueryState({
  queries,
  skeleton,
  children,
}: {
  queries: QueryLike[];
  skeleton: ReactNode;
  children: () => ReactNode;
}): ReactNode {
  const failed = queries.find((q) => q.isError);
  if (failed) return <ApiErrorMessage error={failed.error} onRetry={() => queries.forEach((q) => void q.refetch())} />;
  if (queries.some((q) => q.isPending)) return skeleton;
  return children();
}
