import type { Invoice } from '@sb/contracts';
import { sessionKeys } from '../../../shared/session/drafts.ts';

// ---------------------------------------------------------------------------------------------------------------
// The pending payment mark (`paymentHash`) of an invoice hides Pay while a payment runs (spec 1 section 4). A mark
// the provider never confirms must not hide it forever: after its lapse time (the provider's `paymentExpiresAt` -
// `paymentStartedAt`, else PENDING_PAYMENT_MINUTES) it stops counting, with a note that the attempt may still
// complete; a cancel voids the attempt it saw at once, and only that one: the provider's mark of another attempt
// (another device; a new hash, or the same hash with a later `paymentStartedAt`) hides Pay again; a payment the provider holds (started, `paymentExpiresAt` null: confirmed, not
// settled) keeps hiding Pay. The age counts from the provider's `paymentStartedAt`, so a new tab or a new login does
// not restart it; a start ahead of this browser's clock (a provider clock moved forward, as the sandbox's can be)
// counts from when this tab started the payment or first saw the mark instead.
// ---------------------------------------------------------------------------------------------------------------

/** How long an unconfirmed pending mark hides Pay (acquiring sessions expire in about this time). */
export const PENDING_PAYMENT_MINUTES = 15;
const PENDING_MS = PENDING_PAYMENT_MINUTES * 60_000;
/** Entries older than this are forgotten. */
const KEEP_MS = 2 * 86_400_000;

/** sessionStorage: it survives the trip to a payment page and back in the same tab, and nothing else. */
export const PENDING_STORAGE_KEY = sessionKeys.paymentMarks;

/** What this tab knows of an invoice's payment attempt. */
export interface SeenMark {
  /**
   * The mark it belongs to; null when this tab started a payment whose mark it has not seen yet; '' for a cancelled
   * attempt whose mark the provider cleared before this tab saw it (any mark after it is another attempt's).
   */
  hash: string | null;
  /** When this tab started the payment or first saw the mark (ms). */
  at: number;
  /** The provider's `paymentStartedAt` of the attempt seen: a later one with the same hash is another attempt. */
  started?: string | null;
  /** The customer came back with a cancel: the mark seen then is void. */
  cancelled?: boolean;
}

export type SeenMarks = Record<string, SeenMark>;

export type PendingState = 'none' | 'pending' | 'held' | 'stale';

/**
 * Whether the invoice's mark is the attempt `mark` knows: the same hash, started no later than the one seen (a provider
 * may give every attempt on an invoice the same id, so a newer `paymentStartedAt` is a new attempt).
 */
function sameAttempt(mark: SeenMark, invoice: Invoice): boolean {
  if (mark.hash !== invoice.paymentHash) return false;
  const seenStart = Date.parse(mark.started ?? '');
  const start = Date.parse(invoice.paymentStartedAt ?? '');
  return !(Number.isFinite(seenStart) && Number.isFinite(start) && start > seenStart);
}

/** How long the provider lets an unconfirmed mark live: its own two instants, else 15 minutes. */
function lapseOf(invoice: Invoice): number {
  const started = Date.parse(invoice.paymentStartedAt ?? '');
  const expires = Date.parse(invoice.paymentExpiresAt ?? '');
  return Number.isFinite(started) && Number.isFinite(expires) && expires > started ? expires - started : PENDING_MS;
}

/**
 * Where an invoice's payment stands: `none` (paid, no mark, or a cancelled attempt's mark), `pending` (a fresh mark:
 * Pay stays hidden), `held` (the provider holds a confirmed payment: Pay stays hidden), `stale` (unconfirmed past its
 * lapse time: Pay is offered again).
 */
export function pendingStateOf(invoice: Invoice, seen: SeenMarks, now: number): PendingState {
  if (invoice.paid || !invoice.paymentHash) return 'none';
  const mark = seen[invoice.number];
  const known = mark && (mark.hash === null || sameAttempt(mark, invoice)) ? mark : undefined;
  if (known?.cancelled) return 'none';
  if (invoice.paymentStartedAt && invoice.paymentExpiresAt === null) return 'held';
  const seenAt = known?.at ?? now;
  const started = Date.parse(invoice.paymentStartedAt ?? '');
  const since = Number.isFinite(started) ? Math.min(started, seenAt) : seenAt;
  return now - since >= lapseOf(invoice) ? 'stale' : 'pending';
}

/** Records the marks of `invoices` first seen now (a new mark of an invoice replaces what was known of it). */
export function recordMarks(seen: SeenMarks, invoices: Invoice[], now: number): SeenMarks {
  let next: SeenMarks | null = null;
  for (const invoice of invoices) {
    const mark = seen[invoice.number];
    if (invoice.paid || !invoice.paymentHash) {
      // the cancelled attempt's mark is gone: what comes after it is someone else's attempt, never covered by the cancel
      if (!invoice.paid && mark?.cancelled && mark.hash === null) {
        next ??= { ...seen };
        next[invoice.number] = { ...mark, hash: '' };
      }
      continue;
    }
    if (mark && sameAttempt(mark, invoice)) continue;
    next ??= { ...seen };
    const attempt = { hash: invoice.paymentHash, started: invoice.paymentStartedAt ?? null };
    // a payment this tab started adopts its mark (keeping its start and a cancel); another mark is a new attempt
    next[invoice.number] = mark && mark.hash === null ? { ...mark, ...attempt } : { ...attempt, at: now };
  }
  return next ?? seen;
}

/** This tab starts paying an invoice now (its mark, set by the provider, is adopted when seen). */
export function startedMark(seen: SeenMarks, invoiceNumber: string, now: number): SeenMarks {
  return { ...prune(seen, now), [invoiceNumber]: { hash: null, at: now } };
}

/** The customer came back with a cancel: nothing was charged, the attempt's mark no longer hides Pay. */
export function cancelledMark(seen: SeenMarks, invoiceNumber: string, now: number): SeenMarks {
  const mark = seen[invoiceNumber];
  return { ...seen, [invoiceNumber]: { ...mark, hash: mark?.hash ?? null, at: mark?.at ?? now, cancelled: true } };
}

function prune(seen: SeenMarks, now: number): SeenMarks {
  return Object.fromEntries(Object.entries(seen).filter(([, m]) => now - m.at < KEEP_MS));
}
