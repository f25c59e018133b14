import { useIntl } from 'react-intl';

// ---------------------------------------------------------------------------------------------------------------
// The one money formatter of the workspace: ui-kit's components and the cabinet (through `@sb/ui-kit`) both print
// roubles with it. It lives here because ui-kit may import contracts for types only, and the cabinet imports ui-kit.
// ---------------------------------------------------------------------------------------------------------------

const formats = new Map<string, Intl.NumberFormat>();

function roublesFormat(language: 'ru' | 'en', kopecks: boolean): Intl.NumberFormat {
  const key = `${language}:${kopecks}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: kopecks ? 2 : 0,
      maximumFractionDigits: kopecks ? 2 : 0,
    });
    formats.set(key, f);
  }
  return f;
}

/**
 * Roubles as a customer reads them: whole sums without kopecks (`250 ₽`, `RUB 1,000`), otherwise always two kopeck
 * digits (`20 137,50 ₽`, `RUB 1,250.50`). The amount is rounded to kopecks first, so binary noise never shows.
 * Every space is a non-breaking one (U+00A0), so a sum never wraps. `language` is a locale (`ru`, `en-US`...).
 */
export function formatRoubles(value: number, language: string): string {
  const kopecks = Math.round(value * 100);
  const lang = language.toLowerCase().startsWith('en') ? 'en' : 'ru';
  return roublesFormat(lang, kopecks % 100 !== 0)
    .format(kopecks / 100)
    .replace(/[\u0020\u202F]/g, '\u00A0');
}

/** `formatRoubles` in the language of the surrounding IntlProvider. */
export function useRoubles(): (value: number) => string {
  const { locale } = useIntl();
  return (value: number) => formatRoubles(value, locale);
}
