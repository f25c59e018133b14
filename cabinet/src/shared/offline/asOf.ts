/** The part of a query's result that says when its answer came. */
export interface AnsweredQuery {
  data?: unknown;
  dataUpdatedAt: number;
}

/**
 * Offline (`onlineAtom` false), the time of the oldest answer a screen shows: what it shows is the cache the session
 * kept (keptCache.ts), 'as of' then. Null while online, or with nothing to show.
 */
export function keptAsOf(online: boolean, ...queries: AnsweredQuery[]): number | null {
  if (online) return null;
  const times = queries.filter((q) => q.data !== undefined && q.dataUpdatedAt > 0).map((q) => q.dataUpdatedAt);
  return times.length ? Math.min(...times) : null;
}

/** Whether a query's failure is what a screen shows: not offline over a kept answer, which shows instead. */
export function showsFailure(online: boolean, query: AnsweredQuery & { isError: boolean }): boolean {
  return query.isError && (online || query.data === undefined);
}
