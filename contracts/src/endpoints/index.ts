import * as cabinet from './cabinet.ts';
import * as general from './general.ts';
import type { Endpoint } from '../http/endpoint.ts';

export { cabinet, general };

/** Every endpoint of both APIs, for the sandbox router and the coverage checks. */
export const allEndpoints: readonly Endpoint[] = [...Object.values(cabinet), ...Object.values(general)] as Endpoint[];
