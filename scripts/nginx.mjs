// Serves the built cabinet behind Debian's nginx for the e2e smoke run, with cabinet/deploy/nginx.conf.template
// rendered for this machine (both APIs and files proxied to the e2e sandbox).
//   node scripts/nginx.mjs start|stop
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prefix = path.join(root, 'e2e/.artifacts/nginx');
const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 8797}`;
const port = process.env.E2E_NGINX_PORT ?? '8088';
const [command = 'start'] = process.argv.slice(2);

if (command === 'stop') {
  spawnSync(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'quit'], { stdio: 'inherit' });
  process.exit(0);
}

fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
const values = {
  LISTEN_PORT: `127.0.0.1:${port}`,
  DIST_DIR: path.join(root, 'cabinet/dist'),
  CABINET_API: sandbox,
  GENERAL_API: sandbox,
  FILES_ORIGIN: sandbox,
  FRAME_PARENTS: 'http://127.0.0.1:5173',
  PAYMENT_HOSTS: 'https://widget.cloudpayments.ru https://yookassa.ru',
};
const server = fs
  .readFileSync(path.join(root, 'cabinet/deploy/nginx.conf.template'), 'utf8')
  .replace(/\$\{(\w+)\}/g, (m, name) => values[name] ?? m);
const conf = `
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
console.log(r.status === 0 ? `nginx serves cabinet/dist on http://127.0.0.1:${port}` : 'nginx failed to start');
process.exit(r.status ?? 1);
