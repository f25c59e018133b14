import crypto from 'node:crypto';
import type { CustomerRow, Sandbox } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http.ts';
import { calculate, priceFor, vatIncluded, ceilKop } from './pricing.ts';
import { addDays, diffDays, nowIso, ru, today } from './time.ts';
import { contractHtml } from './files.ts';

// ---------------------------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------------------------

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
  lock_status: string;
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
  state: string;
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

// ---------------------------------------------------------------------------------------------------------------
// Lookups scoped to a customer: another customer's things are 'not found'.
// ---------------------------------------------------------------------------------------------------------------

export function orderOf(sb: Sandbox, customer: CustomerRow, number: number): OrderRow {
  const row = sb.db.prepare('SELECT * FROM orders WHERE number = ? AND customer_id = ?').get(number, customer.id) as OrderRow | undefined;
  if (!row) throw new HttpError(404, 'order item not found', { errorCode: 'ORDER_NOT_FOUND', code: 404 });
  return row;
}

export function cellById(sb: Sandbox, id: number): CellRow | undefined {
  return sb.db.prepare('SELECT * FROM cells WHERE id = ?').get(id) as CellRow | undefined;
}

export function placeById(sb: Sandbox, id: number): PlaceRow {
  return sb.db.prepare('SELECT * FROM places WHERE id = ?').get(id) as unknown as PlaceRow;
}

export function agreementsOfOrder(sb: Sandbox, orderId: number): AgreementRow[] {
  return sb.db.prepare('SELECT * FROM agreements WHERE order_id = ? ORDER BY id').all(orderId) as unknown as AgreementRow[];
}

/** The contract of an order (the newest one; re-made bookings replace it). */
export function contractOf(sb: Sandbox, orderId: number): AgreementRow | undefined {
  return sb.db.prepare("SELECT * FROM agreements WHERE order_id = ? AND kind = 'contract' ORDER BY id DESC LIMIT 1").get(orderId) as
    AgreementRow | undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Views: the contract shapes
// ---------------------------------------------------------------------------------------------------------------

export function photoLinks(p: PlaceRow): string[] {
  const n = placeData(p).photos;
  return Array.from({ length: n }, (_, i) => `/static/photos/places/${encodeURIComponent(p.code)}/${i + 1}.svg`);
}

export function placeView(sb: Sandbox, p: PlaceRow): Record<string, unknown> {
  const d = placeData(p);
  const city = sb.db.prepare('SELECT * FROM cities WHERE id = ?').get(p.city_id) as { name: string; name_en: string; id: number };
  const photos = photoLinks(p);
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    address: p.address,
    phone: p.phone,
    city_name: city.name,
    city_name_en: city.name_en,
    city_id: city.id,
    subway: p.subway,
    photo: photos[0] ?? null,
    photos,
    managers: d.managers,
    complectation: d.services.map((uuid) => ({ uuid })),
    work_hours: d.work_hours,
    access_24: true,
    climate: d.climate,
    maps: d.maps
      ? {
          road: `/static/maps/${encodeURIComponent(p.code)}/road.html`,
          office: `/static/maps/${encodeURIComponent(p.code)}/office.html`,
          tour: `/static/maps/${encodeURIComponent(p.code)}/tour.html`,
        }
      : null,
    payment_provider: d.payment_provider ?? 'card',
  };
}

export function boxView(sb: Sandbox, c: CellRow, p?: PlaceRow): Record<string, unknown> {
  const place = p ?? placeById(sb, c.place_id);
  const free = c.status === 'free';
  return {
    cell_id: c.id,
    name: c.name,
    size: Math.round(c.size * 100) / 100,
    floor: c.floor,
    length: c.length,
    width: c.width,
    height: c.height,
    month_rate: c.month_rate,
    free,
    status: c.status,
    place: free ? place.code : null,
    /** the box's own code (its name); the warehouse is `place_code` */
    code: c.name,
    place_code: place.code,
    place_id: place.id,
    floor_cell_number: c.floor_cell_number,
    lock: c.lock_status !== 'unregistered',
    climate: c.climate === 1,
  };
}

export function lockView(c: CellRow): Record<string, unknown> {
  return {
    lock_status: c.lock_status,
    BuUuid: c.lock_bu_uuid,
    CuId: c.lock_cu_id,
    Lock: c.lock_number,
  };
}

