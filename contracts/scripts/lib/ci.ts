// The version and branch a CI run publishes under. The version is the commit; the branch comes from the CI's own
// variables, because `git branch --show-current` is empty on the detached checkouts CI systems make.

export type Env = Record<string, string | undefined>;

const SHA_VARS = [
  'PACT_VERSION',
  'GITHUB_SHA',
  'CI_COMMIT_SHA',
  'BUILDKITE_COMMIT',
  'CIRCLE_SHA1',
  'GIT_COMMIT',
  'BITBUCKET_COMMIT',
  'TRAVIS_COMMIT',
];
// a pull request's own branch first (GITHUB_HEAD_REF), then the pushed branch
const BRANCH_VARS = [
  'PACT_BRANCH',
  'GITHUB_HEAD_REF',
  'GITHUB_REF_NAME',
  'CI_COMMIT_REF_NAME',
  'BUILDKITE_BRANCH',
  'CIRCLE_BRANCH',
  'BRANCH_NAME',
  'GIT_BRANCH',
  'BITBUCKET_BRANCH',
  'TRAVIS_BRANCH',
];

const first = (env: Env, names: string[]) => names.map((n) => env[n]?.trim()).find((v) => v);

export interface CiInfo {
  version: string;
  branch: string | undefined;
  buildUrl: string | undefined;
}

/** `gitSha` is asked only when no CI variable names the commit. */
export function ciInfo(env: Env, gitSha: () => string): CiInfo {
  const version = first(env, SHA_VARS) ?? gitSha();
  const rawBranch = first(env, BRANCH_VARS);
  const branch = rawBranch?.replace(/^origin\//, '').replace(/^refs\/heads\//, '');
  const buildUrl =
    env.PACT_BUILD_URL ??
    (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : (env.CI_JOB_URL ?? env.BUILDKITE_BUILD_URL ?? env.BUILD_URL));
  return { version, branch, buildUrl };
}

export function requireBranch(info: CiInfo): string {
  if (!info.branch)
    throw new Error(
      `no branch: set one of ${BRANCH_VARS.join(', ')} (CI systems set theirs; git branch --show-current is empty on a CI checkout)`,
    );
  return info.branch;
}
