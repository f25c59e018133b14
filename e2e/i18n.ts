import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';

/** The project's language and width: `ru-375` runs in Russian at 375 px, `en-1280` in English at 1280 px. */
export type Language = 'ru' | 'en';

const root = path.resolve(import.meta.dirname, '..');

function catalogues(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) catalogues(full, out);
    else if (e.name === 'ru.json' && path.basename(dir) === 'i18n') out.push(dir);
  }
  return out;
}

// the catalogues the app ships: cabinet shared and features, ui-kit (the same folders the i18n check reads)
const messages: Record<Language, Record<string, string>> = { ru: {}, en: {} };
for (const dir of [...catalogues(path.join(root, 'cabinet/src')), ...catalogues(path.join(root, 'ui-kit/src'))]) {
  for (const lang of ['ru', 'en'] as const)
    Object.assign(messages[lang], JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')));
}

/** The running test's language, from its project's name. */
export function lang(): Language {
  return test.info().project.name.startsWith('en') ? 'en' : 'ru';
}

/** True in the phone project (375 px, touch). */
export function isPhone(): boolean {
  return test.info().project.name === 'ru-375';
}

/** One message of the app's catalogues in the project's language, formatted as the app formats it (ICU). */
export function t(id: string, values?: Record<string, string | number>, language: Language = lang()): string {
  const message = messages[language][id];
  if (message === undefined) throw new Error(`no message ${id} in the ${language} catalogues`);
  return String(new IntlMessageFormat(message, language).format(values));
}

const ANY = '\u0000';

/**
 * A message as a pattern, for text the app writes around it or for a label that also carries a hint: a simple
 * argument not given in `values` matches any text, one given as a RegExp matches that pattern.
 */
export function tRe(id: string, values: Record<string, string | number | RegExp> = {}, flags = ''): RegExp {
  const message = messages[lang()][id] ?? '';
  const patterns: string[] = [];
  const args: Record<string, string | number> = Object.fromEntries(
    [...message.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, `${ANY}any${ANY}`]),
  );
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof RegExp) {
      args[name] = `${ANY}${patterns.length}${ANY}`;
      patterns.push(value.source);
    } else args[name] = value;
  }
  // a no-break space of the catalogues matches any space: an accessible name has its spaces normalised
  const source = escapeRe(t(id, args))
    .replace(/\u00a0/g, '\\s')
    .replace(new RegExp(`${ANY}(any|\\d+)${ANY}`, 'g'), (_, k: string) => (k === 'any' ? '.+?' : `(?:${patterns[Number(k)]})`));
  return new RegExp(source, flags);
}

/** A pattern at the start of the text, `^...`. */
export function starts(re: RegExp): RegExp {
  return new RegExp(`^${re.source}`, re.flags);
}

/** The whole text, `^...$`, of a pattern. */
export function whole(re: RegExp): RegExp {
  return new RegExp(`^${re.source}$`, re.flags);
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Picks the project's words for what the catalogues do not hold (the sandbox's own pages, data the sandbox seeds). */
export function pick<T>(words: Record<Language, T>): T {
  return words[lang()];
}

/**
 * Words read at test time, for journeys registered once for both projects: `perTest(() => words[lang()])` is an
 * object whose every property is looked up in the running test's language.
 */
export function perTest<T extends object>(get: () => T): T {
  return new Proxy({} as T, { get: (_, key) => (get() as Record<string | symbol, unknown>)[key] });
}

/** Tags a test that runs in one project only (the config's grepInvert reads them); say why in a line above it. */
export const only = {
  ru375: { tag: '@only-ru-375' },
  en1280: { tag: '@only-en-1280' },
} as const;
