import { Clock } from './clock.ts';
import type { Sandbox, SandboxConfig } from './context.ts';
import { openDatabase } from './db/database.ts';
import { isSeeded, seed, seededVersion, SEED_VERSION } from './seed.ts';

export const defaultConfig: SandboxConfig = {
  edsReadySeconds: Number(process.env.SANDBOX_EDS_READY_SECONDS ?? 20),
  smsTtlMinutes: Number(process.env.SANDBOX_SMS_TTL_MINUTES ?? 5),
  logSms: process.env.SANDBOX_LOG_SMS !== '0',
  relockSeconds: Number(process.env.SANDBOX_RELOCK_SECONDS ?? 30),
  filesDelaySeconds: Number(process.env.SANDBOX_FILES_DELAY_SECONDS ?? 5),
  sessionTtlMinutes: Number(process.env.SANDBOX_SESSION_TTL_MINUTES ?? 720),
  regTokenTtlMinutes: Number(process.env.SANDBOX_REG_TOKEN_TTL_MINUTES ?? 30),
  signingAttempts: Number(process.env.SANDBOX_SIGNING_ATTEMPTS ?? 3),
  paymentPendingMinutes: Number(process.env.SANDBOX_PAYMENT_PENDING_MINUTES ?? 15),
  loginAttempts: Number(process.env.SANDBOX_LOGIN_ATTEMPTS ?? 5),
  lockoutMinutes: Number(process.env.SANDBOX_LOCKOUT_MINUTES ?? 15),
  smsResendSeconds: Number(process.env.SANDBOX_SMS_RESEND_SECONDS ?? 60),
  fileLinkMinutes: Number(process.env.SANDBOX_FILE_LINK_MINUTES ?? 15),
};

/** Opens the database, seeding it when empty (an existing one is kept, unless an older seed version made it). */
export function createSandbox(file: string, config: Partial<SandboxConfig> = {}): Sandbox {
  const db = openDatabase(file);
  const sb: Sandbox = { db, clock: new Clock(), config: { ...defaultConfig, ...config } };
  if (!isSeeded(db)) seed(db, sb.clock, sb.config);
  else if (seededVersion(db) !== SEED_VERSION) {
    console.log(`[sandbox] the database was seeded by an older demo data version (${seededVersion(db)} < ${SEED_VERSION}): seeding again`);
    resetData(sb);
  } else restoreClock(sb);
  return sb;
}

/**
 * Empties every table and seeds again: the start of every provider state and of `npm run sandbox:reset`.
 * With `clockIso` the clock is fixed at that instant first, so the demo data is dated from it.
 */
export function resetData(sb: Sandbox, clockIso: string | null = null): void {
  const tables = (
    sb.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string }>
  ).map((t) => t.name);
  sb.db.exec('PRAGMA foreign_keys = OFF');
  sb.db.exec('BEGIN IMMEDIATE');
  try {
    for (const t of tables) sb.db.exec(`DELETE FROM "${t}"`);
    sb.db.exec('COMMIT');
  } catch (e) {
    sb.db.exec('ROLLBACK');
    throw e;
  } finally {
    sb.db.exec('PRAGMA foreign_keys = ON');
  }
  sb.clock.set(clockIso);
  seed(sb.db, sb.clock, sb.config);
  saveClock(sb);
}

/** Keeps the clock's offset (or fixed instant) in the database, so a restarted sandbox keeps its day. */
export function saveClock(sb: Sandbox): void {
  sb.db
    .prepare("INSERT INTO meta (key, value) VALUES ('clock', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
    .run(JSON.stringify(sb.clock.snapshot()));
}

function restoreClock(sb: Sandbox): void {
  const row = sb.db.prepare("SELECT value FROM meta WHERE key = 'clock'").get() as { value: string } | undefined;
  if (!row) return;
  try {
    sb.clock.restore(JSON.parse(row.value) as { offsetMs?: number; fixed?: number | null });
  } catch {
    // a damaged value: real time
  }
}
