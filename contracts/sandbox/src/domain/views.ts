import type { agreementSchema, boxSchema, documentSchema, invoiceSchema, lockSchema, orderSchema, placeSchema } from '@sb/contracts';
import type { CustomerRow, Sandbox } from '../context.ts';
import { type Accepts, withExtras } from '../answer.ts';
import { ceilKop } from './pricing.ts';
import { signFileLink } from './file-links.ts';
import { diffDays, ru, today } from './time.ts';
import {
  INVOICE_PAID,
  customerData,
  placeData,
  type AgreementRow,
  type CellRow,
  type InvoiceRow,
  type OrderRow,
  type PlaceRow,
} from './rows.ts';
import { cellById, contractOf, placeById } from './queries.ts';
import { paymentPageOf } from './payments.ts';

// The answers' shapes (the contracts' schemas) built from rows; what the contracts do not define is marked as an
// extra.

/** A day a row holds (always a valid `yyyy-MM-dd`) as `dd.MM.yyyy` (not the contracts' `dayOf`, a day number). */
const ruDay = (iso: string): string => ru(iso) as string;

export function photoLinks(p: PlaceRow): string[] {
  const n = placeData(p).photos;
  return Array.from({ length: n }, (_, i) => `/static/photos/places/${encodeURIComponent(p.code)}/${i + 1}.svg`);
}

export function placeView(sb: Sandbox, p: PlaceRow): Accepts<typeof placeSchema> {
  const d = placeData(p);
  const city = sb.db.prepare('SELECT * FROM cities WHERE id = ?').get(p.city_id) as { name: string; name_en: string; id: number };
  const photos = photoLinks(p);
  return withExtras(
    {
      id: p.id,
      code: p.code,
      name: p.name,
      address: p.address,
      phone: p.phone,
      city_name: city.name,
      subway: p.subway,
      photo: photos[0] ?? null,
      photos,
      managers: d.managers,
      complectation: d.services.map((uuid) => ({ uuid })),
      work_hours: d.work_hours,
      climate: d.climate,
      maps: d.maps
        ? {
            road: `/static/maps/${encodeURIComponent(p.code)}/road.html`,
            office: `/static/maps/${encodeURIComponent(p.code)}/office.html`,
            tour: `/static/maps/${encodeURIComponent(p.code)}/tour.html`,
          }
        : null,
    },
    { city_name_en: city.name_en, city_id: city.id, access_24: true, payment_provider: d.payment_provider ?? 'card' },
  );
}

export function boxView(sb: Sandbox, c: CellRow, p?: PlaceRow): Accepts<typeof boxSchema> {
  const place = p ?? placeById(sb, c.place_id);
  const free = c.status === 'free';
  return withExtras(
    {
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
      lock: c.lock_status !== 'unregistered',
      climate: c.climate === 1,
    },
    { place_id: place.id, floor_cell_number: c.floor_cell_number },
  );
}

export function lockView(c: CellRow): Accepts<typeof lockSchema> {
  return {
    lock_status: c.lock_status,
    BuUuid: c.lock_bu_uuid,
    CuId: c.lock_cu_id,
    Lock: c.lock_number,
  };
}

/** Links of a contract appear once its files are ready (a few seconds after signing), signed for a while. */
export function agreementLinks(sb: Sandbox, a: AgreementRow): { generated: string | null; signed: string | null } {
  const ready = !a.files_ready_at || Date.parse(a.files_ready_at) <= sb.clock.nowMs();
  return {
    generated: a.generated_path && ready ? signFileLink(sb, a.generated_path) : null,
    signed: a.signed_path && ready ? signFileLink(sb, a.signed_path) : null,
  };
}

export function agreementView(sb: Sandbox, a: AgreementRow): Accepts<typeof agreementSchema> {
  const links = agreementLinks(sb, a);
  return withExtras(
    {
      number: a.number,
      uuid: a.uuid,
      signed: links.signed,
      generated: links.generated,
      need_change: a.need_change === 1,
      sign_system: a.sign_system,
    },
    { status: a.status, document_type: a.kind },
  );
}

export function invoiceView(
  sb: Sandbox,
  inv: InvoiceRow,
  ctx?: { order?: OrderRow; customer?: CustomerRow; cell?: CellRow; place?: PlaceRow },
): Accepts<typeof invoiceSchema> {
  const order = ctx?.order ?? (sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(inv.order_id) as unknown as OrderRow);
  const customer = ctx?.customer ?? (sb.db.prepare('SELECT * FROM customers WHERE id = ?').get(inv.customer_id) as unknown as CustomerRow);
  const cell = ctx?.cell ?? (cellById(sb, order.cell_id) as CellRow);
  const place = ctx?.place ?? placeById(sb, cell.place_id);
  const pending = inv.status_id !== INVOICE_PAID && inv.payment_hash;
  return withExtras(
    {
      number: inv.number,
      beginPeriod: ruDay(inv.begin_period),
      endPeriod: ruDay(inv.end_period),
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
      // the pending payment mark: since when, and when an unconfirmed one lapses (null: none, or the provider holds it)
      paymentStartedAt: pending ? inv.payment_started_at : null,
      paymentExpiresAt: pending ? inv.payment_expires_at : null,
      kind: inv.kind,
    },
    {
      order_number: order.number,
      // the payment page, with a reference issued to the owner (the answer only goes to the owner)
      payment_page: paymentPageOf(sb, inv),
    },
  );
}

export function displayName(c: CustomerRow): string {
  if (c.legal_type === 1) return String(customerData(c).company?.name ?? c.fio ?? '');
  return c.fio ?? '';
}

export function orderView(sb: Sandbox, o: OrderRow, customer: CustomerRow): Accepts<typeof orderSchema> {
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
    place: withExtras(
      { code: place.code, name: place.name, address: place.address, phone: place.phone, work_hours: pd.work_hours },
      {
        id: place.id,
        address_title: `${place.name}, ${place.subway ? `м. ${place.subway}` : place.address}`,
        access_24: true,
        climate: pd.climate,
        subway: place.subway,
      },
    ),
    cell: withExtras(
      {
        name: cell.name,
        begin: ruDay(o.begin_date),
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
      },
      { price_per_m2: ceilKop(o.rate / cell.size) },
    ),
    agreement: contract ? agreementView(sb, contract) : null,
    contract_link: links.signed ?? links.generated,
    reserved_until: heldUntil(o),
    invoices: invoices.map((inv) => invoiceView(sb, inv, { order: o, customer, cell, place })),
    confirm_until: ru(o.confirm_until?.slice(0, 10)),
    overdue_days: overdue,
    closed_reason: o.closed_reason,
  };
}

/**
 * The day a held order is cancelled unless signed: a reservation's, and a re-made contract's (`pre-signed`, held for
 * 4 days as a reservation is) — the deadline the sandbox keeps, so the cabinet can show it.
 */
function heldUntil(o: OrderRow): string | null {
  return o.state === 'reserved' || o.state === 'rezerved' || o.state === 'pre-signed' ? ru(o.reserved_until?.slice(0, 10)) : null;
}

export function documentView(sb: Sandbox, a: AgreementRow): Accepts<typeof documentSchema> {
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
    reserved_until: heldUntil(o),
    place: { code: place.code, name: place.name, cell: { name: cell.name } },
  };
}
