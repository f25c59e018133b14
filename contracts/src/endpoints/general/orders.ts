import { defineEndpoint } from '../../http/endpoint.ts';
import { ordersClientCreateRequest, ordersClientCreateResponse, ordersListParamsX, ordersListResponse } from '../../schemas/orders.ts';
import {
  activeContractsParams,
  activeContractsQuery,
  activeContractsResponse,
  activeDocsQuery,
  activeDocsResponse,
} from '../../schemas/documents.ts';

export const ordersList = defineEndpoint({
  id: 'general.ordersList',
  api: 'general',
  method: 'GET',
  path: '/api/orders/{x}/orders-list',
  auth: true,
  params: ordersListParamsX,
  response: ordersListResponse,
});

export const activeDocs = defineEndpoint({
  id: 'general.activeDocs',
  api: 'general',
  method: 'GET',
  path: '/api/orders/active-docs',
  auth: true,
  query: activeDocsQuery,
  response: activeDocsResponse,
});

export const activeContracts = defineEndpoint({
  id: 'general.activeContracts',
  api: 'general',
  method: 'GET',
  path: '/api/orders/{x}/active-contracts',
  auth: true,
  params: activeContractsParams,
  query: activeContractsQuery,
  response: activeContractsResponse,
});

export const ordersClientCreate = defineEndpoint({
  id: 'general.ordersClientCreate',
  api: 'general',
  method: 'POST',
  path: '/api/orders/client/create',
  auth: true,
  body: ordersClientCreateRequest,
  response: ordersClientCreateResponse,
});
