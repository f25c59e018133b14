import fs from 'node:fs';
import path from 'node:path';

// The contracts hand out message ids; their texts live once, in the cabinet's shared catalogues. The tests read
// those files (never import them: contracts' code depends on nothing of ours) to prove every id has words.
const SHARED_I18N = path.resolve(__dirname, '../../../cabinet/src/shared/i18n');

function read(language: 'ru' | 'en'): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(SHARED_I18N, `${language}.json`), 'utf8')) as Record<string, string>;
}

/** The cabinet's shared texts per language, by message id. */
export const cabinetTexts = { ru: read('ru'), en: read('en') };
