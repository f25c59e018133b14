import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';

export type PaidTillState = 'normal' | 'warning' | 'overdue';

/** Fewer days than this left to paid-until: the warning (and the payment notice) shows. */
export const PAID_TILL_WARNING_DAYS = 7;

/** The state for a number of whole days left to paid-until (negative: overdue). */
export function paidTillState(daysLeft: number): PaidTillState {
  if (daysLeft < 0) return 'overdue';
  if (daysLeft < PAID_TILL_WARNING_DAYS) return 'warning';
  return 'normal';
}

export interface PaidTillLabelProps {
  /** The paid-until date, already formatted (`dd.MM.yyyy`). */
  date: string;
  /** Whole days from today to paid-until: 0 is today, negative is overdue. Decides the state. */
  daysLeft: number;
  /** Shorter text without the relative phrase (tight card rows). */
  compact?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--sb-space-1);
  font-variant-numeric: tabular-nums;
  color: var(--sb-colors-text);
  & > svg {
    flex: none;
  }
  &[data-state='warning'] {
    color: var(--sb-colors-warning);
    font-weight: var(--sb-fontWeights-semibold);
  }
  &[data-state='overdue'] {
    color: var(--sb-colors-danger);
    font-weight: var(--sb-fontWeights-semibold);
  }
`;

/** 'Paid until 12.12.2026', with the warning style when fewer than 7 days remain and the danger style when overdue. */
export function PaidTillLabel({ date, daysLeft, compact = false }: PaidTillLabelProps) {
  const intl = useIntl();
  const state = paidTillState(daysLeft);
  const Icon = state === 'overdue' ? CalendarX : state === 'warning' ? CalendarClock : CalendarCheck;
  const relative =
    compact || state === 'normal'
      ? null
      : state === 'overdue'
        ? intl.formatMessage({ id: 'uikit.paidTill.overdue' }, { days: -daysLeft })
        : daysLeft === 0
          ? intl.formatMessage({ id: 'uikit.paidTill.today' })
          : intl.formatMessage({ id: 'uikit.paidTill.inDays' }, { days: daysLeft });
  return (
    <Root data-state={state}>
      <Icon size={16} aria-hidden="true" />
      <span>
        {intl.formatMessage({ id: 'uikit.paidTill.label' }, { date })}
        {relative ? ` (${relative})` : null}
      </span>
    </Root>
  );
}
