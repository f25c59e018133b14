// The late-payment rules of spec 2 section 9: a fee at 14 and 25 days after paid-until, termination at 30. The
// sandbox charges these fees and the cabinet shows where an order stands against them, from this one table.

/** A late fee: charged this many whole days after paid-until. */
export interface LateFee {
  day: number;
  /** roubles */
  amount: number;
}

export const LATE_FEES: readonly LateFee[] = [
  { day: 14, amount: 250 },
  { day: 25, amount: 1000 },
];

/** Whole days after paid-until at which a contract in debt is terminated. */
export const TERMINATION_DAYS = 30;

export type ArrearsStepKind = 'fee' | 'termination';

/** One step of the arrears track, decided for an order. */
export interface ArrearsStep {
  day: number;
  kind: ArrearsStepKind;
  /** roubles; 0 for termination */
  amount: number;
  /** The order is this many days overdue or more. */
  passed: boolean;
}

export type ArrearsState = 'ok' | 'overdue' | 'terminated';

/** Where an order stands against the late fees and termination. */
export interface Arrears {
  /** Whole days overdue (0 when nothing is). */
  days: number;
  state: ArrearsState;
  /** The last day of the track (termination). */
  trackDays: number;
  steps: ArrearsStep[];
  /** The next step still ahead; null when nothing is overdue or everything has passed. */
  next: ArrearsStep | null;
  /** Days to the next step; null without one. */
  daysToNext: number | null;
}

/** The arrears of an order `overdueDays` whole days after paid-until (0 or less: nothing is overdue). */
export function arrearsOf(overdueDays: number): Arrears {
  const days = Math.max(0, Math.floor(overdueDays));
  const steps: ArrearsStep[] = [
    ...LATE_FEES.map((f) => ({ day: f.day, kind: 'fee' as const, amount: f.amount, passed: days >= f.day })),
    { day: TERMINATION_DAYS, kind: 'termination', amount: 0, passed: days >= TERMINATION_DAYS },
  ];
  const state: ArrearsState = days === 0 ? 'ok' : days >= TERMINATION_DAYS ? 'terminated' : 'overdue';
  const next = state === 'overdue' ? (steps.find((s) => !s.passed) ?? null) : null;
  return { days, state, trackDays: TERMINATION_DAYS, steps, next, daysToNext: next ? next.day - days : null };
}

/** The late fees due `overdueDays` after paid-until (what the provider has charged by then). */
export function lateFeesDue(overdueDays: number): LateFee[] {
  return LATE_FEES.filter((f) => overdueDays >= f.day);
}
