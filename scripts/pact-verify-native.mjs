// The `npm test` stage `pact-verify-native`: the Rust verifier (the engine pact-jvm, pact-go and pact-php wrap;
// `pact-verifier` of the npm package @pact-foundation/pact-cli, the same flags as the standalone
// `pact_verifier_cli`) run with docs/contracts.md's own command lines against the sandbox started apart:
//   1. every `pact-verifier` command line of the guide uses only flags the pinned CLI's `--help` lists;
//   2. the block marked `<!-- npm test runs this block -->` runs as written, with PACTS, HOST, PORT and STATES
//      pointing at this checkout and the sandbox, and every command must pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from './lib/sandbox-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'contracts/node_modules/.bin');
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const guide = fs.readFileSync(path.join(root, 'docs/contracts.md'), 'utf8');

/** The fenced blocks of the guide, each with whether the run marker stands right above it. */
const blocks = [...guide.matchAll(/(<!-- npm test runs this block -->\n\s*)?```(?:sh|bash|console)\n([\s\S]*?)```/g)].map((m) => ({
  run: Boolean(m[1]),
  text: m[2],
}));
/** The `pact-verifier` command lines of a block, continuation lines joined. */
const commandsOf = (text) =>
  text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('pact-verifier '));

const help = spawnSync('pact-verifier', ['--help'], { env, encoding: 'utf8' });
if (help.status !== 0) {
  console.error(`[pact-verify-native] pact-verifier --help failed:\n${help.stderr}`);
  process.exit(1);
}
const unknown = blocks.flatMap((b) =>
  commandsOf(b.text).flatMap((c) =>
    (c.match(/(?<=\s)--?[a-zA-Z][\w-]*/g) ?? [])
      .filter((flag) => !new RegExp(`\\s${flag}[\\s,<=\\[]`).test(help.stdout))
      .map((flag) => `${flag} in: ${c}`),
  ),
);
const toRun = blocks.filter((b) => b.run).flatMap((b) => commandsOf(b.text));
console.log(`[pact-verify-native] ${blocks.flatMap((b) => commandsOf(b.text)).length} pact-verifier command lines in docs/contracts.md`);
if (unknown.length) {
  console.error(`[pact-verify-native] flags the CLI does not have:\n  ${unknown.join('\n  ')}`);
  process.exit(1);
}
if (!toRun.length) {
  console.error('[pact-verify-native] no block of docs/contracts.md is marked `<!-- npm test runs this block -->`');
  process.exit(1);
}

const sandbox = await startSandbox(root, 'pact-verify-native');
if (!sandbox) process.exit(1);
let failed = 0;
const vars = {
  PACTS: path.join(root, 'contracts/pacts'),
  HOST: '127.0.0.1',
  PORT: String(sandbox.port),
  STATES: `${sandbox.url}/__sandbox/provider-states`,
};
for (const command of toRun) {
  console.log(
    `[pact-verify-native] ${Object.entries(vars)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}\n  ${command}`,
  );
  const r = spawnSync('bash', ['-c', command], { cwd: root, env: { ...env, ...vars }, stdio: 'inherit' });
  if (r.status !== 0) failed++;
  console.log(`[pact-verify-native] ${r.status === 0 ? 'passed' : `FAILED (exit ${r.status})`}`);
}
sandbox.stop();
console.log(`[pact-verify-native] ${toRun.length - failed} of ${toRun.length} native verifications passed`);
process.exit(failed ? 1 : 0);
