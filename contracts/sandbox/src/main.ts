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
  if (process.argv.includes('--reset-only')) process.exit(0);
}

const port = await listen(createServer(sb), Number(process.env.SANDBOX_PORT ?? 8787));
console.log(`[sandbox] both APIs on http://127.0.0.1:${port} (database ${file})`);
console.log(`[sandbox] demo customer +${demo.individual.phone} / ${demo.individual.password}; SMS codes: GET /__sandbox/outbox?phone=7XXXXXXXXXX`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    sb.db.close();
    process.exit(0);
  });
}
