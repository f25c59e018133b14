import crypto from 'node:crypto';
import type { CustomerRow, Sandbox } from '../context.ts';
import { HttpError } from '../http.ts';
import { nowIso } from './time.ts';
import { INVOICE_PAID, type InvoiceRow } from './rows.ts';
import { markInvoicePaid } from './commands.ts';

// Payments as an acquiring provider keeps them: a payment page opens only with a reference issued to the invoice's
// owner (signed with the sandbox's secret, so nobody can make one up from an invoice number), opening it marks the
// invoice pending, a cancel or a declined card clears the mark, and an unconfirmed mark lapses after
// `paymentPendingMinutes` of the sandbox clock.

export type PaymentProvider = 'sandbox-card' | 'yookassa';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** What a payment reference stands for. */
export interface PaymentRef {
  customerId: number;
  invoices: InvoiceRow[];
  provider: PaymentProvider;
  paymentId: string;
}

const REF_PREFIX = 'sbp1';

/** The signing secret: `SANDBOX_PAYMENT_SECRET`, else one made for this database (kept in its meta table). */
function secret(sb: Sandbox): string {
  if (process.env.SANDBOX_PAYMENT_SECRET) return process.env.SANDBOX_PAYMENT_SECRET;
  const row = sb.db.prepare("SELECT value FROM meta WHERE key = 'payment_secret'").get() as { value: string } | undefined;
  if (row) return row.value;
  const value = crypto.randomBytes(32).toString('base64url');
  sb.db.prepare("INSERT INTO meta (key, value) VALUES ('payment_secret', ?)").run(value);
  return value;
}

function sign(sb: Sandbox, payload: string): string {
  return crypto.createHmac('sha256', secret(sb)).update(`${REF_PREFIX}.${payload}`).digest('base64url');
}

/** A reference to pay `invoices` of a customer: `sbp1.<payload>.<signature>`. */
export function issueRef(sb: Sandbox, customerId: number, invoices: string[], provider: PaymentProvider, paymentId: string): string {
  const payload = Buffer.from(JSON.stringify({ c: customerId, i: invoices, p: provider, id: paymentId })).toString('base64url');
  return `${REF_PREFIX}.${payload}.${sign(sb, payload)}`;
}

/** The card payment reference of one invoice, issued to its owner (the same for every call). */
export function cardRef(sb: Sandbox, inv: InvoiceRow): string {
  return issueRef(sb, inv.customer_id, [inv.number], 'sandbox-card', `sp-${inv.number}`);
}

/** The sandbox payment page of an unpaid invoice, for its owner. */
export function paymentPageOf(sb: Sandbox, inv: InvoiceRow): string | null {
  return inv.status_id === INVOICE_PAID ? null : `/__sandbox/pay?ref=${encodeURIComponent(cardRef(sb, inv))}`;
}

const refused = () =>
  new HttpError(403, 'this payment link is not valid: open the payment from your cabinet', { errorCode: 'PAYMENT_FORBIDDEN', code: 403 });

