import type { Db } from './db/database.ts';
import { tx } from './db/database.ts';
import type { Clock } from './clock.ts';
import type { Sandbox, SandboxConfig } from './context.ts';
import { nextCounter } from './domain/rows.ts';
import { isoDay } from './domain/time.ts';
import { seedPlaces } from './seed/places.ts';
import { seedCustomers } from './seed/customers.ts';
import { seedOrders } from './seed/orders.ts';

export { DEMO_PASSWORD, DEMO_PIN, KEPT_FREE, demo } from './seed/demo.ts';
export { cities, places } from './seed/places.ts';

/** Bumped whenever the demo data changes: a database seeded by an older seed is seeded again on start. */
export const SEED_VERSION = 5;

export function isSeeded(db: Db): boolean {
  return Number((db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n) > 0;
}

/** The seed version a database was seeded with (0 when unknown). */
export function seededVersion(db: Db): number {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get() as { value: string } | undefined;
  return Number(row?.value ?? 0);
}

/** Seeds an empty database with the demo world (seed/: places, customers, orders) on the clock's day. */
export function seed(db: Db, clock: Clock, config?: SandboxConfig): void {
  const sb: Sandbox = { db, clock, config: config ?? ({ filesDelaySeconds: 0 } as SandboxConfig) };
  const nowMs = clock.nowMs();
  const now = new Date(nowMs).toISOString();
  const t = isoDay(nowMs);
  const at = (days: number) => new Date(nowMs + days * 86_400_000).toISOString();
  tx(db, () => {
    seedPlaces(db);
    seedOrders(sb, seedCustomers(db, now, at), { t, now, at });
    nextCounter(db, 'order', 10000);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(now);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(
      String(SEED_VERSION),
    );
  });
}
