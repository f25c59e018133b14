import { defineEndpoint } from '../http/endpoint.ts';
import { ackResponse } from '../schemas/common.ts';
import {
  forgotRequest,
  legacyLoginRequest,
  makePasswordRequest,
  phoneRequest,
  sentResponse,
  tokenResponse,
  verifyPinCodeRequest,
  verifySmsCodeRequest,
} from '../schemas/auth.ts';
import { ordersClientCreateRequest, ordersClientCreateResponse, ordersListParamsX, ordersListResponse } from '../schemas/orders.ts';
import {
  activeContractsParams,
  activeContractsQuery,
  activeContractsResponse,
  activeDocsQuery,
  activeDocsResponse,
  termsOfServicesRequest,
  termsOfServicesResponse,
} from '../schemas/documents.ts';
import {
  catalogBoxQuery,
  catalogBoxResponse,
  cellInfoQuery,
  cellInfoResponse,
  cellPhotosQuery,
  cellPhotosResponse,
  placeOneQuery,
  placeOneResponse,
  placesListResponse,
  sizesBoxRequest,
  sizesResponse,
} from '../schemas/places.ts';
import { clientLegalRequest, clientPersonalRequest, profileSchema } from '../schemas/profile.ts';
import { requisitesRequest, requisitesSchema } from '../schemas/requisites.ts';
import {
  cargoCreateRequestBody,
  cargoCreateResponse,
  cargoServicesResponse,
  cargoTimingResponse,
  movingTypesResponse,
} from '../schemas/cargo.ts';
import { requestResponse, requestSimpleRequest } from '../schemas/requests.ts';
import { availableFilesResponse } from '../schemas/files.ts';
import { openLockRequest, openLockResponse } from '../schemas/lock.ts';

// ---------------------------------------------------------------------------------------------------------------
// General API (spec 2 section 7): the older flows, the catalogue of warehouses and boxes, cargo and requests.
// ---------------------------------------------------------------------------------------------------------------

// --- login and codes -----------------------------------------------------------------------------------------------

/** Legacy login by `XXXX-XXX-XXXXX` / `XXXX-XXX-XXXXXXXX` and password. */
export const login = defineEndpoint({
  id: 'general.login',
  api: 'general',
  method: 'POST',
  path: '/api/login',
  auth: false,
  body: legacyLoginRequest,
  response: tokenResponse,
});

export const forgot = defineEndpoint({
  id: 'general.forgot',
  api: 'general',
  method: 'POST',
  path: '/api/forgot',
  auth: false,
  body: forgotRequest,
  response: sentResponse,
});

/** Get-password flow by agreement number; a 200 means 'registration data sent'. */
export const makePassword = defineEndpoint({
  id: 'general.makePassword',
  api: 'general',
  method: 'POST',
  path: '/api/make-password',
  auth: false,
  body: makePasswordRequest,
  response: sentResponse,
});

/** Starts an SMS (or PIN) login: the code goes to the phone. */
export const loginMobile = defineEndpoint({
  id: 'general.loginMobile',
  api: 'general',
  method: 'POST',
  path: '/api/login-mobile',
  auth: false,
  body: phoneRequest,
  response: sentResponse,
});

export const registerMobile = defineEndpoint({
  id: 'general.registerMobile',
  api: 'general',
  method: 'POST',
  path: '/api/register-mobile',
  auth: false,
  body: phoneRequest,
  response: sentResponse,
});

export const sendVerificationCode = defineEndpoint({
  id: 'general.sendVerificationCode',
  api: 'general',
  method: 'POST',
  path: '/api/send-verification-code',
  auth: false,
  body: phoneRequest,
  response: sentResponse,
});

export const verifySmsCode = defineEndpoint({
  id: 'general.verifySmsCode',
  api: 'general',
  method: 'POST',
  path: '/api/verify-sms-code',
  auth: false,
  body: verifySmsCodeRequest,
  response: tokenResponse,
});

export const verifyPinCode = defineEndpoint({
  id: 'general.verifyPinCode',
  api: 'general',
  method: 'POST',
  path: '/api/verify-pin-code',
  auth: false,
  body: verifyPinCodeRequest,
  response: tokenResponse,
});

// --- orders and documents (twins of the cabinet API) ---------------------------------------------------------------

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

// --- warehouses and boxes (public catalogue) ----------------------------------------------------------------------

export const placesList = defineEndpoint({
  id: 'general.placesList',
  api: 'general',
  method: 'GET',
  path: '/api/places/list',
  auth: false,
  response: placesListResponse,
});

export const sizesAvailable = defineEndpoint({
  id: 'general.sizesAvailable',
  api: 'general',
  method: 'GET',
  path: '/api/places/box/sizes/available',
  auth: false,
  response: sizesResponse,
});

