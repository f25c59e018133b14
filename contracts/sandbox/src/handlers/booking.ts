import type { CustomerRow, Sandbox } from '../context.ts';
import type { CellBookingRequest, ConfirmTokenYookassaRequest, MakeOrderInvoiceRequest, cabinet } from '@sb/contracts';
import type { Answer, HandlerGroup } from '../api/handler.ts';
import { withExtras } from '../answer.ts';
import { HttpError } from '../http.ts';
import { nextCounter, placeData, type CellRow, type InvoiceRow, type OrderRow, type PlaceRow } from '../domain/rows.ts';
import { cellById, contractOf, orderOf } from '../domain/queries.ts';
import { archiveOrder, createAgreement, createInvoice } from '../domain/commands.ts';
import { invoiceView } from '../domain/views.ts';
import { issueRef, markPending } from '../domain/payments.ts';
import { calculate, discountFor, priceFor, withDiscount } from '../domain/pricing.ts';
import { addDays, diffDays, nowIso, parseDay, ru, today } from '../domain/time.ts';
import { me } from './util.ts';

// Booking a box (its price first), a new invoice of an order, the contract of a booking, and the second payment
// provider's token.

const dataError = (detail: string) =>
  new HttpError(400, 'incorrect order date or data', { errorCode: 'ORDER_DATA_ERROR', extra: { detail } });

/** Booking rules of spec 2 section 5, on the sandbox clock. */
function checkBooking(sb: Sandbox, b: CellBookingRequest): { start: string; cell: CellRow } {
  const start = parseDay(b.order_date);
  if (!start) throw dataError('order_date');
  const t = today(sb);
  const offset = diffDays(t, start);
  if (offset < 0 || offset > 3) throw dataError('the start date must be from today to today + 3 days');
  if (!Number.isInteger(b.days) || b.days < 7) throw dataError('days must be at least 7');
  if (!Number.isInteger(b.pay_days) || b.pay_days < 7 || b.pay_days > 365) throw dataError('pay_days must be 7 to 365');
  if (b.pay_days > b.days) throw dataError('pay_days cannot exceed days');
  const cell = cellById(sb, b.place_floor_cell);
  if (!cell) throw new HttpError(404, 'order item not found', { errorCode: 'CELL_NOT_FOUND', code: 404 });
  return { start, cell };
}

function book(sb: Sandbox, c: CustomerRow, b: CellBookingRequest): Answer<typeof cabinet.cellBooking> {
  const { start, cell } = checkBooking(sb, b);
  const old = b.order_number !== undefined ? orderOf(sb, c, b.order_number) : null;
  if (old && !['reserved', 'rezerved', 'pre-signed', 'not-active'].includes(old.state))
    throw dataError('only a booking that is not active yet can be re-created');
  // the box first: a re-made booking may keep its own box, any other must be free
  const fresh = cellById(sb, cell.id) as CellRow;
  if (fresh.status !== 'free' && fresh.id !== old?.cell_id)
    throw new HttpError(409, 'the box is already booked', { errorCode: 'CELL_NOT_FREE', code: 409 });
  if (old) {
    archiveOrder(sb, old, 'recreated');
    sb.db.prepare("UPDATE agreements SET status = 'replaced' WHERE order_id = ? AND status != 'active'").run(old.id);
  }
  const calc = calculate(fresh.month_rate, b.days, b.pay_days);
  const number = nextCounter(sb.db, 'order', 10001);
  const now = nowIso(sb);
  const nowMs = sb.clock.nowMs();
  sb.db
    .prepare(
      "INSERT INTO orders (number, customer_id, cell_id, state, begin_date, end_date, paid_until, rate, days, pay_days, discount_percent, deposit, reserved_until, confirm_until, created_at, updated_at) VALUES (?,?,?, 'reserved', ?,?, NULL, ?,?,?,?,?,?,?,?,?)",
    )
    .run(
      number,
      c.id,
      fresh.id,
      start,
      addDays(start, b.days - 1),
      fresh.month_rate,
      b.days,
      b.pay_days,
      calc.discount_percent,
      calc.deposit_summ,
      new Date(nowMs + 4 * 86_400_000).toISOString(),
      new Date(nowMs + 5 * 86_400_000).toISOString(),
      now,
      now,
    );
  const claimed = sb.db.prepare("UPDATE cells SET status = 'ordered' WHERE id = ? AND status = 'free'").run(fresh.id);
  if (Number(claimed.changes) !== 1) throw new HttpError(409, 'the box is already booked', { errorCode: 'CELL_NOT_FREE', code: 409 });
  const o = sb.db.prepare('SELECT * FROM orders WHERE number = ?').get(number) as unknown as OrderRow;
  const a = createAgreement(sb, o, { signSystem: b.need_agreement ? 'eds' : 'no' });
  createInvoice(sb, o, 'first', start, b.pay_days, calc.total_summ);
  return withExtras(
    { order_iitem: withExtras({ number, agreement_number: a.number }, { agreement_uuid: a.uuid }), lastOrderId: number },
    { success: true },
  );
}

