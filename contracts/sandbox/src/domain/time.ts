import { addIsoDays, daysBetween, isoDayToRu, isIsoDay, providerDay, providerInstant, ruToIsoDay } from '@sb/contracts';
import type { Sandbox } from '../context.ts';

// Every day-based rule of the sandbox counts the provider's (Moscow) calendar days, through the contracts' date
// module that the cabinet uses too (contracts/src/dates.ts).

export const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of a moment, in Moscow. */
export function isoDay(ms: number): string {
  return providerDay(ms);
}

/** Today (Moscow) on the sandbox clock. */
export function today(sb: Sandbox): string {
  return providerDay(sb.clock.nowMs());
}

export function nowIso(sb: Sandbox): string {
  return sb.clock.now().toISOString();
}

export const addDays = addIsoDays;

/** Whole days from `a` to `b` (b - a). */
export const diffDays = daysBetween;

/** `yyyy-MM-dd` -> `dd.MM.yyyy` */
export function ru(day: string | null | undefined): string | null {
  return isoDayToRu(day);
}

/** Reads `yyyy-MM-dd`, `dd.MM.yyyy` or a full ISO timestamp into `yyyy-MM-dd` (Moscow), or null. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isIsoDay(value) ? value : null;
  if (/^\d{2}\.\d{2}\.\d{4}$/.test(value)) return ruToIsoDay(value);
  const t = Date.parse(value);
  if (!Number.isNaN(t) && /^\d{4}-\d{2}-\d{2}T/.test(value)) return providerDay(t);
  return null;
}

/** The instant 09:00 Moscow of a day: what clock-fixing provider states set. */
export function morningOf(day: string): string {
  return providerInstant(day, 9).toISOString();
}
