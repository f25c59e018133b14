import { defineEndpoint } from '../http/endpoint.ts';
import { ackResponse } from '../schemas/common.ts';
import {
  authRequest,
  authResponse,
  checkCodeRequest,
  checkPhoneRequest,
  checkPhoneResponse,
  clientBaseResponse,
  clientLegalBaseRequest,
  clientPhysicalBaseRequest,
  refreshTokenRequest,
  refreshTokenResponse,
  retrieveSmsRequest,
  retrieveSmsResponse,
  setPasswordRequest,
  tokenResponse,
} from '../schemas/auth.ts';
import {
  ordersClientCreateRequest,
  ordersClientCreateResponse,
  orderIdParams,
  ordersListParams,
  ordersListResponse,
} from '../schemas/orders.ts';
import {
  activeContractsParams,
  activeContractsQuery,
  activeContractsResponse,
  activeDocsQuery,
  activeDocsResponse,
  contractBookingParams,
  contractBookingResponse,
} from '../schemas/documents.ts';
import {
  cellBookingRequest,
  cellBookingResponse,
  cellCalcResponse,
  makeOrderInvoiceRequest,
  makeOrderInvoiceResponse,
} from '../schemas/booking.ts';
import { confirmTokenYookassaRequest, confirmTokenYookassaResponse } from '../schemas/payment.ts';
import { clientLegalRequest, clientPersonalRequest, profileSchema } from '../schemas/profile.ts';
import {
  legalRequisitesRequest,
  legalRequisitesSchema,
  personalRequisitesRequest,
  personalRequisitesSchema,
} from '../schemas/requisites.ts';
import { availableFilesResponse } from '../schemas/files.ts';
import {
  approveSmsRequest,
  approveSmsResponse,
  signatureCreateResponse,
  signatureStatusResponse,
  startSigningRequest,
  startSigningResponse,
} from '../schemas/signature.ts';
import { openLockParams, openLockRequest, openLockResponse } from '../schemas/lock.ts';
import { requestClientSimpleRequest, requestResponse } from '../schemas/requests.ts';

// ---------------------------------------------------------------------------------------------------------------
// Cabinet API (spec 2 section 7). Field names exactly as the spec spells them. The screens use these; where a
// call also exists in the general API, the general twin stays defined for the older flows.
// ---------------------------------------------------------------------------------------------------------------

// --- auth, registration ------------------------------------------------------------------------------------------

export const auth = defineEndpoint({
  id: 'cabinet.auth',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/auth',
  auth: false,
  body: authRequest,
  response: authResponse,
});

export const refreshToken = defineEndpoint({
  id: 'cabinet.refreshToken',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/refresh-token',
  auth: false,
  body: refreshTokenRequest,
  response: refreshTokenResponse,
});

export const checkCode = defineEndpoint({
  id: 'cabinet.checkCode',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/check-code',
  auth: false,
  body: checkCodeRequest,
  response: tokenResponse,
});

export const checkPhone = defineEndpoint({
  id: 'cabinet.checkPhone',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/check-phone',
  auth: false,
  body: checkPhoneRequest,
  response: checkPhoneResponse,
});

export const retrieveSms = defineEndpoint({
  id: 'cabinet.retrieveSms',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/retrieve-sms',
  auth: false,
  body: retrieveSmsRequest,
  response: retrieveSmsResponse,
});

/** Sent with the registration (or restore) token in X-SB-API-KEY. */
export const setPassword = defineEndpoint({
  id: 'cabinet.setPassword',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/set-password',
  auth: true,
  body: setPasswordRequest,
  response: ackResponse,
});

/** Registration step 1 of a legal entity (registration token); answers the session token. */
export const clientLegalBase = defineEndpoint({
  id: 'cabinet.clientLegalBase',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/client-legal-base',
  auth: true,
  body: clientLegalBaseRequest,
  response: clientBaseResponse,
});

