// `npm start` builds the cabinet only when its sources changed: what the stamp counts as a change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStamp } from '../build-stamp.mjs';

function fakeRepo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('cabinet/src/main.tsx', 'main');
  write('ui-kit/src/Button.tsx', 'button');
  write('contracts/src/index.ts', 'contracts');
  write('contracts/sandbox/src/main.ts', 'sandbox');
  write('cabinet/dist/index.html', '<html>');
  return { root, write, outDir: path.join(root, 'cabinet/dist') };
}

test('a first start builds; a second start with the same sources does not', () => {
  const { root, outDir } = fakeRepo();
  const stamp = buildStamp({ root, outDir, appEnv: 'local' });
  assert.equal(stamp.isCurrent(stamp.hash()), false);
  stamp.write(stamp.hash());
  assert.equal(buildStamp({ root, outDir, appEnv: 'local' }).isCurrent(stamp.hash()), true);
});

test('a changed source of the cabinet, ui-kit or contracts, or a new file, asks for a build; the sandbox does not', () => {
  for (const [rel, text, rebuild] of [
    ['cabinet/src/main.tsx', 'main 2', true],
    ['ui-kit/src/Button.tsx', 'button 2', true],
    ['contracts/src/index.ts', 'contracts 2', true],
    ['cabinet/src/new.ts', 'new', true],
    ['contracts/sandbox/src/main.ts', 'sandbox 2', false],
  ]) {
    const { root, write, outDir } = fakeRepo();
    const stamp = buildStamp({ root, outDir, appEnv: 'local' });
    stamp.write(stamp.hash());
    write(rel, text);
    assert.equal(stamp.isCurrent(stamp.hash()), !rebuild, rel);
  }
});

test('a build made since by something else, a missing build or another APP_ENV asks for a build', () => {
  const { root, write, outDir } = fakeRepo();
  const stamp = buildStamp({ root, outDir, appEnv: 'local' });
  stamp.write(stamp.hash());
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(outDir, 'index.html'), later, later);
  assert.equal(stamp.isCurrent(stamp.hash()), false);

  stamp.write(stamp.hash());
  assert.equal(buildStamp({ root, outDir, appEnv: 'stage' }).isCurrent(buildStamp({ root, outDir, appEnv: 'stage' }).hash()), false);

  fs.rmSync(outDir, { recursive: true });
  assert.equal(stamp.isCurrent(stamp.hash()), false);
  write('cabinet/dist/index.html', '<html>');
});
