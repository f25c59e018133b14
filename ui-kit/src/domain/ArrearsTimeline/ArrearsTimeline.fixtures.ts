import type { Arrears, ArrearsState, ArrearsStep } from '@sb/contracts';

// What the contracts' `arrearsOf(days)` decides for the stories and tests (ui-kit runs no contracts code): the spec's
// steps (250 ₽ at 14 days, 1000 ₽ at 25, termination at 30), the first `passed` of them passed.

const STEPS: ReadonlyArray<Omit<ArrearsStep, 'passed'>> = [
  { day: 14, kind: 'fee', amount: 250 },
  { day: 25, kind: 'fee', amount: 1000 },
  { day: 30, kind: 'termination', amount: 0 },
];

/** An order `days` overdue with its state and the first `passed` steps passed. */
export function arrearsFixture(days: number, state: ArrearsState, passed: 0 | 1 | 2 | 3): Arrears {
  const steps = STEPS.map((s, i) => ({ ...s, passed: i < passed }));
  const next = state === 'overdue' ? (steps[passed] ?? null) : null;
  return { days, state, trackDays: 30, steps, next, daysToNext: next ? next.day - days : null };
}

export const ARREARS_EXAMPLES = {
  none: arrearsFixture(0, 'ok', 0),
  beforeFirstFee: arrearsFixture(5, 'overdue', 0),
  tenDays: arrearsFixture(10, 'overdue', 0),
  firstFeeDay: arrearsFixture(14, 'overdue', 1),
  afterFirstFee: arrearsFixture(16, 'overdue', 1),
  afterSecondFee: arrearsFixture(27, 'overdue', 2),
  terminated: arrearsFixture(31, 'terminated', 3),
} satisfies Record<string, Arrears>;
