import type { DatabaseSync } from 'node:sqlite';

/**
 * Versioned migrations: each runs once, in order, inside a transaction, and its number is kept in
 * `PRAGMA user_version`. Append new ones; never edit one that has shipped.
 */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'customers and sms outbox',
    sql: `
      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL UNIQUE,
        password TEXT,
        pin TEXT,
        legacy_login TEXT UNIQUE,
        need_sms INTEGER NOT NULL DEFAULT 0,
        legal_type INTEGER NOT NULL DEFAULT 0,
        fio TEXT,
        birthday TEXT,
        data TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL
      );
      CREATE TABLE sms_outbox (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL,
        text TEXT NOT NULL,
        code TEXT NOT NULL,
        purpose TEXT NOT NULL,
        at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sms_outbox_phone ON sms_outbox(phone, id DESC);
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        kind TEXT NOT NULL DEFAULT 'session',
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
];

export function migrate(db: DatabaseSync): number {
  const current = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(m.sql);
      db.exec(`PRAGMA user_version = ${m.version}`);
      db.exec('COMMIT');
    } catch (e) {
      db.exec('ROLLBACK');
      throw e;
    }
  }
  return migrations.at(-1)?.version ?? 0;
}
