import { defineEndpoint } from '../../http/endpoint.ts';
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
} from '../../schemas/places.ts';

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
