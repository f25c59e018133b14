// The pipeline scripts without a broker: the CI version and branch, the pact-broker CLI arguments (every flag
// checked against the pinned CLI's own help), the verifier options and the strict provider states.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { plannedMoves, withAccepted } from '../scripts/lib/accept.ts';
import { brokerArgs, NotMainBranch } from '../scripts/lib/broker-args.ts';
import { ciInfo, requireBranch } from '../scripts/lib/ci.ts';
import { httpStateSetup, strictStates, tokenFilter } from '../scripts/lib/states.ts';
import { parseVerifyArgs, redacted, verifierOptions } from '../scripts/lib/verify-options.ts';

const noGit = () => {
  throw new Error('git asked although CI named the commit');
};
const github = {
  PACT_BROKER_BASE_URL: 'https://broker.example',
  PACT_BROKER_TOKEN: 'secret',
  GITHUB_SHA: 'abc123',
  GITHUB_REF_NAME: '42/merge',
  GITHUB_HEAD_REF: 'feature/invoices',
  GITHUB_SERVER_URL: 'https://github.example',
  GITHUB_REPOSITORY: 'sb/cabinet',
  GITHUB_RUN_ID: '7',
};

describe('the CI version and branch', () => {
  it('takes the commit and the branch from the CI variables, a pull request by its own branch', () => {
    expect(ciInfo(github, noGit)).toEqual({
      version: 'abc123',
      branch: 'feature/invoices',
      buildUrl: 'https://github.example/sb/cabinet/actions/runs/7',
    });
    expect(ciInfo({ CI_COMMIT_SHA: 'def', CI_COMMIT_REF_NAME: 'main', CI_JOB_URL: 'https://ci/1' }, noGit)).toEqual({
      version: 'def',
      branch: 'main',
      buildUrl: 'https://ci/1',
    });
    expect(ciInfo({ GIT_BRANCH: 'origin/release' }, () => 'from-git').branch).toBe('release');
  });

  it('asks git for the commit only, and refuses to publish without a branch', () => {
    const info = ciInfo({}, () => 'from-git');
    expect(info.version).toBe('from-git');
    expect(() => requireBranch(info)).toThrow(/no branch: set one of PACT_BRANCH/);
  });
});