/** Checks a reference (its signature, its owner) and finds its invoices; refuses with 403 otherwise. */
export function readRef(sb: Sandbox, ref: string | null | undefined): PaymentRef {
  const [prefix, payload, signature] = String(ref ?? '').split('.');
  if (prefix !== REF_PREFIX || !payload || !signature) throw refused();
  const expected = Buffer.from(sign(sb, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw refused();
  let data: { c?: unknown; i?: unknown; p?: unknown; id?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof data;
  } catch {
    throw refused();
  }
  const numbers = Array.isArray(data.i) ? data.i.map(String) : [];
  const customerId = data.c;
  const paymentId = data.id;
  if (typeof customerId !== 'number' || !numbers.length || typeof paymentId !== 'string') throw refused();
  const invoices = numbers.map((n) => {
    const inv = sb.db.prepare('SELECT * FROM invoices WHERE number = ? AND customer_id = ?').get(n, customerId) as InvoiceRow | undefined;
    if (!inv) throw refused();
    return inv;
  });
  const provider: PaymentProvider = data.p === 'yookassa' ? 'yookassa' : 'sandbox-card';
  if (provider === 'yookassa') {
    // a provider's payment lives while it is pending: a cancelled, declined or lapsed one cannot be paid again
    const pending = sb.db.prepare("SELECT 1 FROM payments WHERE payment_id = ? AND status = 'pending'").get(paymentId);
    if (!pending && invoices.some((i) => i.status_id !== INVOICE_PAID))
      throw new HttpError(410, 'this payment has ended: start the payment again from your cabinet', {
        errorCode: 'PAYMENT_ENDED',
        code: 410,
      });
  }
  return { customerId, invoices, provider, paymentId };
}

/** The invoice of a customer, for the owner's session ('not found' for anybody else). */
export function ownInvoice(sb: Sandbox, customer: CustomerRow, number: string): InvoiceRow {
  const inv = sb.db.prepare('SELECT * FROM invoices WHERE number = ? AND customer_id = ?').get(number, customer.id) as
    InvoiceRow | undefined;
  if (!inv) throw new HttpError(404, `invoice ${number} not found`, { errorCode: 'INVOICE_NOT_FOUND', code: 404 });
  return inv;
}

/** Marks invoices pending for a payment (kept when one is already pending). */
export function markPending(sb: Sandbox, invoices: InvoiceRow[], paymentId: string): void {
  const started = sb.clock.nowMs();
  const expires = new Date(started + sb.config.paymentPendingMinutes * 60_000).toISOString();
  for (const inv of invoices) {
    sb.db
      .prepare(
        'UPDATE invoices SET payment_hash = ?, payment_started_at = ?, payment_expires_at = ? WHERE id = ? AND status_id != 3 AND payment_hash IS NULL',
      )
      .run(paymentId, new Date(started).toISOString(), expires, inv.id);
  }
}

/** Clears the pending mark of invoices; their provider's pending payments end with `status`. */
export function clearPending(sb: Sandbox, invoices: InvoiceRow[], status: 'cancelled' | 'declined' | 'expired'): void {
  for (const inv of invoices) {
    sb.db.prepare('UPDATE invoices SET payment_hash = NULL, payment_started_at = NULL, payment_expires_at = NULL WHERE id = ?').run(inv.id);
    sb.db.prepare("UPDATE payments SET status = ? WHERE invoice_id = ? AND status = 'pending'").run(status, inv.id);
  }
}

/** The day rules' part: an unconfirmed pending mark lapses at its time. */
export function expirePendingPayments(sb: Sandbox): void {
  const lapsed = sb.db
    .prepare('SELECT * FROM invoices WHERE payment_expires_at IS NOT NULL AND payment_expires_at <= ? AND status_id != 3')
    .all(nowIso(sb)) as unknown as InvoiceRow[];
  clearPending(sb, lapsed, 'expired');
}

export interface PayResult {
  success: boolean;
  message: string;
  invoice: string;
  status: number;
}

/** Pays the invoices of a payment with a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
export function payWithCard(sb: Sandbox, ref: PaymentRef, card: string): PayResult {
  const digits = String(card ?? '').replace(/\D/g, '');
  const first = ref.invoices[0] as InvoiceRow;
  const unpaid = ref.invoices.filter((i) => i.status_id !== INVOICE_PAID);
  if (!unpaid.length) return { success: true, message: 'already paid', invoice: first.number, status: INVOICE_PAID };
  if (digits === TEST_CARDS.success) {
    for (const inv of unpaid) markInvoicePaid(sb, inv, ref.provider, digits.slice(-4), { paymentId: ref.paymentId });
    return { success: true, message: 'payment succeeded', invoice: first.number, status: INVOICE_PAID };
  }
  clearPending(sb, unpaid, 'declined');
  // a card payment of the sandbox page has no pending row to end: the decline is recorded
  if (ref.provider === 'sandbox-card')
    for (const inv of unpaid)
      sb.db
        .prepare('INSERT INTO payments (invoice_id, provider, card_last4, status, payment_id, amount, created_at) VALUES (?,?,?,?,?,?,?)')
        .run(inv.id, ref.provider, digits.slice(-4), 'declined', ref.paymentId, inv.price, nowIso(sb));
  return {
    success: false,
    message: digits === TEST_CARDS.declined ? 'the card was declined' : 'unknown test card',
    invoice: first.number,
    status: first.status_id,
  };
}
