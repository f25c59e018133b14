import { uiKitMessagesRu } from '@sb/ui-kit';
import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../../shared/session/atoms.ts';
import type { Feature } from '../../shared/routing/route.ts';
import sharedRu from '../../shared/i18n/ru.json';

export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

type Part = Feature | 'shell';

// The texts travel with the code that shows them: the shell's (ui-kit's and shared/) in Russian with the app, each
// feature's Russian in its screens' chunk (features/<f>/routes.ts), and English part by part once chosen, fetched together
// with the code. The
// build compiles each file to the messages' syntax trees (vite.config.ts), so react-intl does not parse in the browser.
const parts: Record<Language, Map<Part, Catalogue>> = {
  ru: new Map([['shell', { ...uiKitMessagesRu, ...sharedRu } as Catalogue]]),
  en: new Map(),
};
const pending = new Map<string, Promise<void>>();
const features = new Set<Feature>(); // the features whose texts a screen has asked for, in the order asked
const listeners = new Set<() => void>();
let version = 0;
const merged: Partial<Record<Language, { version: number; messages: Catalogue }>> = {};

function fetchPart(language: Language, part: Part): Promise<void> {
  // Russian is here with the shell, and with each feature's code (`addTexts`)
  if (language === 'ru' || parts[language].has(part)) return Promise.resolve();
  const key = `${language}/${part}`;
  let fetching = pending.get(key);
  if (!fetching) {
    const load =
      part === 'shell'
        ? import('./shellEn.ts').then((m) => m.shellEn)
        : import(`../../features/${part}/i18n/en.json`).then((m: { default: Catalogue }) => m.default);
    fetching = load.then(
      (messages) => {
        pending.delete(key);
        parts[language].set(part, messages);
        version += 1;
        listeners.forEach((l) => l());
      },
      (error: unknown) => {
        pending.delete(key); // a failed fetch is tried again by the next call (offline, then back)
        throw error;
      },
    );
    pending.set(key, fetching);
  }
  return fetching;
}

/** A feature's texts that came with its code (its chunk's module holds its Russian catalogue). */
export function addTexts(language: Language, feature: Feature, messages: Catalogue): void {
  features.add(feature);
  if (parts[language].has(feature)) return;
  parts[language].set(feature, messages);
  version += 1;
  listeners.forEach((l) => l());
}

/** Fetches the texts of `feature` (and of the shell, and of every feature shown so far) in `language`. */
export function loadTexts(language: Language, feature?: Feature): Promise<void> {
  if (feature) features.add(feature);
  return Promise.all((['shell', ...features] as Part[]).map((p) => fetchPart(language, p))).then(() => undefined);
}

/** Every text of `language` once the shell's and those of every feature shown so far are here, else undefined. */
export function catalogue(language: Language): Catalogue | undefined {
  const all: Part[] = ['shell', ...features];
  if (!all.every((p) => parts[language].has(p))) return undefined;
  // one object per language, filled in place as parts come: react-intl keeps its formatters and re-renders no text
  // when a feature's texts join (creating the intl object again costs a phone a tenth of a second)
  const cached = (merged[language] ??= { version: -1, messages: {} });
  if (cached.version !== version) {
    for (const p of all) Object.assign(cached.messages, parts[language].get(p));
    cached.version = version;
  }
  return cached.messages;
}

/** For `useSyncExternalStore`: a number that changes when texts arrive. */
export const textsVersion = () => version;
export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
