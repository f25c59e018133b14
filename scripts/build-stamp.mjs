// Whether the cabinet's build on disk is the build of its current sources, for `npm start` (dependency-free).
// A content hash of every source the build reads (the cabinet, ui-kit and contracts sources, their package files,
// the lockfile and APP_ENV) is kept in cabinet/.cache/start-build.json with the time of the build's index.html, so a
// build made since by anything else (`npm test`, the bench) is not taken for this one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const buildInputs = [
  'cabinet/src',
  'cabinet/vite',
  'cabinet/public',
  'cabinet/index.html',
  'cabinet/vite.config.ts',
  'cabinet/package.json',
  'cabinet/tsconfig.json',
  'ui-kit/src',
  'ui-kit/package.json',
  'contracts/src',
  'contracts/package.json',
  'pnpm-lock.yaml',
];

function listFiles(root, rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && !e.name.startsWith('.'))
    .flatMap((e) => listFiles(root, path.join(rel, e.name)));
}

/** @param {{ root: string, outDir: string, appEnv: string }} options */
export function buildStamp({ root, outDir, appEnv }) {
  const stampFile = path.join(root, 'cabinet/.cache/start-build.json');
  const indexMtimeMs = () => fs.statSync(path.join(outDir, 'index.html')).mtimeMs;
  return {
    /** The hash of the sources (paths and contents) and the build's environment. */
    hash() {
      const hash = createHash('sha256');
      hash.update(`APP_ENV=${appEnv}\n`);
      for (const file of buildInputs.flatMap((rel) => listFiles(root, rel)).sort()) {
        hash.update(`${file.split(path.sep).join('/')}\n`);
        hash.update(fs.readFileSync(path.join(root, file)));
      }
      return hash.digest('hex');
    },
    /** The build on disk is the one stamped with these sources. */
    isCurrent(hash) {
      try {
        const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
        return stamp.hash === hash && stamp.outDir === outDir && stamp.indexMtimeMs === indexMtimeMs();
      } catch {
        return false;
      }
    },
    /** Records a build just made from the sources of `hash`. */
    write(hash) {
      fs.mkdirSync(path.dirname(stampFile), { recursive: true });
      fs.writeFileSync(stampFile, JSON.stringify({ hash, outDir, indexMtimeMs: indexMtimeMs() }, null, 2));
    },
  };
}
