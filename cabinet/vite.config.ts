import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
// The browser calls its own origin; these prefixes go to the sandbox (nginx does the same in production).
const proxy = Object.fromEntries(['/api', '/files', '/static', '/__sandbox'].map((p) => [p, { target: sandbox, changeOrigin: false }]));

const cabinetDir = path.dirname(fileURLToPath(import.meta.url));
// The ICU parser react-intl uses (resolved through react-intl, whose dependency it is).
const parserPath = createRequire(createRequire(path.join(cabinetDir, 'package.json')).resolve('react-intl')).resolve(
  '@formatjs/icu-messageformat-parser',
);

/**
 * Production builds ship the catalogues precompiled to ICU message ASTs, so react-intl never parses a message in
 * the browser and its parser (about 8 kB gzip) is aliased to formatjs' `no-parser` entry, as formatjs documents
 * (https://formatjs.github.io/docs/guides/advanced-usage#pre-compiling-messages). `shared/i18n/ru.ts` and `en.ts`
 * stay the one source: at build time each is evaluated as written (ui-kit's index is replaced by its two
 * catalogues, since its components do not load in Node) and its merged messages are compiled with the parser
 * react-intl would use, with the same options (the locale). Dev server and Jest keep the strings and the parser.
 */
function precompiledMessages(): Plugin {
  const catalogue = /[\\/]src[\\/]shared[\\/]i18n[\\/](ru|en)\.ts$/;
  const uiKitStrings = '\0sb-ui-kit-strings';
  const uiKitI18n = path.resolve(cabinetDir, '../ui-kit/src/i18n');
  return {
    name: 'sb-precompiled-messages',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    async load(id) {
      const match = catalogue.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const language = match[1] as 'ru' | 'en';
      const exportName = `${language}Messages`;
      const { module, dependencies } = await runnerImport<Record<string, Record<string, string>>>(id, {
        configFile: false,
        root: cabinetDir,
        logLevel: 'error',
        plugins: [
          {
            name: 'sb-ui-kit-strings',
            enforce: 'pre',
            resolveId: (source) => (source === '@sb/ui-kit' ? uiKitStrings : null),
            load: (source) =>
              source === uiKitStrings
                ? `export { default as uiKitMessagesRu } from ${JSON.stringify(path.join(uiKitI18n, 'ru.json'))};\nexport { default as uiKitMessagesEn } from ${JSON.stringify(path.join(uiKitI18n, 'en.json'))};`
                : null,
          },
        ],
      });
      for (const file of dependencies) this.addWatchFile(file);
      const messages = module[exportName];
      if (!messages) throw new Error(`${id} does not export ${exportName}`);
      const { parse } = (await import(pathToFileURL(parserPath).href)) as { parse: (message: string, options: object) => unknown };
      const locale = new Intl.Locale(language);
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { locale })]));
      return `export const ${exportName} = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
    },
  };
}

export default defineConfig({
  plugins: [react(), precompiledMessages()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  // CABINET_OUT_DIR lets two builds (and their previews) live side by side.
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true, outDir: process.env.CABINET_OUT_DIR ?? 'dist' },
  define: {
    'import.meta.env.APP_ENV': JSON.stringify(process.env.APP_ENV ?? 'local'),
  },
});
