import { defineEndpoint } from '../../http/endpoint.ts';
import { orderIdParams } from '../../schemas/orders.ts';
import {
  cellBookingRequest,
  cellBookingResponse,
  cellCalcResponse,
  makeOrderInvoiceRequest,
  makeOrderInvoiceResponse,
} from '../../schemas/booking.ts';
import { confirmTokenYookassaRequest, confirmTokenYookassaResponse } from '../../schemas/payment.ts';

export const cellBooking = defineEndpoint({
  id: 'cabinet.cellBooking',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/orders/cell/booking',
  auth: true,
  body: cellBookingRequest,
  response: cellBookingResponse,
});

export const cellCalc = defineEndpoint({
  id: 'cabinet.cellCalc',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/orders/cell/calc',
  auth: true,
  body: cellBookingRequest,
  response: cellCalcResponse,
});

/** The invoice call whose path the spec does not show (docs/contracts.md, C5). */
export const makeOrderInvoice = defineEndpoint({
  id: 'cabinet.makeOrderInvoice',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/orders/{orderId}/make-invoice',
  auth: true,
  params: orderIdParams,
  body: makeOrderInvoiceRequest,
  response: makeOrderInvoiceResponse,
});

export const confirmTokenYookassa = defineEndpoint({
  id: 'cabinet.confirmTokenYookassa',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/confirmtoken/yookassa',
  auth: true,
  body: confirmTokenYookassaRequest,
  response: confirmTokenYookassaResponse,
});
