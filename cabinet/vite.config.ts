import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledTexts } from './vite/texts.ts';
import { precompress } from './vite/serving.ts';
import { prerenderPages } from './vite/prerender.ts';
import { pwa } from './vite/pwa.ts';
import { firstScript } from './vite/firstScript.ts';
import { styledIds } from './vite/styledIds.ts';
import { compileHints } from './vite/compileHints.ts';

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
// The browser calls its own origin; these prefixes go to the sandbox (nginx does the same in production).
const proxy = Object.fromEntries(['/api', '/files', '/static', '/__sandbox'].map((p) => [p, { target: sandbox, changeOrigin: false }]));

const cabinetDir = path.dirname(fileURLToPath(import.meta.url));
// the monorepo: ui-kit's components are built from its sources too
const ids = () => styledIds({ rootDir: path.dirname(cabinetDir) });
const first = firstScript({ cabinetDir });

export default defineConfig({
  plugins: [
    react(),
    ids(),
    precompiledTexts({ cabinetDir }),
    // before the pages: each prerendered page is index.html as made by the first script's plugin
    first,
    prerenderPages({ cabinetDir, plugins: [ids()], first: first.api }),
    // before the files are written and compressed
    compileHints(),
    precompress(),
    // the manifest and the service worker
    pwa(),
  ],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  // CABINET_OUT_DIR lets two builds (and their previews) live side by side.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    outDir: process.env.CABINET_OUT_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        // a shared chunk's name lists every chunk that uses it (up to 100 characters): its file is named by its hash
        // alone, as each name is written wherever the file is asked for (the entry's preload table, every importer,
        // the pages' preload links and the first script's table)
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        // Everything the entry imports statically ('$initial': the shell, React, styled-components, react-intl, jotai)
        // in the entry chunk itself. Left alone, rolldown put what the shell shares with the screens in a dozen
        // chunks of their own (22 kB of React and styled-components, jotai's store, the paths, ...) that every page
        // loads anyway; one file compresses better and saves the imports between them. Screens stay split as before.
        // Below the entry, one chunk per feature's screens and per set of dialogs (app/routes.ts, shared/ui/lazyPart.tsx);
        // what several of them share goes in chunks by the set that uses it (merging small ones into a neighbour made the orders list load dialog code),
        // so each screen loads what it uses.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // zod (no longer in the entry: the routes' data and the screens build their schemas) in one chunk, not
            // cut into a piece per set of screens that uses each part of it
            { name: 'zod', test: /[\\/]node_modules[\\/].*[\\/]zod[\\/]/ },
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 0 },
          ],
        },
      },
    },
  },
  define: {
    'import.meta.env.APP_ENV': JSON.stringify(process.env.APP_ENV ?? 'local'),
  },
});
