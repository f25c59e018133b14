import { MIN_RENT_DAYS, dayOf, parseRuDate, paymentNoticeDue, type Invoice, type Order } from '@sb/contracts';

// ---------------------------------------------------------------------------------------------------------------
// The orders rules of spec 1 section 4 and spec 2 section 9, as pure functions of an order and today.
// ---------------------------------------------------------------------------------------------------------------

/** Cards shown first in each section, and how many 'load more' adds (spec 2 section 9). */
export const ACTIVE_FIRST = 6;
export const ARCHIVE_FIRST = 3;
export const LOAD_MORE_STEP = 3;
/** Other orders on the order view, 3 at a time. */
export const OTHER_ORDERS_STEP = 3;
/** Active orders are refetched this long after a lock open command. */
export const LOCK_REFRESH_MS = 15_000;
/** The signing check polls every 3 s, growing by 3 s per try. */
export const CHECK_STATUS_STEP_MS = 3_000;

const RESERVED = new Set(['reserved', 'rezerved']);

/** Whole days from today to paid-until (0 today, negative overdue); null without paid-until. */
export function daysLeft(order: Pick<Order, 'cell'>, today: Date): number | null {
  const paid = order.cell.paid_until ? parseRuDate(order.cell.paid_until) : null;
  return paid === null ? null : paid - dayOf(today);
}

/** Whole days since paid-until (0 when nothing is overdue). */
export function overdueDays(order: Pick<Order, 'cell'>, today: Date): number {
  const left = daysLeft(order, today);
  return left === null || left >= 0 ? 0 : -left;
}

/** The contract is signed: a signed copy exists. */
export function isSigned(order: Pick<Order, 'agreement'>): boolean {
  return Boolean(order.agreement?.signed);
}

/**
 * The contract files an order offers, each at most once: the signed copy only when the agreement has one
 * (`agreement.signed`); otherwise the unsigned file (the generated contract, else `contract_link`), which is never
 * presented as signed.
 */
export function contractFiles(order: Pick<Order, 'agreement' | 'contract_link'>): {
  signedLink: string | null;
  unsignedLink: string | null;
} {
  const signedLink = order.agreement?.signed || null;
  if (signedLink) return { signedLink, unsignedLink: null };
  return { signedLink: null, unsignedLink: order.agreement?.generated || order.contract_link || null };
}

/** The contract waits for the customer's signature (a manual contract, sign_system 'no', never does). */
export function needsSignature(order: Pick<Order, 'agreement' | 'state'>): boolean {
  if (!order.agreement || order.agreement.signed || order.agreement.sign_system === 'no') return false;
  return RESERVED.has(order.state) || order.state === 'pre-signed' || order.state === 'not-active';
}

/**
 * An invoice whose payment was started and is not finished (its pending payment hash). Screens pass their own
 * test instead, which also lets a mark unconfirmed for 15 minutes or cancelled go (components/usePendingPayments).
 */
export function isPendingInvoice(invoice: Invoice): boolean {
  return !invoice.paid && Boolean(invoice.paymentHash);
}

/** Tells whether an invoice's payment is running. */
export type PendingTest = (invoice: Invoice) => boolean;

export function hasPendingPayment(order: Pick<Order, 'invoices'>, pending: PendingTest = isPendingInvoice): boolean {
  return order.invoices.some(pending);
}

/** The order's state lets it be paid: active, debt or a signed not-active order (spec 1 section 4). */
function stateAllowsPay(order: Order): boolean {
  return order.state === 'active' || order.state === 'debt' || (order.state === 'not-active' && isSigned(order));
}

/** Pay: active, debt or a signed not-active order, and no invoice with a pending payment. */
export function canPay(order: Order, pending: PendingTest = isPendingInvoice): boolean {
  return stateAllowsPay(order) && !hasPendingPayment(order, pending);
}

/**
 * What must happen before a live order's invoices can be paid (its state allows no Pay): the contract is signed
 * (`signature`), made again and signed (`remake`, need_change), or concluded by a manager who gets in touch
 * (`manager`, sign_system 'no'); null when Pay depends on nothing the customer can do here.
 */
export function payWaitsFor(order: Order): 'signature' | 'remake' | 'manager' | null {
  if (order.state === 'archived' || stateAllowsPay(order) || isSigned(order)) return null;
  if (order.agreement?.sign_system === 'no') return 'manager';
  return order.agreement?.need_change ? 'remake' : 'signature';
}

