// Serves the built cabinet behind Debian's nginx for the e2e smoke run, with cabinet/deploy/nginx.conf.template
// rendered for this machine (both APIs and files proxied to the e2e sandbox).
//   node scripts/nginx.mjs start|stop
//
// Started as root, nginx runs its worker as `nobody`, which cannot enter a clone inside a private folder (a home
// folder is mode 700). So nginx never reads the clone: its prefix (configuration, logs, temp files) and a copy of
// the built cabinet live in a world-readable folder under the system's temp folder, as a real server's web root
// would. Whoever runs it, root or not, the worker can read what it serves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 8797}`;
const port = process.env.E2E_NGINX_PORT ?? '8088';
const prefix = path.join(os.tmpdir(), `sb-nginx-${port}`);
const distDir = path.join(root, process.env.CABINET_OUT_DIR ? path.join('cabinet', process.env.CABINET_OUT_DIR) : 'cabinet/dist');
const [command = 'start'] = process.argv.slice(2);

if (command === 'stop') {
  spawnSync(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'quit'], { stdio: 'inherit' });
  process.exit(0);
}

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`[nginx] ${distDir} has no build: run the cabinet build first`);
  process.exit(1);
}
fs.rmSync(path.join(prefix, 'html'), { recursive: true, force: true });
fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
fs.cpSync(distDir, path.join(prefix, 'html'), { recursive: true });
// readable (and its folders enterable) by every user, whatever the umask was
const openUp = (dir) => {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) openUp(p);
    else fs.chmodSync(p, 0o644);
  }
};
fs.chmodSync(prefix, 0o755);
openUp(path.join(prefix, 'html'));
const values = {
  LISTEN_PORT: `127.0.0.1:${port}`,
  DIST_DIR: path.join(prefix, 'html'),
  CABINET_API: sandbox,
  GENERAL_API: sandbox,
  FILES_ORIGIN: sandbox,
  FRAME_PARENTS: 'http://127.0.0.1:5173',
  PAYMENT_HOSTS: 'https://widget.cloudpayments.ru https://yookassa.ru',
};
const server = fs
  .readFileSync(path.join(root, 'cabinet/deploy/nginx.conf.template'), 'utf8')
  .replace(/\$\{(\w+)\}/g, (m, name) => values[name] ?? m);
// Debian's brotli module (libnginx-mod-http-brotli-static, installed with nginx by scripts/test-all.mjs): the
// template's `brotli_static on` sends the build's .br files
const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
if (!fs.existsSync(brotli)) {
  console.error(`[nginx] ${brotli} is missing: apt-get install libnginx-mod-http-brotli-static`);
  process.exit(1);
}
const conf = `
load_module ${brotli};
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/logs/access.log;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  sendfile on;
${server}
}
`;
fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
const test = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
if (test.status !== 0) {
  console.error(test.stderr);
  process.exit(1);
}
spawnSync(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'quit'], { stdio: 'ignore' });
const r = spawnSync(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
console.log(
  r.status === 0
    ? `nginx serves a copy of ${path.relative(root, distDir)} on http://127.0.0.1:${port} (prefix ${prefix})`
    : 'nginx failed to start',
);
process.exit(r.status ?? 1);
