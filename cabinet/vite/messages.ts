import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { sourceFiles, splitByUse } from './messageUse.ts';

type Catalogue = Record<string, string>;
type Language = 'ru' | 'en';

const REGISTRY = 'virtual:sb-messages/registry';
const PART = 'virtual:sb-messages/part-';

/**
 * The production build's catalogues (build only; the dev server and Jest keep `app/i18n` as written).
 *
 * 1. Precompiled. Every message ships as its ICU AST, so react-intl never parses in the browser and its parser
 *    (about 8 kB gzip) is aliased to formatjs' `no-parser` entry, as formatjs documents
 *    (https://formatjs.github.io/docs/guides/advanced-usage#pre-compiling-messages). `app/i18n/ru.ts` and
 *    `en.ts` stay the one source: each is evaluated as written (ui-kit's index is replaced by its two catalogues,
 *    since its components do not load in Node) and compiled with the parser react-intl would use (same locale).
 * 2. Russian travels with the code that uses it. Before the build, every source file of the app (cabinet, ui-kit,
 *    contracts; tests and stories aside) is tokenised; a file "uses" an id when it holds the id as a string, or a
 *    string or template head that ends where an id continues (`orders.list.` in `` `orders.list.${id}` ``). Ids used
 *    by exactly the same files form one part, a module that adds them to the catalogue, imported first by each of
 *    those files: the bundler then puts each part in the chunk of the code that needs it (the orders screen's
 *    texts with the orders screen, a dialog's with the dialog). An id no file names this way (built some other
 *    way, or unused) stays in the entry's catalogue, so a message can only be missing if an id is assembled from
 *    pieces none of which is a prefix of it.
 *    A part registers itself when its chunk is evaluated, that is before any code of that chunk runs, and it adds
 *    to the very object react-intl holds (`ruMessages`), so a screen always finds its texts.
 *    English (chosen, not the default) stays one chunk, fetched when chosen (app/i18n/catalogue.ts).
 */
export function catalogues({ cabinetDir, sourceRoots }: { cabinetDir: string; sourceRoots: string[] }): Plugin {
  const catalogueFile = /[\\/]src[\\/]app[\\/]i18n[\\/](ru|en)\.ts$/;
  const uiKitStrings = '\0sb-ui-kit-strings';
  const uiKitI18n = path.resolve(cabinetDir, '../ui-kit/src/i18n');
  // the ICU parser react-intl uses (resolved through react-intl, whose dependency it is)
  const parserPath = createRequire(createRequire(path.join(cabinetDir, 'package.json')).resolve('react-intl')).resolve(
    '@formatjs/icu-messageformat-parser',
  );

  let parts: Array<Array<[string, unknown]>> = []; // per part: [id, ast] pairs
  let partsOf = new Map<string, number[]>(); // source file -> the parts it imports
  let base: Record<string, unknown> = {}; // ids no file names: the entry's catalogue

  async function compiled(language: Language, addWatchFile: (f: string) => void): Promise<Record<string, unknown>> {
    const file = path.join(cabinetDir, `src/app/i18n/${language}.ts`);
    const { module, dependencies } = await runnerImport<Record<string, Catalogue>>(file, {
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
    for (const f of dependencies) addWatchFile(f);
    const messages = module[`${language}Messages`];
    if (!messages) throw new Error(`${file} does not export ${language}Messages`);
    const { parse } = (await import(pathToFileURL(parserPath).href)) as { parse: (message: string, options: object) => unknown };
    const locale = new Intl.Locale(language);
    return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { locale })]));
  }

  return {
    name: 'sb-catalogues',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    async buildStart() {
      const ru = await compiled('ru', (f) => this.addWatchFile(f));
      const split = splitByUse(Object.keys(ru), sourceFiles(sourceRoots));
      parts = split.parts.map((ids) => ids.map((id): [string, unknown] => [id, ru[id]]));
      partsOf = split.partsOf;
      base = Object.fromEntries(split.unused.map((id) => [id, ru[id]]));
      this.info(
        `ru catalogue: ${Object.keys(ru).length} ids, ${split.unused.length} in the entry's catalogue (named by no file), the rest in ${parts.length} parts with the code that names them`,
      );
    },
    resolveId(source) {
      if (source === REGISTRY || source.startsWith(PART)) return `\0${source}`;
      return null;
    },
    async load(id) {
      if (id === `\0${REGISTRY}`) return { code: 'export const ru = {};\n', moduleSideEffects: true };
      if (id.startsWith(`\0${PART}`)) {
        const pairs = parts[Number(id.slice(PART.length + 1))];
        if (!pairs) throw new Error(`no catalogue part ${id}`);
        const json = JSON.stringify(Object.fromEntries(pairs));
        return {
          code: `import { ru } from ${JSON.stringify(REGISTRY)};\nObject.assign(ru, JSON.parse(${JSON.stringify(json)}));\n`,
          moduleSideEffects: 'no-treeshake',
        };
      }
      const match = catalogueFile.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      if (match[1] === 'ru') {
        // the object react-intl holds: the parts add to it as their chunks arrive
        return `import { ru } from ${JSON.stringify(REGISTRY)};\nObject.assign(ru, JSON.parse(${JSON.stringify(JSON.stringify(base))}));\nexport const ruMessages = ru;\n`;
      }
      const en = await compiled('en', (f) => this.addWatchFile(f));
      return `export const enMessages = JSON.parse(${JSON.stringify(JSON.stringify(en))});\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      const own = partsOf.get(file);
      if (!own) return null;
      // first, so the texts are in the catalogue before this module's code can render them
      return { code: `${own.map((n) => `import ${JSON.stringify(`${PART}${n}`)};\n`).join('')}${code}`, map: null };
    },
  };
}
