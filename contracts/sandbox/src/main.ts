import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, resetData } from './lifecycle.ts';
import { createServer, listen } from './server.ts';
import { demo } from './seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = process.env.SANDBOX_DB ?? path.resolve(here, '../.data/sandbox.sqlite');
const sb = createSandbox(file);

if (process.argv.includes('--reset') || process.argv.includes('--reset-only')) {
  resetData(sb);
  console.log(`[sandbox] reset ${file}`);
  if (process.argv.includes('--reset-only')) {
    sb.db.close();
    process.exit(0);
  }
}

// a failure inside one request never takes the process down
process.on('uncaughtException', (e) => console.error('[sandbox] uncaught', e));
process.on('unhandledRejection', (e) => console.error('[sandbox] unhandled rejection', e));

const port = await listen(createServer(sb), Number(process.env.SANDBOX_PORT ?? 8787), process.env.SANDBOX_HOST ?? '127.0.0.1');
console.log(`[sandbox] both APIs on http://127.0.0.1:${port} (database ${file}, clock ${sb.clock.now().toISOString()})`);
console.log(
  `[sandbox] demo: individual +${demo.individual.phone} / ${demo.individual.password} / PIN ${demo.individual.pin}; legal +${demo.legal.phone}; ` +
    `legacy login ${demo.legacy.login} / ${demo.legacy.password}; new phone +${demo.freshPhone}. SMS codes: GET /__sandbox/outbox?phone=7XXXXXXXXXX (docs/sandbox.md)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    sb.db.close();
    process.exit(0);
  });
}
