import crypto from 'node:crypto';
import type { LockStatus, OrderState } from '@sb/contracts';
import type { CustomerRow } from '../context.ts';
import type { Db } from '../db/database.ts';

// The rows of the sandbox database and the small helpers every module shares.

export interface PlaceRow {
  id: number;
  code: string;
  name: string;
  city_id: number;
  address: string;
  phone: string;
  subway: string | null;
  data: string;
}
export interface PlaceData {
  managers: Array<{ first_name: string; last_name: string; position: string | null }>;
  services: number[];
  work_hours: Array<{ time_from: string; time_to: string }>;
  photos: number;
  maps: boolean;
  climate: boolean;
  payment_provider?: string;
}
export interface CellRow {
  id: number;
  place_id: number;
  name: string;
  size: number;
  floor: number;
  floor_cell_number: string;
  length: number;
  width: number;
  height: number;
  month_rate: number;
  status: string;
  lock_status: LockStatus;
  lock_bu_uuid: string | null;
  lock_cu_id: number | null;
  lock_number: number | null;
  relock_at: string | null;
  climate: number;
}
export interface OrderRow {
  id: number;
  number: number;
  customer_id: number;
  cell_id: number;
  state: OrderState;
  begin_date: string;
  end_date: string;
  paid_until: string | null;
  rate: number;
  days: number;
  pay_days: number;
  discount_percent: number;
  deposit: number;
  reserved_until: string | null;
  confirm_until: string | null;
  fee_stage: number;
  closed_reason: string | null;
  created_at: string;
  updated_at: string;
}
export interface AgreementRow {
  id: number;
  number: string;
  uuid: string;
  order_id: number;
  customer_id: number;
  kind: string;
  status: string;
  sign_system: string;
  need_change: number;
  generated_path: string | null;
  signed_path: string | null;
  signed_at: string | null;
  files_ready_at: string | null;
  created_at: string;
}
export interface InvoiceRow {
  id: number;
  number: string;
  order_id: number;
  customer_id: number;
  kind: string;
  begin_period: string;
  end_period: string;
  days: number;
  price: number;
  nds: number;
  status_id: number;
  payment_hash: string | null;
  /** when the pending payment started (the page opened, a provider token issued) */
  payment_started_at: string | null;
  /** when an unconfirmed pending payment lapses; null while none is pending or the provider holds it */
  payment_expires_at: string | null;
  paid_at: string | null;
  created_at: string;
}

export const INVOICE_UNPAID = 1;
export const INVOICE_PAID = 3;
/** States of the active list; everything else is history. */
export const LIVE_STATES = ['active', 'reserved', 'rezerved', 'pre-signed', 'not-active', 'debt'];

export function placeData(p: PlaceRow): PlaceData {
  return JSON.parse(p.data) as PlaceData;
}

export function customerData(c: CustomerRow): Record<string, any> {
  try {
    return JSON.parse(c.data || '{}') as Record<string, any>;
  } catch {
    return {};
  }
}

export function nextCounter(db: Db, name: string, start: number): number {
  const row = db.prepare('SELECT value FROM counters WHERE name = ?').get(name) as { value: number } | undefined;
  const value = row ? Number(row.value) + 1 : start;
  db.prepare('INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, value);
  return value;
}

export function uuidFrom(seed: string): string {
  const h = crypto.createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function token(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(18).toString('base64url')}`;
}
