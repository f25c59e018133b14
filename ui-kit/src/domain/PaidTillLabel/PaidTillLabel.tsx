import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';
import type { PaidUntilState } from '@sb/contracts';

export interface PaidTillLabelProps {
  /** The paid-until date, already formatted (`dd.MM.yyyy`). */
  date: string;
  /** Whole days from today to paid-until: 0 is today, negative is overdue (the relative phrase). */
  daysLeft: number;
  /**
   * How paid-until stands, decided by the contracts' `paidUntilState(daysLeft)`: `normal`, `warning` (the payment
   * notice is due) or `overdue`.
   */
  state: PaidUntilState;
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

/** 'Paid until 12.12.2026', in the warning style while the payment notice is due and the danger style when overdue. */
export function PaidTillLabel({ date, daysLeft, state, compact = false }: PaidTillLabelProps) {
  const intl = useIntl();
  const Icon = state === 'overdue' ? CalendarX : state === 'warning' ? CalendarClock : CalendarCheck;
  const relative =
    compact || state === 'normal'
      ? null
      : state === 'overdue'
        ? intl.formatMessage({ id: 'uikit.paidTill.overdue' }, { days: Math.abs(daysLeft) })
        : daysLeft <= 0
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
