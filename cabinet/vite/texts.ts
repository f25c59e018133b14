import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const catalogueFile = /[\\/]i18n[\\/](ru|en)\.json$/;

/**
 * The catalogues (`i18n/ru.json`, `i18n/en.json` of ui-kit, shared/ and each feature) compiled at build time to the
 * messages' syntax trees, as formatjs documents (https://formatjs.github.io/docs/guides/advanced-usage#pre-compiling-messages):
 * react-intl does not parse in the browser, so its parser (about 8 kB gzip) is aliased to formatjs' `no-parser`
 * entry. Which catalogue loads when is the app's own code (app/i18n/catalogue.ts), not this step's.
 */
export function precompiledTexts({ cabinetDir }: { cabinetDir: string }): Plugin {
  // the ICU parser react-intl uses (resolved through react-intl, whose dependency it is)
  const parserPath = createRequire(createRequire(path.join(cabinetDir, 'package.json')).resolve('react-intl')).resolve(
    '@formatjs/icu-messageformat-parser',
  );
  let parse: ((message: string, options: object) => unknown) | undefined;
  return {
    name: 'sb-precompiled-texts',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    async transform(code, id) {
      const match = catalogueFile.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      parse ??= ((await import(pathToFileURL(parserPath).href)) as { parse: typeof parse }).parse;
      const locale = new Intl.Locale(match[1] ?? 'ru');
      const messages = JSON.parse(code) as Record<string, string>;
      // still JSON: Vite's JSON plugin makes it the module
      return {
        code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse?.(text, { locale })]))),
        map: null,
      };
    },
  };
}