/** Registration step 1 of an individual (registration token); answers the session token. */
export const clientPhysicalBase = defineEndpoint({
  id: 'cabinet.clientPhysicalBase',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/client-physical-base',
  auth: true,
  body: clientPhysicalBaseRequest,
  response: clientBaseResponse,
});

// --- orders, documents ---------------------------------------------------------------------------------------------

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

// --- booking, invoices, payment ------------------------------------------------------------------------------------

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

/** The invoice call whose path the spec does not show (docs/decisions.md). */
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

// --- profile, requisites, files ------------------------------------------------------------------------------------

export const client = defineEndpoint({
  id: 'cabinet.client',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client',
  auth: true,
  response: profileSchema,
});

export const clientActual = defineEndpoint({
  id: 'cabinet.clientActual',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client/actual',
  auth: true,
  response: profileSchema,
});

export const updateClientPersonal = defineEndpoint({
  id: 'cabinet.updateClientPersonal',
  api: 'cabinet',
  method: 'PUT',
  path: '/api/v1/client/personal',
  auth: true,
  body: clientPersonalRequest,
  response: ackResponse,
});

export const updateClientLegal = defineEndpoint({
  id: 'cabinet.updateClientLegal',
  api: 'cabinet',
  method: 'PUT',
  path: '/api/v1/client/legal',
  auth: true,
  body: clientLegalRequest,
  response: ackResponse,
});

export const requisitesPersonal = defineEndpoint({
  id: 'cabinet.requisitesPersonal',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client/requisites/peronal',
  auth: true,
  response: personalRequisitesSchema,
});

export const updateRequisitesPersonal = defineEndpoint({
  id: 'cabinet.updateRequisitesPersonal',
  api: 'cabinet',
  method: 'PUT',
  path: '/api/v1/client/requisites/peronal',
  auth: true,
  body: personalRequisitesRequest,
  response: ackResponse,
});

export const requisitesLegal = defineEndpoint({
  id: 'cabinet.requisitesLegal',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client/requisites/legal',
  auth: true,
  response: legalRequisitesSchema,
});

export const updateRequisitesLegal = defineEndpoint({
  id: 'cabinet.updateRequisitesLegal',
  api: 'cabinet',
  method: 'PUT',
  path: '/api/v1/client/requisites/legal',
  auth: true,
  body: legalRequisitesRequest,
  response: ackResponse,
});

export const availableFiles = defineEndpoint({
  id: 'cabinet.availableFiles',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/client/available/files',
  auth: true,
  response: availableFilesResponse,
});

// --- signature, lock, requests -------------------------------------------------------------------------------------

export const signatureCreate = defineEndpoint({
  id: 'cabinet.signatureCreate',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/signature/create',
  auth: true,
  response: signatureCreateResponse,
});

export const signatureStatus = defineEndpoint({
  id: 'cabinet.signatureStatus',
  api: 'cabinet',
  method: 'GET',
  path: '/api/v1/signature/status',
  auth: true,
  response: signatureStatusResponse,
});

export const startSigning = defineEndpoint({
  id: 'cabinet.startSigning',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/signature/start-signing',
  auth: true,
  body: startSigningRequest,
  response: startSigningResponse,
});

export const approveSms = defineEndpoint({
  id: 'cabinet.approveSms',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/signature/approve-sms',
  auth: true,
  body: approveSmsRequest,
  response: approveSmsResponse,
});

/** `{kind}` is `cell`, `{id}` the box's floor_cell_number. */
export const openLock = defineEndpoint({
  id: 'cabinet.openLock',
  api: 'cabinet',
  method: 'POST',
  path: '/api/v1/lock/{kind}/open/{id}',
  auth: true,
  params: openLockParams,
  body: openLockRequest,
  response: openLockResponse,
});

export const requestClientSimple = defineEndpoint({
  id: 'cabinet.requestClientSimple',
  api: 'cabinet',
  method: 'POST',
  path: '/api/request/client/simple',
  auth: true,
  body: requestClientSimpleRequest,
  response: requestResponse,
});
