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
  {
    version: 2,
    name: 'places, cells, orders, agreements, invoices, signatures, files, requests, payments',
    sql: `
      ALTER TABLE customers ADD COLUMN email TEXT;
      ALTER TABLE customers ADD COLUMN registered INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE customers ADD COLUMN eds_status TEXT NOT NULL DEFAULT 'not-exists';
      ALTER TABLE customers ADD COLUMN eds_started_at TEXT;
      ALTER TABLE customers ADD COLUMN eds_fixed INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE cities (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        name_en TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE places (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        city_id INTEGER NOT NULL REFERENCES cities(id),
        address TEXT NOT NULL,
        phone TEXT NOT NULL,
        subway TEXT,
        data TEXT NOT NULL DEFAULT '{}'
      );
      CREATE TABLE cells (
        id INTEGER PRIMARY KEY,
        place_id INTEGER NOT NULL REFERENCES places(id),
        name TEXT NOT NULL,
        size REAL NOT NULL,
        floor INTEGER NOT NULL,
        floor_cell_number TEXT NOT NULL,
        length REAL NOT NULL,
        width REAL NOT NULL,
        height REAL NOT NULL,
        month_rate REAL NOT NULL,
        status TEXT NOT NULL DEFAULT 'free',
        lock_status TEXT NOT NULL DEFAULT 'locked',
        lock_bu_uuid TEXT,
        lock_cu_id INTEGER,
        lock_number INTEGER,
        relock_at TEXT,
        climate INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX cells_place ON cells(place_id, size);
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        number INTEGER NOT NULL UNIQUE,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        cell_id INTEGER NOT NULL REFERENCES cells(id),
        state TEXT NOT NULL,
        begin_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        paid_until TEXT,
        rate REAL NOT NULL,
        days INTEGER NOT NULL,
        pay_days INTEGER NOT NULL,
        discount_percent REAL NOT NULL DEFAULT 0,
        deposit REAL NOT NULL DEFAULT 0,
        reserved_until TEXT,
        confirm_until TEXT,
        fee_stage INTEGER NOT NULL DEFAULT 0,
        closed_reason TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX orders_customer ON orders(customer_id, state);
      CREATE UNIQUE INDEX orders_one_live_per_cell ON orders(cell_id) WHERE state NOT IN ('archived');
      CREATE TABLE agreements (
        id INTEGER PRIMARY KEY,
        number TEXT NOT NULL UNIQUE,
        uuid TEXT NOT NULL UNIQUE,
        order_id INTEGER NOT NULL REFERENCES orders(id),
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        kind TEXT NOT NULL DEFAULT 'contract',
        status TEXT NOT NULL DEFAULT 'new',
        sign_system TEXT NOT NULL DEFAULT 'eds',
        need_change INTEGER NOT NULL DEFAULT 0,
        generated_path TEXT,
        signed_path TEXT,
        signed_at TEXT,
        files_ready_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX agreements_customer ON agreements(customer_id);
      CREATE TABLE invoices (
        id INTEGER PRIMARY KEY,
        number TEXT NOT NULL UNIQUE,
        order_id INTEGER NOT NULL REFERENCES orders(id),
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        kind TEXT NOT NULL DEFAULT 'rent',
        begin_period TEXT NOT NULL,
        end_period TEXT NOT NULL,
        days INTEGER NOT NULL,
        price REAL NOT NULL,
        nds REAL NOT NULL,
        status_id INTEGER NOT NULL DEFAULT 1,
        payment_hash TEXT,
        paid_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX invoices_order ON invoices(order_id);
      CREATE TABLE payments (
        id INTEGER PRIMARY KEY,
        invoice_id INTEGER NOT NULL REFERENCES invoices(id),
        provider TEXT NOT NULL,
        card_last4 TEXT,
        status TEXT NOT NULL,
        payment_id TEXT,
        amount REAL NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE signing_sessions (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        order_number INTEGER NOT NULL,
        agreement_id INTEGER NOT NULL REFERENCES agreements(id),
        code TEXT NOT NULL,
        attempts_left INTEGER NOT NULL,
        expires_at TEXT NOT NULL,
        done INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE files (
        path TEXT PRIMARY KEY,
        customer_id INTEGER REFERENCES customers(id),
        filename TEXT NOT NULL,
        content_type TEXT NOT NULL,
        content TEXT NOT NULL,
        available INTEGER NOT NULL DEFAULT 0,
        ready_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE requests (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        customer_id INTEGER,
        endpoint TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE lock_events (
        id INTEGER PRIMARY KEY,
        cell_id INTEGER NOT NULL REFERENCES cells(id),
        customer_id INTEGER,
        source TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    version: 3,
    name: 'the pending payment mark: when it started and when it lapses',
    sql: `
      ALTER TABLE invoices ADD COLUMN payment_started_at TEXT;
      ALTER TABLE invoices ADD COLUMN payment_expires_at TEXT;
      CREATE INDEX invoices_pending ON invoices(payment_expires_at) WHERE payment_expires_at IS NOT NULL;
    `,
  },
  {
    version: 4,
    name: 'the wrong attempts of a phone and its lockout (passwords, PINs, SMS codes)',
    sql: `
      CREATE TABLE attempt_limits (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        first_at TEXT NOT NULL,
        locked_until TEXT
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
