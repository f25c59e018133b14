import type { Handler } from '../context.ts';
import { authHandlers } from './auth.ts';
import { clientHandlers } from './client.ts';
import { ordersHandlers } from './orders.ts';
import { placesHandlers } from './places.ts';
import { signingHandlers } from './signing.ts';

/**
 * Every simulated call, keyed by `METHOD path-template` exactly as ../shared/spec/endpoints.tsv writes it (plus
 * the invoice call), so the router finds a handler whatever id the contracts give the endpoint.
 */
export const handlers: Record<string, Handler> = {
  ...authHandlers,
  ...clientHandlers,
  ...ordersHandlers,
  ...placesHandlers,
  ...signingHandlers,
};

export function handlerKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
