import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Connect, Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Precompressed files: after the build, every text file of the output (but the manifest folder) gets a `.gz`
 * (gzip level 9) and a `.br` (brotli quality 11) beside it when that is smaller, so the server sends them as they
 * are instead of compressing on each request at a lower level: nginx with `gzip_static on` (and `brotli_static on`
 * where its brotli module is installed, cabinet/deploy/nginx.conf.template). `vite preview` (the e2e runs and the
 * benchmark) serves them the same way for /assets/, brotli first.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sb-precompress',
    // the build writes the files; the preview server (a 'serve' command) sends them
    apply: (_, env) => env.command === 'build' || env.isPreview === true,
    writeBundle(options) {
      outDir = options.dir ?? outDir;
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          if (e.isDirectory()) return e.name === '.vite' ? [] : walk(full);
          return compressible.test(e.name) ? [full] : [];
        });
      for (const file of walk(outDir)) {
        const raw = fs.readFileSync(file);
        const gz = zlib.gzipSync(raw, { level: 9 });
        const br = zlib.brotliCompressSync(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      }
    },
    configurePreviewServer(server) {
      const root = path.resolve(server.config.root, server.config.build.outDir);
      const serve: Connect.NextHandleFunction = (req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/assets/')) return next();
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const file = path.join(root, decodeURIComponent(url));
        if (!file.startsWith(root)) return next();
        for (const [encoding, ext] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          if (!new RegExp(`\\b${encoding}\\b`).test(accepts) || !fs.existsSync(file + ext)) continue;
          res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
          res.setHeader('Content-Encoding', encoding);
          res.setHeader('Vary', 'Accept-Encoding');
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.setHeader('Content-Length', fs.statSync(file + ext).size);
          if (req.method === 'HEAD') return res.end();
          fs.createReadStream(file + ext).pipe(res);
          return;
        }
        next();
      };
      server.middlewares.use(serve);
    },
  };
}
