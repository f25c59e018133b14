import type { CustomerRow, Sandbox } from '../context.ts';
import { HttpError } from '../http.ts';
import type { AgreementRow, CellRow, InvoiceRow, OrderRow, PlaceRow } from './rows.ts';

// Lookups. Those scoped to a customer answer 'not found' for another customer's things.

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
export function orderById(sb: Sandbox, id: number): OrderRow {
  return sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as unknown as OrderRow;
}

export function customerById(sb: Sandbox, id: number): CustomerRow {
  return sb.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as unknown as CustomerRow;
}

export function invoicesOfOrder(sb: Sandbox, orderId: number): InvoiceRow[] {
  return sb.db.prepare('SELECT * FROM invoices WHERE order_id = ? ORDER BY id').all(orderId) as unknown as InvoiceRow[];
}
