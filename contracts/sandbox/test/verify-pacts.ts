// Provider verification: every interaction of every pact under contracts/pacts/ against a freshly seeded
// sandbox started in this process, with each provider state applied through the sandbox's state handlers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { createSandbox, createServer, listen } from '../src/index.ts';
import { stateChange } from '../src/states.ts';
import { strictStates, tokenFilter } from '../../scripts/lib/states.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const pactDir = path.resolve(here, '../../pacts');
const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-verify-'));
const sb = createSandbox(path.join(dbDir, 'verify.sqlite'), { logSms: false, edsReadySeconds: 0, filesDelaySeconds: 0 });
const server = createServer(sb);
const port = await listen(server, 0);

type Pact = { provider: { name: string }; interactions: Array<{ providerStates?: Array<{ name: string }> }> };
const files = fs.readdirSync(pactDir).filter((f) => f.endsWith('.json'));
if (!files.length) {
  console.error('no pact files: run the consumer tests first');
  process.exit(1);
}

let failed = 0;
let failedInteractions = 0;
let interactions = 0;
for (const file of files) {
  const pact = JSON.parse(fs.readFileSync(path.join(pactDir, file), 'utf8')) as Pact;
  interactions += pact.interactions.length;
  // every state through the sandbox's state-change contract: an unknown state or a failing set-up fails the run
  const states = strictStates(async (state, params, action) => stateChange(sb, { state, params, action }));
  try {
    await new Verifier({
      provider: pact.provider.name,
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: [path.join(pactDir, file)],
      stateHandlers: states.handlers as never,
      requestFilter: tokenFilter(states.current) as never,
      logLevel: (process.env.PACT_LOG_LEVEL as 'warn' | undefined) ?? 'error',
    }).verifyProvider();
    if (states.errors.length) throw new Error(`state changes failed: ${states.errors.join('; ')}`);
    console.log(`verified ${file} (${pact.interactions.length} interactions)`);
  } catch (e) {
    failed += 1;
    const message = (e as Error).message;
    let summary = message;
    try {
      const parsed = JSON.parse(message.slice(message.indexOf('{'))) as {
        errors?: Array<{ interaction: string; mismatch?: { mismatches?: Array<{ mismatch: string }> } }>;
      };
      summary = (parsed.errors ?? [])
        .map((err) => `  - ${err.interaction}\n${(err.mismatch?.mismatches ?? []).map((m) => `      ${m.mismatch}`).join('\n')}`)
        .join('\n');
      failedInteractions += parsed.errors?.length ?? 0;
    } catch {
      // keep the raw message
    }
    console.error(`verification failed for ${file}:\n${summary}`);
  }
}
server.close();
sb.db.close();
fs.rmSync(dbDir, { recursive: true, force: true });
console.log(
  `provider verification: ${interactions - failedInteractions}/${interactions} interactions verified; ${files.length - failed} of ${files.length} pact files passed`,
);
process.exit(failed ? 1 : 0);
