import type http from 'node:http';
import type { Sandbox } from '../context.ts';
import { controlRoutes } from './control.ts';
import { paymentRoutes } from './payment.ts';
import { staticRoutes } from './static.ts';
import { noRoute, type SandboxRoute } from './route.ts';

/** Paths only the sandbox answers (never part of a real backend). */
export const SANDBOX_PREFIXES = ['/__sandbox/', '/files/', '/static/'] as const;

/** The sandbox-only routes: control (clock, SMS, states, requests), the payment page, and what it serves itself. */
export const sandboxRoutes: readonly SandboxRoute[] = [...controlRoutes, ...paymentRoutes, ...staticRoutes];

export function isSandboxPath(pathname: string): boolean {
  return SANDBOX_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Answers a sandbox-only path, or 404 when no route has it. */
export async function handleSandbox(sb: Sandbox, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  for (const route of sandboxRoutes) {
    if (route.method !== method) continue;
    const match = typeof route.path === 'string' ? null : route.path.exec(url.pathname);
    if (typeof route.path === 'string' ? route.path !== url.pathname : !match) continue;
    await route.handle({ sb, req, res, url, match });
    return;
  }
  throw noRoute(method, url.pathname);
}
