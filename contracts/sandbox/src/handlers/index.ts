import type { Handler } from '../context.ts';
import { authHandlers } from './auth.ts';

/** Every simulated endpoint, by endpoint id. */
export const handlers: Record<string, Handler> = {
  ...authHandlers,
};
