import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Sandbox } from './context.ts';
import { HttpError, sendJson } from './http.ts';
import { handleApi } from './api/router.ts';
import { handleSandbox, isSandboxPath } from './routes/index.ts';

/** Both APIs (the contracts' endpoints, api/router.ts) and the sandbox's own routes (routes/index.ts). */
async function handle(sb: Sandbox, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  if (isSandboxPath(url.pathname)) await handleSandbox(sb, req, res, url);
  else await handleApi(sb, req, res, url);
}

export function createServer(sb: Sandbox): http.Server {
  const server = http.createServer((req, res) => {
    handle(sb, req, res).catch((e: unknown) => {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (e instanceof HttpError) {
        if (e.status === 413) res.setHeader('Connection', 'close');
        for (const [name, value] of Object.entries(e.headers)) res.setHeader(name, value);
        sendJson(res, e.status, e.toBody());
        return;
      }
      console.error('[sandbox] unexpected failure', e);
      sendJson(res, 500, { success: false, message: 'internal sandbox error', error_code: 'INTERNAL' });
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable)
      socket.end(
        'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"success":false,"message":"bad request"}',
      );
    else socket.destroy();
  });
  return server;
}

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
