import type { HandlerTable } from '../api/handler.ts';
import { authHandlers } from './auth.ts';
import { bookingHandlers } from './booking.ts';
import { clientHandlers } from './client.ts';
import { locksHandlers } from './locks.ts';
import { ordersHandlers } from './orders.ts';
import { placesHandlers } from './places.ts';
import { requestsHandlers } from './requests.ts';
import { signingHandlers } from './signing.ts';

/** The handlers by concern; an endpoint id is in exactly one group (test/handlers.test.ts). */
export const handlerGroups = {
  auth: authHandlers,
  booking: bookingHandlers,
  client: clientHandlers,
  locks: locksHandlers,
  orders: ordersHandlers,
  places: placesHandlers,
  requests: requestsHandlers,
  signing: signingHandlers,
} as const;

/**
 * Every endpoint of both APIs (the contracts' `cabinet` and `general` endpoint tables), by endpoint id, each typed
 * from its endpoint's schemas. The type demands a handler for every id and refuses an unknown one.
 */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...bookingHandlers,
  ...clientHandlers,
  ...locksHandlers,
  ...ordersHandlers,
  ...placesHandlers,
  ...requestsHandlers,
  ...signingHandlers,
};
