/** Date helpers for the `dd.mm.yyyy` text the product shows and the ISO `yyyy-mm-dd` it sends. */

/** `31.12.2025` -> `2025-12-31`; null when incomplete or not a real date. */
export function parseRuDate(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** `2025-12-31` (or a longer ISO string) -> `31.12.2025`. */
export function formatRuDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** The message ids DateField uses; a form may show the same ones. */
export const DATE_MESSAGE_IDS = {
  invalid: 'uikit.date.invalid',
  min: 'uikit.date.min',
  max: 'uikit.date.max',
} as const;

export type DateProblem = keyof typeof DATE_MESSAGE_IDS;

/** What is wrong with a typed date: null when empty or fine, else `invalid`, `min` or `max`. */
export function checkRuDate(text: string, { min, max }: { min?: string; max?: string } = {}): DateProblem | null {
  if (!text || text.replace(/[\s._]/g, '') === '') return null;
  const iso = parseRuDate(text);
  if (!iso) return 'invalid';
  if (min && iso < min.slice(0, 10)) return 'min';
  if (max && iso > max.slice(0, 10)) return 'max';
  return null;
}
