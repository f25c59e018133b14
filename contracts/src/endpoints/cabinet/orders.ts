import { defineEndpoint } from '../../http/endpoint.ts';
import { ordersClientCreateRequest, ordersClientCreateResponse, ordersListParams, ordersListResponse } from '../../schemas/orders.ts';
import {
  activeContractsParams,
  activeContractsQuery,
  activeContractsResponse,
  activeDocsQuery,
  activeDocsResponse,
  contractBookingParams,
  contractBookingResponse,
} from '../../schemas/documents.ts';

/** `{id}` is the order number; makes (or re-makes) the contract of a booking. */
export const contractBooking = defineEndpoint({
  id: 'cabinet.contractBooking',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/contract/{id}/make/contract-booking',
  auth: true,
  params: contractBookingParams,
  response: contractBookingResponse,
});

/** `{status}` is `active` or `history`; each order carries its invoices. */
export const ordersList = defineEndpoint({
  id: 'cabinet.ordersList',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/orders/{status}/orders-list',
  auth: true,
  params: ordersListParams,
  response: ordersListResponse,
});

export const activeDocs = defineEndpoint({
  id: 'cabinet.activeDocs',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/orders/active-docs',
  auth: true,
  query: activeDocsQuery,
  response: activeDocsResponse,
});

/** `{x}` is `active` or `history`, as in orders-list. */
export const activeContracts = defineEndpoint({
  id: 'cabinet.activeContracts',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/orders/{x}/active-contracts',
  auth: true,
  params: activeContractsParams,
  query: activeContractsQuery,
  response: activeContractsResponse,
});

export const ordersClientCreate = defineEndpoint({
  id: 'cabinet.ordersClientCreate',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/orders/client/create',
  auth: true,
  body: ordersClientCreateRequest,
  response: ordersClientCreateResponse,
});