/** Links of a contract appear once its files are ready (a few seconds after signing). */
export function agreementLinks(sb: Sandbox, a: AgreementRow): { generated: string | null; signed: string | null } {
  const ready = !a.files_ready_at || Date.parse(a.files_ready_at) <= sb.clock.nowMs();
  return {
    generated: a.generated_path && ready ? a.generated_path : null,
    signed: a.signed_path && ready ? a.signed_path : null,
  };
}

export function agreementView(sb: Sandbox, a: AgreementRow): Record<string, unknown> {
  const links = agreementLinks(sb, a);
  return {
    number: a.number,
    uuid: a.uuid,
    signed: links.signed,
    generated: links.generated,
    need_change: a.need_change === 1,
    sign_system: a.sign_system,
    status: a.status,
    document_type: a.kind,
  };
}

export function invoiceView(
  sb: Sandbox,
  inv: InvoiceRow,
  ctx?: { order?: OrderRow; customer?: CustomerRow; cell?: CellRow; place?: PlaceRow },
): Record<string, unknown> {
  const order = ctx?.order ?? (sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(inv.order_id) as unknown as OrderRow);
  const customer = ctx?.customer ?? (sb.db.prepare('SELECT * FROM customers WHERE id = ?').get(inv.customer_id) as unknown as CustomerRow);
  const cell = ctx?.cell ?? (cellById(sb, order.cell_id) as CellRow);
  const place = ctx?.place ?? placeById(sb, cell.place_id);
  return {
    number: inv.number,
    beginPeriod: ru(inv.begin_period),
    endPeriod: ru(inv.end_period),
    price: inv.price,
    status: { id: inv.status_id },
    place: { code: place.code },
    paymentPublicKey: 'pk_sandbox_0000000000000000',
    paymentHash: inv.status_id === INVOICE_PAID ? null : inv.payment_hash,
    boxSize: Math.round(cell.size * 100) / 100,
    nds: inv.nds,
    clientName: displayName(customer),
    clientEmail: customer.email ?? null,
    clientPhone: customer.phone,
    paid: inv.status_id === INVOICE_PAID,
    paidTill: inv.kind === 'fee' ? null : ru(inv.end_period),
    days: inv.days,
    kind: inv.kind,
    order_number: order.number,
    payment_page: `/__sandbox/pay?invoice=${encodeURIComponent(inv.number)}`,
  };
}

export function displayName(c: CustomerRow): string {
  if (c.legal_type === 1) return String(customerData(c).company?.name ?? c.fio ?? '');
  return c.fio ?? '';
}

export function orderView(sb: Sandbox, o: OrderRow, customer: CustomerRow): Record<string, unknown> {
  const cell = cellById(sb, o.cell_id) as CellRow;
  const place = placeById(sb, cell.place_id);
  const pd = placeData(place);
  const contract = contractOf(sb, o.id);
  const invoices = sb.db.prepare('SELECT * FROM invoices WHERE order_id = ? ORDER BY id').all(o.id) as unknown as InvoiceRow[];
  const t = today(sb);
  const overdue = o.state === 'debt' && o.paid_until ? Math.max(0, diffDays(o.paid_until, t) - 0) : 0;
  const links = contract ? agreementLinks(sb, contract) : { generated: null, signed: null };
  return {
    number: o.number,
    state: o.state,
    place: {
      code: place.code,
      name: place.name,
      id: place.id,
      address: place.address,
      address_title: `${place.name}, ${place.subway ? `м. ${place.subway}` : place.address}`,
      phone: place.phone,
      work_hours: pd.work_hours,
      access_24: true,
      climate: pd.climate,
      subway: place.subway,
    },
    cell: {
      name: cell.name,
      begin: ru(o.begin_date),
      end: ru(o.end_date),
      paid_until: ru(o.paid_until),
      rate: o.rate,
      size: Math.round(cell.size * 100) / 100,
      floor_number: cell.floor,
      floor_cell_number: String(cell.floor_cell_number),
      cell_id: cell.id,
      length: cell.length,
      width: cell.width,
      height: cell.height,
      climate: cell.climate === 1,
      lock: cell.lock_status === 'unregistered' ? { lock_status: 'unregistered', BuUuid: null, CuId: null, Lock: null } : lockView(cell),
      price_per_m2: ceilKop(o.rate / cell.size),
    },
    agreement: contract ? agreementView(sb, contract) : null,
    contract_link: links.signed ?? links.generated,
    reserved_until: o.state === 'reserved' || o.state === 'rezerved' ? ru(o.reserved_until?.slice(0, 10)) : null,
    confirm_until: ru(o.confirm_until?.slice(0, 10)),
    overdue_days: overdue,
    closed_reason: o.closed_reason,
    invoices: invoices.map((inv) => invoiceView(sb, inv, { order: o, customer, cell, place })),
  };
}

