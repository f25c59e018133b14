import crypto from 'node:crypto';
import type { CustomerRow, Sandbox } from '../context.ts';
import { vatIncluded } from './pricing.ts';
import { addDays, nowIso, today } from './time.ts';
import { contractHtml } from './files.ts';
import {
  INVOICE_PAID,
  INVOICE_UNPAID,
  nextCounter,
  uuidFrom,
  type AgreementRow,
  type CellRow,
  type InvoiceRow,
  type OrderRow,
} from './rows.ts';
import { cellById, contractOf, placeById } from './queries.ts';

// Writes shared by handlers, the seed, the provider states and the payment page.

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

/**
 * Marks an invoice paid and moves the order: paid-until forward; a debt paid up (fees included) is active again;
 * a signed, unconfirmed order (`not-active`) only by its first invoice (the paid period plus the deposit). A
 * payment the provider started (`paymentId`) settles its pending row; otherwise a succeeded row is recorded.
 */
export function markInvoicePaid(
  sb: Sandbox,
  inv: InvoiceRow,
  provider: string,
  last4: string | null,
  opts: { paymentId?: string } = {},
): void {
  if (inv.status_id === INVOICE_PAID) return;
  const now = nowIso(sb);
  sb.db
    .prepare(
      'UPDATE invoices SET status_id = ?, paid_at = ?, payment_hash = NULL, payment_started_at = NULL, payment_expires_at = NULL WHERE id = ?',
    )
    .run(INVOICE_PAID, now, inv.id);
  const settled = opts.paymentId
    ? Number(
        sb.db
          .prepare("UPDATE payments SET status = 'succeeded', card_last4 = ? WHERE invoice_id = ? AND payment_id = ?")
          .run(last4, inv.id, opts.paymentId).changes,
      )
    : 0;
  if (!settled)
    sb.db
      .prepare('INSERT INTO payments (invoice_id, provider, card_last4, status, payment_id, amount, created_at) VALUES (?,?,?,?,?,?,?)')
      .run(inv.id, provider, last4, 'succeeded', opts.paymentId ?? null, inv.price, now);
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
  const activates =
    o.state === 'debt' ? Boolean(o.paid_until && o.paid_until >= t) : o.state === 'not-active' ? inv.kind === 'first' : false;
  if (activates && signed && unpaidFees === 0) {
    sb.db.prepare("UPDATE orders SET state = 'active', fee_stage = 0, updated_at = ? WHERE id = ?").run(now, o.id);
  }
}
