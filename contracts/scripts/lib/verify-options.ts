// The arguments of `npm run pact:verify` and the Pact JS Verifier options they make, without running anything
// (contracts/test/pact-scripts.test.ts checks them).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ciInfo, requireBranch, type Env } from './ci.ts';

export const CONSUMER = 'storage-cabinet';
/** The cabinet's proposals: a consumer of their own, verified as work in progress (docs/contracts.md). */
export const PROPOSALS_CONSUMER = 'storage-cabinet-proposals';
export const PROVIDERS = ['cabinet-api', 'general-api'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The sandbox's state-change endpoint; a backend names its own with --states-url. */
export const SANDBOX_STATES_PATH = '/__sandbox/provider-states';

export interface VerifyArgs {
  providerUrl: string;
  statesUrl: string;
  providers: Provider[];
  /** a token for requests whose state answered none */
  token: string | undefined;
  /** pacts from the broker (selectors, pending, WIP) instead of contracts/pacts */
  broker: boolean;
  /** publish the results to the broker (with --broker) */
  publish: boolean;
  pactDir: string;
  /** print the options and stop */
  dryRun: boolean;
  /** from files: the proposals' pact too (--proposals) */
  proposals: boolean;
  /** one pact by its URL (--pact-url or PACT_URL: the broker webhook's `${pactbroker.pactUrl}`), nothing else */
  pactUrls: string[];
}

export const usage = `usage: npm run pact:verify -- --provider-url <url> [--states-url <url>] [--provider cabinet-api|general-api]
                          [--token <token>] [--pact-dir <dir>] [--proposals] [--pact-url <url> | --broker] [--publish]
                          [--dry-run]`;

export function parseVerifyArgs(argv: string[], env: Env, defaultPactDir: string): VerifyArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      'provider-url': { type: 'string' },
      'states-url': { type: 'string' },
      provider: { type: 'string', multiple: true },
      token: { type: 'string' },
      'pact-dir': { type: 'string' },
      broker: { type: 'boolean', default: false },
      publish: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      proposals: { type: 'boolean', default: false },
      'pact-url': { type: 'string', multiple: true },
    },
  });
  const providerUrl = values['provider-url'] ?? env.PACT_PROVIDER_URL;
  if (!providerUrl) throw new Error(`--provider-url is required\n${usage}`);
  const providers = (values.provider ?? [...PROVIDERS]) as Provider[];
  for (const p of providers) if (!PROVIDERS.includes(p)) throw new Error(`unknown provider ${p}: ${PROVIDERS.join(' or ')}`);
  const pactUrls = values['pact-url'] ?? (env.PACT_URL ? [env.PACT_URL] : []);
  if (pactUrls.length && values.broker) throw new Error('--pact-url and --broker exclude each other: the URL names the one pact to verify');
  if (values.publish && !values.broker && !pactUrls.length)
    throw new Error('--publish needs --broker or --pact-url: results are published for pacts the broker gave');
  if (pactUrls.length && providers.length !== 1)
    throw new Error('--pact-url needs one --provider (the provider of that pact: the webhook passes ${pactbroker.providerName})');
  return {
    providerUrl: providerUrl.replace(/\/$/, ''),
    statesUrl: values['states-url'] ?? env.PACT_STATES_URL ?? `${providerUrl.replace(/\/$/, '')}${SANDBOX_STATES_PATH}`,
    providers,
    token: values.token ?? env.PACT_PROVIDER_TOKEN,
    broker: values.broker ?? false,
    publish: values.publish ?? false,
    pactDir: path.resolve(values['pact-dir'] ?? defaultPactDir),
    dryRun: values['dry-run'] ?? false,
    proposals: values.proposals ?? false,
    pactUrls,
  };
}

function brokerCredentials(env: Env): Record<string, string | undefined> {
  return {
    ...(env.PACT_BROKER_TOKEN ? { pactBrokerToken: env.PACT_BROKER_TOKEN } : {}),
    ...(env.PACT_BROKER_USERNAME ? { pactBrokerUsername: env.PACT_BROKER_USERNAME, pactBrokerPassword: env.PACT_BROKER_PASSWORD } : {}),
  };
}

/** The Verifier options of one provider, functions (state handlers, request filter) aside. */
export function verifierOptions(args: VerifyArgs, provider: Provider, env: Env, gitSha: () => string): Record<string, unknown> {
  const base = { provider, providerBaseUrl: args.providerUrl, logLevel: env.PACT_LOG_LEVEL ?? 'warn' };
  if (args.pactUrls.length) {
    // the webhook's pact: fetched with the broker's credentials, results published for it (no selectors, no pending)
    const ci = args.publish ? ciInfo(env, gitSha) : null;
    return {
      ...base,
      pactUrls: args.pactUrls,
      ...brokerCredentials(env),
      publishVerificationResult: args.publish,
      ...(ci ? { providerVersion: ci.version, providerVersionBranch: requireBranch(ci) } : {}),
      ...(ci?.buildUrl ? { buildUrl: ci.buildUrl } : {}),
    };
  }
  if (!args.broker)
    return {
      ...base,
      pactUrls: [
        path.join(args.pactDir, `${CONSUMER}-${provider}.json`),
        ...(args.proposals ? [path.join(args.pactDir, `${PROPOSALS_CONSUMER}-${provider}.json`)] : []),
      ],
    };
  const brokerUrl = env.PACT_BROKER_BASE_URL;
  if (!brokerUrl) throw new Error('--broker needs PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME/PASSWORD)');
  const ci = ciInfo(env, gitSha);
  return {
    ...base,
    pactBrokerUrl: brokerUrl,
    ...brokerCredentials(env),
    // the consumer's main branch, whatever is deployed or released, and the consumer branch named like ours: of the
    // agreed consumer (the gate), or with --proposals of the proposals' consumer (a job that may fail)
    consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }].map((s) => ({
      ...s,
      consumer: args.proposals ? PROPOSALS_CONSUMER : CONSUMER,
    })),
    // a new interaction does not fail the provider's build until it has passed once (pending) ...
    enablePending: true,
    // ... and work-in-progress pacts of the consumer's feature branches are verified too
    includeWipPactsSince: env.PACT_INCLUDE_WIP_SINCE ?? '2026-01-01',
    publishVerificationResult: args.publish,
    providerVersion: ci.version,
    // matchingBranch needs it even when nothing is published
    providerVersionBranch: args.publish ? requireBranch(ci) : ci.branch,
    ...(ci.buildUrl ? { buildUrl: ci.buildUrl } : {}),
  };
}

/** What --dry-run prints: the options with secrets hidden. */
export function redacted(options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k, /token|password/i.test(k) && v ? '***' : v]));
}
