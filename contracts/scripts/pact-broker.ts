// The broker pipeline with the real Pact CLI (`pact-broker` of @pact-foundation/pact-cli):
//   npm run pact:publish                                         consumer pacts, version = commit, branch from CI
//   npm run pact:can-i-deploy -- [--pacticipant cabinet-api] --environment production [--dry-run]
//   npm run pact:record-deployment -- [--pacticipant cabinet-api] --environment production
//                                                                only from the main branch (PACT_MAIN_BRANCH, default
//                                                                main); any other branch: skipped, exit 0
// Needs PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME/PASSWORD). --print shows the command
// and runs nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brokerArgs, NotMainBranch, type BrokerCommand } from './lib/broker-args.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    pacticipant: { type: 'string' },
    environment: { type: 'string' },
    'pact-dir': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    print: { type: 'boolean', default: false },
  },
});
if (!['publish', 'can-i-deploy', 'record-deployment'].includes(command ?? '')) {
  console.error(
    'usage: node contracts/scripts/pact-broker.ts publish|can-i-deploy|record-deployment [--pacticipant p] [--environment e] [--dry-run] [--print]',
  );
  process.exit(2);
}
const gitSha = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: here, encoding: 'utf8' }).trim();
let args: string[];
try {
  args = brokerArgs(
    {
      command: command as BrokerCommand,
      pactDir: path.resolve(values['pact-dir'] ?? path.join(here, '../pacts')),
      ...(values.pacticipant ? { pacticipant: values.pacticipant } : {}),
      ...(values.environment ? { environment: values.environment } : {}),
      dryRun: values['dry-run'],
    },
    process.env,
    gitSha,
  );
} catch (e) {
  if (e instanceof NotMainBranch) {
    console.log(e.message);
    process.exit(0);
  }
  console.error((e as Error).message);
  process.exit(2);
}
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/package.json')), 'bin/pact-broker.js');
if (values.print) {
  console.log(['pact-broker', ...args].join(' '));
  process.exit(0);
}
const r = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
process.exit(r.status ?? 1);