export function documentView(sb: Sandbox, a: AgreementRow): Record<string, unknown> {
  const o = sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(a.order_id) as unknown as OrderRow;
  const cell = cellById(sb, o.cell_id) as CellRow;
  const place = placeById(sb, cell.place_id);
  const links = agreementLinks(sb, a);
  return {
    agreement_uuid: a.uuid,
    agreement_number: a.number,
    agreement_status: a.status,
    agreement_signed: links.signed,
    agreement_generated: links.generated,
    sign_system: a.sign_system,
    need_change: a.need_change === 1,
    order_number: o.number,
    order_state: o.state,
    document_type: a.kind === 'act' ? 'act' : 'contract',
    reserved_until: o.state === 'reserved' || o.state === 'rezerved' ? ru(o.reserved_until?.slice(0, 10)) : null,
    place: { code: place.code, name: place.name, cell: { name: cell.name } },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes shared by handlers, the seed and the payment page
// ---------------------------------------------------------------------------------------------------------------

export function createInvoice(
  sb: Sandbox,
  o: OrderRow,
  kind: string,
  begin: string,
  days: number,
  price: number,
  opts: { paid?: boolean; hash?: string | null } = {},
): InvoiceRow {
  const n = Number((sb.db.prepare('SELECT count(*) AS n FROM invoices WHERE order_id = ?').get(o.id) as { n: number }).n) + 1;
  let number = `INV-${o.number}-${n}`;
  if (sb.db.prepare('SELECT 1 FROM invoices WHERE number = ?').get(number))
    number = `INV-${o.number}-${n}-${nextCounter(sb.db, 'invoice', 1)}`;
  const end = days > 0 ? addDays(begin, days - 1) : begin;
  const now = nowIso(sb);
  sb.db
    .prepare(
      'INSERT INTO invoices (number, order_id, customer_id, kind, begin_period, end_period, days, price, nds, status_id, payment_hash, paid_at, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)',
    )
    .run(
      number,
      o.id,
      o.customer_id,
      kind,
      begin,
      end,
      days,
      price,
      vatIncluded(price),
      opts.paid ? INVOICE_PAID : INVOICE_UNPAID,
      opts.hash ?? null,
      opts.paid ? now : null,
      now,
    );
  return sb.db.prepare('SELECT * FROM invoices WHERE number = ?').get(number) as unknown as InvoiceRow;
}

/** Generates the contract file (HTML) of an agreement and, when signed, the signed copy. */
export function writeAgreementFiles(sb: Sandbox, a: AgreementRow, signed: boolean): void {
  const o = sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(a.order_id) as unknown as OrderRow;
  const customer = sb.db.prepare('SELECT * FROM customers WHERE id = ?').get(a.customer_id) as unknown as CustomerRow;
  const cell = cellById(sb, o.cell_id) as CellRow;
  const place = placeById(sb, cell.place_id);
  const base = `/files/contracts/${a.uuid}`;
  const generated = `${base}/${encodeURIComponent(a.number)}.html`;
  const now = nowIso(sb);
  const put = sb.db.prepare(
    'INSERT INTO files (path, customer_id, filename, content_type, content, available, ready_at, created_at) VALUES (?,?,?,?,?,?,?,?) ON CONFLICT(path) DO UPDATE SET content = excluded.content, available = excluded.available, ready_at = excluded.ready_at',
  );
  const kindName = a.kind === 'act' ? 'Акт' : 'Договор';
  put.run(
    generated,
    a.customer_id,
    `${kindName} ${a.number}.html`,
    'text/html; charset=utf-8',
    contractHtml({ a, o, customer, cell, place, signed: false, signedAt: null }),
    0,
    a.files_ready_at,
    now,
  );
  let signedPath: string | null = null;
  if (signed) {
    signedPath = `${base}/${encodeURIComponent(a.number)}-signed.html`;
    put.run(
      signedPath,
      a.customer_id,
      `${kindName} ${a.number} (подписан).html`,
      'text/html; charset=utf-8',
      contractHtml({ a, o, customer, cell, place, signed: true, signedAt: a.signed_at ?? now }),
      1,
      a.files_ready_at,
      now,
    );
  }
  sb.db.prepare('UPDATE agreements SET generated_path = ?, signed_path = ? WHERE id = ?').run(generated, signedPath, a.id);
}

export function createAgreement(
  sb: Sandbox,
  o: OrderRow,
  opts: { kind?: string; status?: string; signSystem?: string; needChange?: boolean; signedAt?: string | null; seedKey?: string } = {},
): AgreementRow {
  const kind = opts.kind ?? 'contract';
  const k =
    Number((sb.db.prepare('SELECT count(*) AS n FROM agreements WHERE order_id = ? AND kind = ?').get(o.id, kind) as { n: number }).n) + 1;
  const prefix = kind === 'act' ? 'ACT' : 'D';
  let number = k === 1 ? `${prefix}-${o.number}` : `${prefix}-${o.number}-${k}`;
  if (sb.db.prepare('SELECT 1 FROM agreements WHERE number = ?').get(number))
    number = `${prefix}-${o.number}-${k}-${nextCounter(sb.db, 'agreement', 1)}`;
  const uuid = opts.seedKey ? uuidFrom(opts.seedKey) : crypto.randomUUID();
  const now = nowIso(sb);
  sb.db
    .prepare(
      'INSERT INTO agreements (number, uuid, order_id, customer_id, kind, status, sign_system, need_change, signed_at, created_at) VALUES (?,?,?,?,?,?,?,?,?,?)',
    )
    .run(
      number,
      uuid,
      o.id,
      o.customer_id,
      kind,
      opts.status ?? 'new',
      opts.signSystem ?? 'eds',
      opts.needChange ? 1 : 0,
      opts.signedAt ?? null,
      now,
    );
  const a = sb.db.prepare('SELECT * FROM agreements WHERE number = ?').get(number) as unknown as AgreementRow;
  if (a.sign_system !== 'no') writeAgreementFiles(sb, a, a.status === 'active' || a.status === 'archived');
  return sb.db.prepare('SELECT * FROM agreements WHERE id = ?').get(a.id) as unknown as AgreementRow;
}

export function freeCell(sb: Sandbox, cellId: number): void {
  sb.db
    .prepare(
      "UPDATE cells SET status = 'free', lock_status = CASE WHEN lock_status = 'unregistered' THEN 'unregistered' ELSE 'locked' END, relock_at = NULL WHERE id = ?",
    )
    .run(cellId);
}

export function archiveOrder(sb: Sandbox, o: OrderRow, reason: string): void {
  sb.db.prepare("UPDATE orders SET state = 'archived', closed_reason = ?, updated_at = ? WHERE id = ?").run(reason, nowIso(sb), o.id);
  sb.db.prepare("UPDATE agreements SET status = 'archived' WHERE order_id = ? AND status = 'active'").run(o.id);
  sb.db.prepare("UPDATE agreements SET status = 'cancelled' WHERE order_id = ? AND status IN ('new')").run(o.id);
  freeCell(sb, o.cell_id);
}

/** Marks an invoice paid and moves the order: paid-until forward, debt or not-active to active. */
export function markInvoicePaid(sb: Sandbox, inv: InvoiceRow, provider: string, last4: string | null): void {
  if (inv.status_id === INVOICE_PAID) return;
  const now = nowIso(sb);
  sb.db.prepare('UPDATE invoices SET status_id = ?, paid_at = ?, payment_hash = NULL WHERE id = ?').run(INVOICE_PAID, now, inv.id);
  sb.db
    .prepare('INSERT INTO payments (invoice_id, provider, card_last4, status, amount, created_at) VALUES (?,?,?,?,?,?)')
    .run(inv.id, provider, last4, 'succeeded', inv.price, now);
  const o = sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(inv.order_id) as unknown as OrderRow;
  if (inv.kind !== 'fee') {
    const paidUntil = !o.paid_until || inv.end_period > o.paid_until ? inv.end_period : o.paid_until;
    sb.db.prepare('UPDATE orders SET paid_until = ?, updated_at = ? WHERE id = ?').run(paidUntil, now, o.id);
    o.paid_until = paidUntil;
  }
  const t = today(sb);
  const unpaidFees = Number(
    (sb.db.prepare("SELECT count(*) AS n FROM invoices WHERE order_id = ? AND kind = 'fee' AND status_id != 3").get(o.id) as { n: number })
      .n,
  );
  const contract = contractOf(sb, o.id);
  const signed = !contract || contract.status === 'active' || contract.sign_system === 'no';
  if ((o.state === 'debt' || o.state === 'not-active') && signed && o.paid_until && o.paid_until >= t && unpaidFees === 0) {
    sb.db.prepare("UPDATE orders SET state = 'active', fee_stage = 0, updated_at = ? WHERE id = ?").run(now, o.id);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The day-based rules, applied lazily from the sandbox clock before every call
// ---------------------------------------------------------------------------------------------------------------

export const FEE_14 = 250;
export const FEE_25 = 1000;

export function tick(sb: Sandbox): void {
  const now = nowIso(sb);
  const t = today(sb);
  const db = sb.db;
  // locks relock after the configured time
  db.prepare(
    "UPDATE cells SET lock_status = 'locked', relock_at = NULL WHERE lock_status = 'open' AND relock_at IS NOT NULL AND relock_at <= ?",
  ).run(now);
  // a free reservation lasts 4 days; an unconfirmed order (signed and deposit paid) is cancelled after 5 days
  const expired = db
    .prepare(
      "SELECT * FROM orders WHERE (state IN ('reserved','rezerved','pre-signed') AND reserved_until IS NOT NULL AND reserved_until <= ?) OR (state = 'not-active' AND confirm_until IS NOT NULL AND confirm_until <= ?)",
    )
    .all(now, now) as unknown as OrderRow[];
  for (const o of expired) archiveOrder(sb, o, o.state === 'not-active' ? 'not-confirmed' : 'reservation-expired');
  // paid-until passed: debt
  db.prepare("UPDATE orders SET state = 'debt', updated_at = ? WHERE state = 'active' AND paid_until IS NOT NULL AND paid_until < ?").run(
    now,
    t,
  );
  // late fees at 14 and 25 days, termination at 30
  const debts = db.prepare("SELECT * FROM orders WHERE state = 'debt' AND paid_until IS NOT NULL").all() as unknown as OrderRow[];
  for (const o of debts) {
    const overdue = diffDays(o.paid_until as string, t);
    if (overdue >= 30) {
      archiveOrder(sb, o, 'terminated-for-debt');
      continue;
    }
    if (overdue >= 14 && o.fee_stage < 1) {
      createInvoice(sb, o, 'fee', addDays(o.paid_until as string, 14), 0, FEE_14);
      db.prepare('UPDATE orders SET fee_stage = 1 WHERE id = ?').run(o.id);
    }
    if (overdue >= 25 && o.fee_stage < 2) {
      createInvoice(sb, o, 'fee', addDays(o.paid_until as string, 25), 0, FEE_25);
      db.prepare('UPDATE orders SET fee_stage = 2 WHERE id = ?').run(o.id);
    }
  }
  // EDS issuance progresses with time
  const eds = db
    .prepare(
      "SELECT id, eds_status, eds_started_at FROM customers WHERE eds_fixed = 0 AND eds_status IN ('partner-initialization-start','initialization') AND eds_started_at IS NOT NULL",
    )
    .all() as Array<{ id: number; eds_status: string; eds_started_at: string }>;
  for (const c of eds) {
    const elapsed = (sb.clock.nowMs() - Date.parse(c.eds_started_at)) / 1000;
    const ready = sb.config.edsReadySeconds;
    const status = elapsed >= ready ? 'available' : elapsed >= ready / 2 ? 'initialization' : 'partner-initialization-start';
    if (status !== c.eds_status) db.prepare('UPDATE customers SET eds_status = ? WHERE id = ?').run(status, c.id);
  }
}

/** Quote of a booking: the calculation for a free box. */
export function quote(rate: number, days: number, payDays: number) {
  return calculate(rate, days, payDays);
}

export { priceFor };