function makeInvoice(
  sb: Sandbox,
  c: CustomerRow,
  orderNumber: number,
  b: MakeOrderInvoiceRequest,
): Answer<typeof cabinet.makeOrderInvoice> {
  const o = orderOf(sb, c, orderNumber);
  if (o.state === 'archived') throw new HttpError(400, 'the order is archived', { errorCode: 'ORDER_DATA_ERROR' });
  if (!Number.isInteger(b.days) || b.days < 7 || b.days > 365) throw dataError('days must be 7 to 365');
  let start = o.paid_until ? addDays(o.paid_until, 1) : parseDay(b.start_period);
  if (!start) throw dataError('start_period');
  if (!o.paid_until && start < today(sb)) start = today(sb);
  const end = addDays(start, b.days - 1);
  // no double billing: a period an unpaid invoice already covers is paid through that invoice
  const covering = sb.db
    .prepare(
      "SELECT number FROM invoices WHERE order_id = ? AND kind != 'fee' AND status_id != 3 AND begin_period <= ? AND end_period >= ? ORDER BY id LIMIT 1",
    )
    .get(o.id, end, start) as { number: string } | undefined;
  if (covering)
    throw new HttpError(409, `invoice ${covering.number} already covers this period: pay it`, {
      errorCode: 'INVOICE_PERIOD_COVERED',
      code: 409,
      extra: { invoice: covering.number },
    });
  const d = discountFor(b.days);
  const without = priceFor(o.rate, b.days);
  const withD = withDiscount(without, d.percent);
  const answer = withExtras(
    { only_price: b.only_price, sum_without_disount: without, sum_with_discount: withD, discount: { name: d.name, percent: d.percent } },
    { start_period: ru(start), end_period: ru(end) },
  );
  if (b.only_price) return answer;
  const inv = createInvoice(sb, o, 'rent', start, b.days, withD);
  return { ...answer, invoice: invoiceView(sb, inv, { order: o, customer: c }) };
}

export const bookingHandlers = {
  'cabinet.cellCalc': (ctx) => {
    me(ctx);
    const { cell } = checkBooking(ctx.sb, ctx.body);
    return { ...calculate(cell.month_rate, ctx.body.days, ctx.body.pay_days), only_price: true };
  },
  'cabinet.cellBooking': (ctx) => book(ctx.sb, me(ctx), ctx.body),
  'cabinet.makeOrderInvoice': (ctx) => makeInvoice(ctx.sb, me(ctx), ctx.params.orderId, ctx.body),
  'cabinet.contractBooking': (ctx) => {
    const { sb } = ctx;
    const c = me(ctx);
    const o = orderOf(sb, c, ctx.params.id);
    if (o.state === 'archived') throw new HttpError(400, 'could not create the agreement', { errorCode: 'AGREEMENT_ERROR' });
    const current = contractOf(sb, o.id);
    if (current && current.status === 'active' && current.need_change === 0) {
      return { success: true, agreement_number: current.number, agreement_uuid: current.uuid };
    }
    if (current) sb.db.prepare("UPDATE agreements SET status = 'replaced' WHERE id = ?").run(current.id);
    const a = createAgreement(sb, o, { signSystem: current?.sign_system ?? 'eds' });
    // the re-made contract awaits the customer's signature: the order is `pre-signed` (spec 1 section 5), held as a
    // reservation is (4 days)
    if (o.state === 'reserved' || o.state === 'rezerved' || o.state === 'pre-signed' || o.state === 'not-active') {
      const nowMs = sb.clock.nowMs();
      sb.db
        .prepare("UPDATE orders SET state = 'pre-signed', reserved_until = ?, updated_at = ? WHERE id = ?")
        .run(new Date(nowMs + 4 * 86_400_000).toISOString(), nowIso(sb), o.id);
    }
    return { success: true, agreement_number: a.number, agreement_uuid: a.uuid };
  },

  'cabinet.confirmTokenYookassa': (ctx) => confirmTokenYookassa(ctx.sb, me(ctx), ctx.body),
} satisfies HandlerGroup;

