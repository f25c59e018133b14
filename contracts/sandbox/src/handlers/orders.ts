import type { CustomerRow, Sandbox } from '../context.ts';
import type { HandlerGroup } from '../api/handler.ts';
import { HttpError } from '../http.ts';
import { LIVE_STATES, type AgreementRow, type OrderRow } from '../domain/rows.ts';
import { documentView, orderView } from '../domain/views.ts';
import { me, storeRequest } from './util.ts';

// The orders lists, the documents, and the pre-order request, in both APIs.

function ordersList(sb: Sandbox, c: CustomerRow, status: 'active' | 'history') {
  const rows = (status === 'history'
    ? sb.db.prepare("SELECT * FROM orders WHERE customer_id = ? AND state = 'archived' ORDER BY number DESC").all(c.id)
    : sb.db
        .prepare(`SELECT * FROM orders WHERE customer_id = ? AND state IN (${LIVE_STATES.map(() => '?').join(',')}) ORDER BY number`)
        .all(c.id, ...LIVE_STATES)) as unknown as OrderRow[];
  return { orders: rows.map((o) => orderView(sb, o, c)) };
}

const VISIBLE_AGREEMENTS = "a.status NOT IN ('cancelled','replaced')";

function documents(sb: Sandbox, c: CustomerRow, history: boolean, onlyContracts: boolean): AgreementRow[] {
  const stateCond = history ? "o.state = 'archived'" : "o.state != 'archived'";
  return sb.db
    .prepare(
      `SELECT a.* FROM agreements a JOIN orders o ON o.id = a.order_id WHERE a.customer_id = ? AND ${stateCond} AND ${VISIBLE_AGREEMENTS} ${onlyContracts ? "AND a.kind = 'contract'" : ''} ORDER BY o.number, a.id`,
    )
    .all(c.id) as unknown as AgreementRow[];
}

type Call = { sb: Sandbox; customer: CustomerRow | null };

function activeDocs(ctx: Call & { query: { onlyAgreement?: boolean | undefined } }) {
  const only = ctx.query.onlyAgreement === true;
  return { documents: documents(ctx.sb, me(ctx), false, only).map((a) => documentView(ctx.sb, a)) };
}

function activeContracts(
  ctx: Call & { params: { x: 'active' | 'history' }; query: { page?: number | undefined; limit?: number | undefined } },
) {
  const { sb } = ctx;
  const all = documents(sb, me(ctx), ctx.params.x === 'history', true);
  const limit = Math.min(1000, Math.max(1, ctx.query.limit ?? 5));
  const page = Math.max(1, ctx.query.page ?? 1);
  return { count: all.length, elements: all.slice((page - 1) * limit, page * limit).map((a) => documentView(sb, a)) };
}

function clientCreate(ctx: Call & { body: { order_place: string } }) {
  const c = me(ctx);
  const place = ctx.sb.db.prepare('SELECT id FROM places WHERE code = ?').get(ctx.body.order_place);
  if (!place) throw new HttpError(404, 'place not found', { errorCode: 'PLACE_NOT_FOUND', code: 404 });
  storeRequest(ctx.sb, 'preorder', c.id, 'POST orders/client/create', ctx.body);
  return { success: true, order_number: null };
}

export const ordersHandlers = {
  'cabinet.ordersList': (ctx) => ordersList(ctx.sb, me(ctx), ctx.params.status),
  'general.ordersList': (ctx) => ordersList(ctx.sb, me(ctx), ctx.params.x),
  'cabinet.activeDocs': activeDocs,
  'general.activeDocs': activeDocs,
  'cabinet.activeContracts': activeContracts,
  'general.activeContracts': activeContracts,
  'cabinet.ordersClientCreate': clientCreate,
  'general.ordersClientCreate': clientCreate,
} satisfies HandlerGroup;
