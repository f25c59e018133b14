// The Pact Broker commands of the pipeline, as arguments of the `pact-broker` CLI (@pact-foundation/pact-cli,
// pinned in the lockfile). Building them is pure, so contracts/test/pact-scripts.test.ts checks them without a broker.
import { ciInfo, requireBranch, type Env } from './ci.ts';

/** record-deployment off the main branch: the script skips it (exit 0) with this message. */
export class NotMainBranch extends Error {
  constructor(branch: string, main: string) {
    super(`record-deployment skipped: branch ${branch} is not ${main} (PACT_MAIN_BRANCH); only a build of ${main} is deployed`);
  }
}

export type BrokerCommand = 'publish' | 'can-i-deploy' | 'record-deployment';
export const PACTICIPANTS = ['storage-cabinet', 'cabinet-api', 'general-api'] as const;

export interface BrokerInput {
  command: BrokerCommand;
  /** publish: the folder of pact files */
  pactDir?: string;
  /** can-i-deploy, record-deployment: which application (default the consumer, storage-cabinet) */
  pacticipant?: string;
  /** can-i-deploy, record-deployment: the environment (production, staging, ...) */
  environment?: string;
  /** can-i-deploy: always exit 0 (the CLI's own --dry-run: it still asks the broker and prints the answer) */
  dryRun?: boolean;
}

function brokerAuth(env: Env): string[] {
  if (!env.PACT_BROKER_BASE_URL) throw new Error('PACT_BROKER_BASE_URL is not set');
  // the token and password stay in the environment, where the CLI reads them; never on a command line
  return ['--broker-base-url', env.PACT_BROKER_BASE_URL];
}

export function brokerArgs(input: BrokerInput, env: Env, gitSha: () => string): string[] {
  const ci = ciInfo(env, gitSha);
  const pacticipant = input.pacticipant ?? 'storage-cabinet';
  if (!(PACTICIPANTS as readonly string[]).includes(pacticipant)) throw new Error(`unknown pacticipant ${pacticipant}`);
  switch (input.command) {
    case 'publish':
      if (!input.pactDir) throw new Error('publish needs the pact folder');
      return [
        'publish',
        input.pactDir,
        ...brokerAuth(env),
        '--consumer-app-version',
        ci.version,
        '--branch',
        requireBranch(ci),
        ...(ci.buildUrl ? ['--build-url', ci.buildUrl] : []),
      ];
    case 'can-i-deploy':
      if (!input.environment) throw new Error('can-i-deploy needs --environment');
      return [
        'can-i-deploy',
        ...brokerAuth(env),
        '--pacticipant',
        pacticipant,
        '--version',
        ci.version,
        '--to-environment',
        input.environment,
        // a verification may still be running on the provider's side: wait for it rather than fail at once
        '--retry-while-unknown',
        '12',
        '--retry-interval',
        '10',
        ...(input.dryRun ? ['--dry-run'] : []),
      ];
    case 'record-deployment': {
      if (!input.environment) throw new Error('record-deployment needs --environment');
      // a pull request's build is no deployment: recording it would tell can-i-deploy that production runs it
      const main = env.PACT_MAIN_BRANCH?.trim() || 'main';
      const branch = requireBranch(ci);
      if (branch !== main) throw new NotMainBranch(branch, main);
      return [
        'record-deployment',
        ...brokerAuth(env),
        '--pacticipant',
        pacticipant,
        '--version',
        ci.version,
        '--environment',
        input.environment,
      ];
    }
  }
}
