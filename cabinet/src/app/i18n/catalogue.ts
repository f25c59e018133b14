import type { Language } from '../../shared/session/atoms.ts';
import { ruMessages } from './ru.ts';

export type Catalogue = Record<string, string>;

// Russian is the default language and ships with the app; English is its own chunk, fetched when it is chosen
// (or remembered): a first load carries one language, not both.
const loaded: Partial<Record<Language, Catalogue>> = { ru: ruMessages };
const pending: Partial<Record<Language, Promise<Catalogue>>> = {};

/** The catalogue of `language` if it is already here, else undefined (see loadCatalogue). */
export function catalogueIfLoaded(language: Language): Catalogue | undefined {
  return loaded[language];
}

/** The catalogue of `language`, fetched once. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  pending[language] ??= import('./en.ts').then(
    (m) => (loaded.en = m.enMessages),
    (e: unknown) => {
      delete pending[language];
      throw e;
    },
  );
  return pending[language];
}
