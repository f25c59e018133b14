// The `npm test` stage `pact-verify`: the command docs/contracts.md gives a backend team, run as they would run it
// against a provider of their own: the sandbox started apart on a free port, then
//   npm run pact:verify -- --provider-url http://127.0.0.1:<port> --proposals
// and the sandbox stopped. (The stage `pact-provider` verifies the sandbox in process; this one goes over HTTP,
// the state-change endpoint included.)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from './lib/sandbox-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sandbox = await startSandbox(root, 'pact-verify');
let status = 1;
if (sandbox) {
  const args = ['run', 'pact:verify', '--', '--provider-url', sandbox.url, '--proposals'];
  console.log(`[pact-verify] npm ${args.join(' ')}`);
  status = spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status ?? 1;
  sandbox.stop();
}
process.exit(status);