export const sizesBox = defineEndpoint({
  id: 'general.sizesBox',
  api: 'general',
  method: 'POST',
  path: '/api/places/box/sizes/box',
  auth: false,
  body: sizesBoxRequest,
  response: sizesResponse,
});

export const catalogBox = defineEndpoint({
  id: 'general.catalogBox',
  api: 'general',
  method: 'GET',
  path: '/api/places/catalog/box',
  auth: false,
  query: catalogBoxQuery,
  response: catalogBoxResponse,
});

export const cellInfo = defineEndpoint({
  id: 'general.cellInfo',
  api: 'general',
  method: 'GET',
  path: '/api/places/floors/cell/info',
  auth: false,
  query: cellInfoQuery,
  response: cellInfoResponse,
});

export const cellPhotos = defineEndpoint({
  id: 'general.cellPhotos',
  api: 'general',
  method: 'GET',
  path: '/api/cells/get-photos',
  auth: false,
  query: cellPhotosQuery,
  response: cellPhotosResponse,
});

export const placeOne = defineEndpoint({
  id: 'general.placeOne',
  api: 'general',
  method: 'GET',
  path: '/api/places/one',
  auth: false,
  query: placeOneQuery,
  response: placeOneResponse,
});

// --- profile, requisites, files (twins) ----------------------------------------------------------------------------

export const client = defineEndpoint({
  id: 'general.client',
  api: 'general',
  method: 'GET',
  path: '/api/client',
  auth: true,
  response: profileSchema,
});

export const clientActual = defineEndpoint({
  id: 'general.clientActual',
  api: 'general',
  method: 'GET',
  path: '/api/client/actual',
  auth: true,
  response: profileSchema,
});

export const updateClientPersonal = defineEndpoint({
  id: 'general.updateClientPersonal',
  api: 'general',
  method: 'PUT',
  path: '/api/client/personal',
  auth: true,
  body: clientPersonalRequest,
  response: ackResponse,
});

export const updateClientLegal = defineEndpoint({
  id: 'general.updateClientLegal',
  api: 'general',
  method: 'PUT',
  path: '/api/client/legal',
  auth: true,
  body: clientLegalRequest,
  response: ackResponse,
});

export const requisites = defineEndpoint({
  id: 'general.requisites',
  api: 'general',
  method: 'GET',
  path: '/api/client/requisites',
  auth: true,
  response: requisitesSchema,
});

export const updateRequisites = defineEndpoint({
  id: 'general.updateRequisites',
  api: 'general',
  method: 'PUT',
  path: '/api/client/requisites',
  auth: true,
  body: requisitesRequest,
  response: ackResponse,
});

export const availableFiles = defineEndpoint({
  id: 'general.availableFiles',
  api: 'general',
  method: 'GET',
  path: '/api/client/available/files',
  auth: true,
  response: availableFilesResponse,
});

// --- cargo, requests, terms ----------------------------------------------------------------------------------------

export const cargoMovingTypes = defineEndpoint({
  id: 'general.cargoMovingTypes',
  api: 'general',
  method: 'GET',
  path: '/api/cargo/moving-types',
  auth: false,
  response: movingTypesResponse,
});

export const cargoServices = defineEndpoint({
  id: 'general.cargoServices',
  api: 'general',
  method: 'GET',
  path: '/api/cargo/services',
  auth: false,
  response: cargoServicesResponse,
});

export const cargoTiming = defineEndpoint({
  id: 'general.cargoTiming',
  api: 'general',
  method: 'GET',
  path: '/api/cargo/timing',
  auth: false,
  response: cargoTimingResponse,
});

export const cargoCreateRequest = defineEndpoint({
  id: 'general.cargoCreateRequest',
  api: 'general',
  method: 'POST',
  path: '/api/cargo/client/create-request',
  auth: true,
  body: cargoCreateRequestBody,
  response: cargoCreateResponse,
});

/** Box request (budget, size) or storage request (is_consent_checked) from the public catalogue. */
export const requestSimple = defineEndpoint({
  id: 'general.requestSimple',
  api: 'general',
  method: 'POST',
  path: '/api/request/simple',
  auth: false,
  body: requestSimpleRequest,
  response: requestResponse,
});

export const termsOfServices = defineEndpoint({
  id: 'general.termsOfServices',
  api: 'general',
  method: 'POST',
  path: '/api/get-terms-of-services',
  auth: false,
  body: termsOfServicesRequest,
  response: termsOfServicesResponse,
});

/**
 * Server-only: authenticated by a fixed private key in the `X-SB-PRIVATE-KEY` header, which must never ship in a
 * browser bundle. The cabinet opens locks through cabinet.openLock; the client refuses this endpoint unless it
 * was created with `serverKey` (a back-office or test process).
 */
export const openLock = defineEndpoint({
  id: 'general.openLock',
  api: 'general',
  method: 'POST',
  path: '/api/universe-lockers/openLock',
  auth: false,
  serverOnly: true,
  body: openLockRequest,
  response: openLockResponse,
});