/** The invoice Pay settles: the oldest unpaid one without a running payment (none means a new invoice is made). */
export function invoiceToPay(order: Pick<Order, 'invoices'>, pending: PendingTest = isPendingInvoice): Invoice | null {
  const unpaid = order.invoices.filter((i) => !i.paid && !pending(i));
  unpaid.sort((a, b) => (parseRuDate(a.beginPeriod) ?? 0) - (parseRuDate(b.beginPeriod) ?? 0));
  return unpaid[0] ?? null;
}

/** A rent invoice: not a late fee (`kind: 'fee'`; without a kind, a fee is the one with no paid-till date). */
export function isRentInvoice(invoice: Invoice): boolean {
  return invoice.kind ? invoice.kind !== 'fee' : invoice.paidTill !== null;
}

/**
 * The unpaid rent invoice whose period overlaps a new invoice of `days` days from `start` (dd.MM.yyyy): paying both
 * would charge twice for the same days, so the customer pays that one instead of making another.
 */
export function coveringInvoice(order: Pick<Order, 'invoices'>, start: string, days: number = MIN_RENT_DAYS): Invoice | null {
  const from = parseRuDate(start);
  if (from === null) return null;
  const to = from + Math.max(1, days) - 1;
  return (
    order.invoices.find((i) => {
      if (i.paid || !isRentInvoice(i)) return false;
      const begin = parseRuDate(i.beginPeriod);
      const end = parseRuDate(i.endPeriod);
      return begin !== null && end !== null && begin <= to && end >= from;
    }) ?? null
  );
}

/** The payment notice: a rented order with fewer than 7 days to paid-until (or past it). */
export function showPaymentNotice(order: Order, today: Date): boolean {
  if (order.state !== 'active' && order.state !== 'debt' && order.state !== 'not-active') return false;
  const left = daysLeft(order, today);
  return left !== null && paymentNoticeDue(left);
}

/** Lower is more urgent: debt, then awaiting signature, then payment due soon, then the rest; archive last. */
export function urgencyRank(order: Order, today: Date): number {
  if (order.state === 'archived') return 9;
  if (order.state === 'debt') return 0;
  if (needsSignature(order)) return 1;
  if (showPaymentNotice(order, today)) return 2;
  if (order.state === 'not-active') return 3;
  if (RESERVED.has(order.state)) return 4;
  return 5;
}

/** Most urgent first; equal ranks by the nearest paid-until, then by number. */
export function sortByUrgency(orders: Order[], today: Date): Order[] {
  const far = Number.MAX_SAFE_INTEGER;
  return [...orders].sort((a, b) => {
    const r = urgencyRank(a, today) - urgencyRank(b, today);
    if (r !== 0) return r;
    const d = (daysLeft(a, today) ?? far) - (daysLeft(b, today) ?? far);
    return d !== 0 ? d : a.number - b.number;
  });
}

export type LockReason = 'debt' | 'unpaid' | 'unsigned';

/**
 * The open button: shown for a rented box with a lock; enabled for an active order (or a paid one, i.e. paid-until
 * not passed), disabled with its reason for a debt, an unsigned or an unpaid contract. Archived orders get none.
 */
export function lockAccess(order: Order, today: Date): { canOpen: boolean; reason: LockReason | null } {
  if (order.state === 'archived' || !order.cell.lock) return { canOpen: false, reason: null };
  if (order.state === 'debt') return { canOpen: true, reason: 'debt' };
  if (needsSignature(order) || (!isSigned(order) && order.state !== 'active')) return { canOpen: true, reason: 'unsigned' };
  if (order.state === 'active') return { canOpen: true, reason: null };
  const left = daysLeft(order, today);
  return left !== null && left >= 0 ? { canOpen: true, reason: null } : { canOpen: true, reason: 'unpaid' };
}

/** The signing check's next interval after `tries` fetches: 3 s, 6 s, 9 s... */
export function checkStatusInterval(tries: number): number {
  return CHECK_STATUS_STEP_MS * Math.max(1, tries);
}

/** The order behind a signing check is signed when its contract has a signed copy (or it is simply active). */
export function isSigningDone(order: Order | undefined): boolean {
  return Boolean(order && (isSigned(order) || order.state === 'active'));
}
