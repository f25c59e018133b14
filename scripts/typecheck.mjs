// Strict typecheck of every package, one tsc per package.
import { spawnSync } from 'node:child_process';
const packages = ['contracts', 'contracts/sandbox', 'ui-kit', 'cabinet', 'e2e'];
let failed = 0;
for (const p of packages) {
  const r = spawnSync('tsc', ['-p', `${p}/tsconfig.json`], { stdio: 'inherit' });
  console.log(`typecheck ${p}: ${r.status === 0 ? 'ok' : 'FAILED'}`);
  if (r.status !== 0) failed += 1;
}
console.log(`typecheck: ${packages.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
