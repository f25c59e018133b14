// Verifies a running provider against the pacts: `npm run pact:verify -- --provider-url <url> [--states-url <url>]`.
// Every provider state is set up through the state-change URL (docs/contracts.md, "The state-change contract"); a
// state the provider refuses or does not know fails the run. The token header carries the token the state answered.
// With --broker the pacts come from the broker (selectors, pending and WIP pacts) and --publish sends the results.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { httpStateSetup, strictStates, tokenFilter } from './lib/states.ts';
import { parseVerifyArgs, redacted, usage, verifierOptions } from './lib/verify-options.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const gitSha = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: here, encoding: 'utf8' }).trim();
process.env.PACT_DO_NOT_TRACK = 'true';

let args;
try {
  args = parseVerifyArgs(process.argv.slice(2), process.env, path.resolve(here, '../pacts'));
} catch (e) {
  console.error((e as Error).message);
  if (!(e as Error).message.includes('usage:')) console.error(usage);
  process.exit(2);
}

let failed = 0;
for (const provider of args.providers) {
  const options = verifierOptions(args, provider, process.env, gitSha);
  if (args.dryRun) {
    console.log(JSON.stringify({ ...redacted(options), statesUrl: args.statesUrl, tokenFallback: args.token ? '***' : null }, null, 2));
    continue;
  }
  const states = strictStates(httpStateSetup(args.statesUrl));
  let error: string | null = null;
  try {
    await new Verifier({
      ...(options as unknown as VerifierOptions),
      stateHandlers: states.handlers,
      requestFilter: tokenFilter(states.current, args.token) as VerifierOptions['requestFilter'],
    }).verifyProvider();
  } catch (e) {
    error = (e as Error).message.split('\n')[0] ?? 'verification failed';
  }
  if (states.errors.length) error = `${states.errors.length} state change(s) failed:\n  ${states.errors.join('\n  ')}`;
  if (error) {
    failed += 1;
    console.error(`${provider} at ${args.providerUrl}: FAILED: ${error}`);
  } else {
    const pacts = (options.pactUrls as string[] | undefined)?.map((u) => path.basename(u)).join(', ') ?? 'the pacts the broker selected';
    console.log(`${provider} at ${args.providerUrl}: every interaction verified (${pacts})`);
  }
}
process.exit(failed ? 1 : 0);