describe('pact-broker arguments', () => {
  it('publishes the pacts with the commit as version and the CI branch', () => {
    expect(brokerArgs({ command: 'publish', pactDir: '/repo/contracts/pacts' }, github, noGit)).toEqual([
      'publish',
      '/repo/contracts/pacts',
      '--broker-base-url',
      'https://broker.example',
      '--consumer-app-version',
      'abc123',
      '--branch',
      'feature/invoices',
      '--build-url',
      'https://github.example/sb/cabinet/actions/runs/7',
    ]);
  });

  it('asks can-i-deploy and records a deployment of any pacticipant', () => {
    expect(
      brokerArgs({ command: 'can-i-deploy', pacticipant: 'cabinet-api', environment: 'production', dryRun: true }, github, noGit),
    ).toEqual([
      'can-i-deploy',
      '--broker-base-url',
      'https://broker.example',
      '--pacticipant',
      'cabinet-api',
      '--version',
      'abc123',
      '--to-environment',
      'production',
      '--retry-while-unknown',
      '12',
      '--retry-interval',
      '10',
      '--dry-run',
    ]);
    const onMain = { ...github, GITHUB_HEAD_REF: '', GITHUB_REF_NAME: 'main' };
    expect(brokerArgs({ command: 'record-deployment', environment: 'staging' }, onMain, noGit)).toEqual([
      'record-deployment',
      '--broker-base-url',
      'https://broker.example',
      '--pacticipant',
      'storage-cabinet',
      '--version',
      'abc123',
      '--environment',
      'staging',
    ]);
  });

  it('records a deployment only from the main branch: a pull request is skipped, exit 0', () => {
    expect(() => brokerArgs({ command: 'record-deployment', environment: 'production' }, github, noGit)).toThrow(NotMainBranch);
    expect(() =>
      brokerArgs(
        { command: 'record-deployment', environment: 'production' },
        { ...github, GITHUB_HEAD_REF: '', GITHUB_REF_NAME: 'main' },
        noGit,
      ),
    ).not.toThrow();
    const trunk = { ...github, GITHUB_HEAD_REF: '', GITHUB_REF_NAME: 'trunk', PACT_MAIN_BRANCH: 'trunk' };
    expect(brokerArgs({ command: 'record-deployment', environment: 'production' }, trunk, noGit)[0]).toBe('record-deployment');
    const cli = path.resolve(__dirname, '../scripts/pact-broker.ts');
    const env = { PATH: process.env.PATH, ...github };
    const r = spawnSync(process.execPath, [cli, 'record-deployment', '--environment', 'production'], { encoding: 'utf8', env });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('record-deployment skipped: branch feature/invoices is not main');
  });

  it('never puts the token on the command line, and refuses what it cannot build', () => {
    expect(brokerArgs({ command: 'publish', pactDir: 'p' }, github, noGit).join(' ')).not.toContain('secret');
    expect(() => brokerArgs({ command: 'publish', pactDir: 'p' }, { GITHUB_SHA: 'a', GITHUB_REF_NAME: 'main' }, noGit)).toThrow(
      /PACT_BROKER_BASE_URL/,
    );
    expect(() => brokerArgs({ command: 'can-i-deploy' }, github, noGit)).toThrow(/--environment/);
    expect(() => brokerArgs({ command: 'record-deployment', pacticipant: 'nobody', environment: 'x' }, github, noGit)).toThrow(/unknown/);
  });

  it.each(['publish', 'can-i-deploy', 'record-deployment'] as const)('uses only flags the pinned CLI knows: %s', (command) => {
    const cli = path.join(path.dirname(require.resolve('@pact-foundation/pact-cli/package.json')), 'bin/pact-broker.js');
    const help = spawnSync(process.execPath, [cli, command, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    const env = command === 'record-deployment' ? { ...github, GITHUB_HEAD_REF: '', GITHUB_REF_NAME: 'main' } : github;
    const args = brokerArgs({ command, pactDir: 'p', environment: 'production', dryRun: true }, env, noGit);
    const flags = args.filter((a) => a.startsWith('--'));
    expect(flags.length).toBeGreaterThan(2);
    expect(flags.filter((f) => !new RegExp(`\\s${f}[\\s\\[<=,]`).test(help.stdout))).toEqual([]);
  });
});

describe('pact:verify options', () => {
  const pactDir = '/repo/contracts/pacts';

  it('verifies both providers from the committed files, states at the sandbox endpoint by default', () => {
    const args = parseVerifyArgs(['--provider-url', 'http://127.0.0.1:8821/'], {}, pactDir);
    expect(args).toMatchObject({ providerUrl: 'http://127.0.0.1:8821', statesUrl: 'http://127.0.0.1:8821/__sandbox/provider-states' });
    expect(args.providers).toEqual(['cabinet-api', 'general-api']);
    expect(verifierOptions(args, 'cabinet-api', {}, noGit)).toEqual({
      provider: 'cabinet-api',
      providerBaseUrl: 'http://127.0.0.1:8821',
      logLevel: 'warn',
      pactUrls: ['/repo/contracts/pacts/storage-cabinet-cabinet-api.json'],
    });
  });

  it('takes the pacts from the broker with selectors, pending and WIP pacts, and publishes with version and branch', () => {
    const args = parseVerifyArgs(
      [
        '--provider-url',
        'https://cabinet-api.stage',
        '--states-url',
        'https://cabinet-api.stage/_states',
        '--broker',
        '--publish',
        '--provider',
        'cabinet-api',
      ],
      {},
      pactDir,
    );
    const options = verifierOptions(args, 'cabinet-api', { ...github, PACT_INCLUDE_WIP_SINCE: '2026-02-01' }, noGit);
    expect(options).toMatchObject({
      pactBrokerUrl: 'https://broker.example',
      pactBrokerToken: 'secret',
      // the gate: the agreed consumer only (a proposal that passed once must not fail the provider's build later)
      consumerVersionSelectors: [
        { mainBranch: true, consumer: 'storage-cabinet' },
        { deployedOrReleased: true, consumer: 'storage-cabinet' },
        { matchingBranch: true, consumer: 'storage-cabinet' },
      ],
      enablePending: true,
      includeWipPactsSince: '2026-02-01',
      publishVerificationResult: true,
      providerVersion: 'abc123',
      providerVersionBranch: 'feature/invoices',
    });
    expect(options.pactUrls).toBeUndefined();
    expect(redacted(options).pactBrokerToken).toBe('***');
  });

  it('selects the proposals consumer from the broker with --broker --proposals (the non-blocking job)', () => {
    const args = parseVerifyArgs(['--provider-url', 'http://127.0.0.1:8080', '--broker', '--proposals'], {}, pactDir);
    const options = verifierOptions(args, 'cabinet-api', github, noGit);
    expect(options.consumerVersionSelectors).toEqual([
      { mainBranch: true, consumer: 'storage-cabinet-proposals' },
      { deployedOrReleased: true, consumer: 'storage-cabinet-proposals' },
      { matchingBranch: true, consumer: 'storage-cabinet-proposals' },
    ]);
  });

  it('adds the proposals pact with --proposals', () => {
    const args = parseVerifyArgs(['--provider-url', 'http://127.0.0.1:8821', '--proposals'], {}, pactDir);
    expect(verifierOptions(args, 'general-api', {}, noGit).pactUrls).toEqual([
      '/repo/contracts/pacts/storage-cabinet-general-api.json',
      '/repo/contracts/pacts/storage-cabinet-proposals-general-api.json',
    ]);
  });

  it('verifies the one pact a webhook names (PACT_URL or --pact-url), publishing the result for it', () => {
    const pactUrl = 'https://broker.example/pacts/provider/cabinet-api/consumer/storage-cabinet/version/abc';
    const env = { ...github, PACT_URL: pactUrl, PACT_BRANCH: 'main', PACT_VERSION: 'prov42' };
    const args = parseVerifyArgs(['--provider-url', 'http://127.0.0.1:8080', '--provider', 'cabinet-api', '--publish'], env, pactDir);
    const options = verifierOptions(args, 'cabinet-api', env, noGit);
    expect(options).toMatchObject({
      pactUrls: [pactUrl],
      pactBrokerToken: 'secret',
      publishVerificationResult: true,
      providerVersion: 'prov42',
      providerVersionBranch: 'main',
    });
    expect(options.consumerVersionSelectors).toBeUndefined();
    const flag = parseVerifyArgs(['--provider-url', 'x', '--provider', 'general-api', '--pact-url', pactUrl], {}, pactDir);
    expect(verifierOptions(flag, 'general-api', {}, noGit)).toMatchObject({ pactUrls: [pactUrl], publishVerificationResult: false });
    expect(() => parseVerifyArgs(['--provider-url', 'x', '--pact-url', pactUrl], {}, pactDir)).toThrow(/one --provider/);
    expect(() => parseVerifyArgs(['--provider-url', 'x', '--provider', 'cabinet-api', '--broker'], { PACT_URL: pactUrl }, pactDir)).toThrow(
      /exclude each other/,
    );
  });

  it('refuses what cannot work', () => {
    expect(() => parseVerifyArgs([], {}, pactDir)).toThrow(/--provider-url is required/);
    expect(() => parseVerifyArgs(['--provider-url', 'x', '--publish'], {}, pactDir)).toThrow(/--publish needs --broker/);
    expect(() => parseVerifyArgs(['--provider-url', 'x', '--provider', 'nope'], {}, pactDir)).toThrow(/unknown provider/);
    const publish = parseVerifyArgs(['--provider-url', 'x', '--broker', '--publish'], {}, pactDir);
    expect(() => verifierOptions(publish, 'general-api', { PACT_BROKER_BASE_URL: 'b', GITHUB_SHA: 'a' }, noGit)).toThrow(/no branch/);
  });
});

describe('strict provider states', () => {
  const answering = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('keeps what the state answered for the request filter, which swaps the token in', async () => {
    const states = strictStates(httpStateSetup('http://provider/states', answering(200, { token: 'issued-for-test' })));
    await expect(states.handlers['the individual demo customer is logged in']!.setup({ phone: '79990000001' })).resolves.toEqual({
      token: 'issued-for-test',
    });
    const req = { headers: { 'x-sb-api-key': 'example-token' } as Record<string, string | undefined> };
    const next = jest.fn();
    tokenFilter(states.current)(req, null, next);
    expect(req.headers['x-sb-api-key']).toBe('issued-for-test');
    const anonymous = { headers: {} as Record<string, string | undefined> };
    tokenFilter(states.current)(anonymous, null, next);
    expect(anonymous.headers['x-sb-api-key']).toBeUndefined();
    expect(next).toHaveBeenCalledTimes(2);
    expect(states.errors).toEqual([]);
  });

  it('fails on a state the provider refuses, and keeps the failure for the end of the run', async () => {
    const states = strictStates(httpStateSetup('http://provider/states', answering(400, { message: 'unknown provider state' })));
    await expect(states.handlers['no such state']!.setup({})).rejects.toThrow(/answered 400/);
    expect(states.errors).toEqual([expect.stringContaining('state "no such state" (setup): http://provider/states answered 400')]);
  });
});

describe("a proposal's way to agreement (npm run pact:accept)", () => {
  const pacts = path.resolve(__dirname, '../pacts');

  it('moves an interaction marked with the proposal alone to the agreed pact under the same description', () => {
    expect(plannedMoves(pacts, 'wrong-pin')).toEqual([
      { provider: 'general-api', from: 'a wrong PIN [proposal: wrong-pin]', to: 'a wrong PIN', agreed: true },
    ]);
  });

  it('names the agreed twin a moved interaction replaces, and keeps the other ids of a shared marker', () => {
    const answers = plannedMoves(pacts, 'answer-fields');
    expect(answers.find((m) => m.from === 'a booking of box 2001 for 30 days [proposal: answer-fields]')).toEqual({
      provider: 'cabinet-api',
      from: 'a booking of box 2001 for 30 days [proposal: answer-fields]',
      to: 'a booking of box 2001 for 30 days',
      agreed: true,
      replaces: 'a booking of box 2001 for 30 days',
    });
    const shared = plannedMoves(pacts, 'requisites-digits').find((m) => m.from.startsWith('a request for the requisitesLegal'));
    expect(shared).toMatchObject({ agreed: false, to: expect.stringMatching(/\[proposal: inn-kpp-lengths\]$/) });
  });

  it('adds the id to acceptedProposals once', () => {
    const source = 'export const acceptedProposals: readonly string[] = [];\n';
    const once = withAccepted(source, 'wrong-pin');
    expect(once).toBe("export const acceptedProposals: readonly string[] = ['wrong-pin'];\n");
    expect(withAccepted(once, 'place-maps')).toBe("export const acceptedProposals: readonly string[] = ['wrong-pin', 'place-maps'];\n");
    expect(() => withAccepted(once, 'wrong-pin')).toThrow('accepted already');
  });
});