/**
 * The second provider's payment token: only for its place (KRG-02, `payment_provider: 'yookassa'`) and invoices of
 * that place. The token is a payment reference issued to the owner: the sandbox page pays it
 * (`/__sandbox/pay?ref=<confirmation_token>`); the payment is pending until paid, cancelled or lapsed.
 */
function confirmTokenYookassa(sb: Sandbox, c: CustomerRow, b: ConfirmTokenYookassaRequest): Answer<typeof cabinet.confirmTokenYookassa> {
  const invoices = b.invoices.map((n) => {
    const inv = sb.db.prepare('SELECT * FROM invoices WHERE number = ? AND customer_id = ?').get(n, c.id) as InvoiceRow | undefined;
    if (!inv) throw new HttpError(404, `invoice ${n} not found`, { errorCode: 'INVOICE_NOT_FOUND', code: 404 });
    if (inv.status_id === 3) throw new HttpError(400, `invoice ${n} is already paid`, { errorCode: 'INVOICE_PAID' });
    return inv;
  });
  const place = sb.db.prepare('SELECT * FROM places WHERE code = ?').get(b.place) as PlaceRow | undefined;
  const wrongPlace = (why: string) => new HttpError(400, why, { errorCode: 'PAYMENT_PLACE_MISMATCH' });
  if (!place || placeData(place).payment_provider !== 'yookassa')
    throw wrongPlace(`the place ${b.place} does not pay through this provider`);
  for (const inv of invoices) {
    const code = invoicePlace(sb, inv).code;
    if (code !== place.code) throw wrongPlace(`invoice ${inv.number} is of the place ${code}, not ${place.code}`);
  }
  const total = invoices.reduce((s, i) => s + i.price, 0);
  if (Math.abs(total - Number(b.amount)) > 0.005)
    throw new HttpError(400, 'the amount does not match the invoices', { errorCode: 'AMOUNT_MISMATCH' });
  const paymentId = `yk-${nextCounter(sb.db, 'payment', 700001)}`;
  for (const inv of invoices) {
    sb.db
      .prepare(
        "INSERT INTO payments (invoice_id, provider, status, payment_id, amount, created_at) VALUES (?, 'yookassa', 'pending', ?, ?, ?)",
      )
      .run(inv.id, paymentId, inv.price, nowIso(sb));
  }
  markPending(sb, invoices, paymentId);
  const token = issueRef(
    sb,
    c.id,
    invoices.map((i) => i.number),
    'yookassa',
    paymentId,
  );
  return withExtras(
    { payment_id: paymentId, confirmation_token: token },
    { payment_page: `/__sandbox/pay?ref=${encodeURIComponent(token)}` },
  );
}

function invoicePlace(sb: Sandbox, inv: InvoiceRow): PlaceRow {
  return sb.db
    .prepare('SELECT p.* FROM orders o JOIN cells c ON c.id = o.cell_id JOIN places p ON p.id = c.place_id WHERE o.id = ?')
    .get(inv.order_id) as unknown as PlaceRow;
}
