import { useId } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { Arrears, ArrearsStep } from '@sb/contracts';
import { useRoubles } from '../format.ts';
import { plainList, titledColumn } from '../../theme/fragments.ts';

export interface ArrearsTimelineProps {
  /**
   * Where the order stands, decided by the contracts' `arrearsOf(overdueDays)`: the days overdue, the state
   * (`ok`, `overdue`, `terminated`), the steps (late fees, termination) each marked passed, and the next step.
   */
  arrears: Arrears;
  /** The heading level of the block's title. */
  headingLevel?: 2 | 3;
}

const Root = styled.section`
  ${titledColumn(3)}
  & p {
    margin: 0;
  }
`;

const Track = styled.div`
  position: relative;
  height: 8px;
  margin: var(--sb-space-6) var(--sb-space-2) var(--sb-space-2);
  border-radius: var(--sb-radii-pill);
  background: var(--sb-colors-border);
  & .fill {
    position: absolute;
    inset: 0 auto 0 0;
    border-radius: inherit;
    background: var(--sb-colors-warning);
  }
  &[data-state='terminated'] .fill {
    background: var(--sb-colors-danger);
  }
  & .point {
    position: absolute;
    top: 50%;
    width: 16px;
    height: 16px;
    transform: translate(-50%, -50%);
    border-radius: 50%;
    background: var(--sb-colors-surface);
    border: 3px solid var(--sb-colors-borderStrong);
  }
  & .point[data-passed='true'] {
    border-color: var(--sb-colors-danger);
    background: var(--sb-colors-danger);
  }
  & .today {
    position: absolute;
    top: -22px;
    transform: translateX(-50%);
    display: flex;
    flex-direction: column;
    align-items: center;
    font-size: var(--sb-fontSizes-xs);
    font-weight: var(--sb-fontWeights-semibold);
    color: var(--sb-colors-text);
    white-space: nowrap;
  }
  & .today::after {
    content: '';
    width: 2px;
    height: 22px;
    background: var(--sb-colors-text);
  }
`;

const Steps = styled.ol`
  ${plainList}
  display: grid;
  /* minmax(0, 1fr): a long word ("расторжение") wraps instead of widening the page at 320 px */
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--sb-space-2);
  font-size: var(--sb-fontSizes-sm);
  & li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    overflow-wrap: anywhere;
    hyphens: auto;
    padding: var(--sb-space-2);
    border-radius: var(--sb-radii-control);
    background: var(--sb-colors-surfaceMuted);
  }
  & li[data-passed='true'] {
    background: var(--sb-colors-dangerSoft);
    color: var(--sb-colors-danger);
  }
  & .when {
    font-weight: var(--sb-fontWeights-semibold);
  }
`;

const Summary = styled.p`
  font-weight: var(--sb-fontWeights-semibold);
  &[data-state='ok'] {
    color: var(--sb-colors-success);
  }
  &[data-state='overdue'] {
    color: var(--sb-colors-warning);
  }
  &[data-state='terminated'] {
    color: var(--sb-colors-danger);
  }
`;

/** Where an order stands against the late fees and termination (decided by the caller): a track with today's marker. */
export function ArrearsTimeline({ arrears, headingLevel = 2 }: ArrearsTimelineProps) {
  const intl = useIntl();
  const roubles = useRoubles();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `uikit.arrears.${id}` }, values);
  const Heading = `h${headingLevel}` as const;
  const headingId = `arrears-${useId()}`;
  const { days, state, steps, next, trackDays } = arrears;
  const position = Math.min(days, trackDays) / trackDays;
  const stepText = (s: ArrearsStep) => (s.kind === 'fee' ? t('fee', { amount: roubles(s.amount) }) : t('termination'));
  let summary: string;
  if (state === 'ok') summary = t('none');
  else if (state === 'terminated' || !next) summary = t('terminated', { days });
  else summary = t('overdue', { days, left: arrears.daysToNext ?? next.day - days, next: stepText(next) });
  return (
    <Root aria-labelledby={headingId} data-state={state}>
      <Heading id={headingId}>{t('title')}</Heading>
      <Summary data-state={state}>{summary}</Summary>
      <Track data-state={state} aria-hidden="true">
        <span className="fill" style={{ width: `${position * 100}%` }} />
        {steps.map((s) => (
          <span key={s.day} className="point" data-passed={s.passed} style={{ left: `${(s.day / trackDays) * 100}%` }} />
        ))}
        <span className="today" style={{ left: `${position * 100}%` }}>
          {t('today')}
        </span>
      </Track>
      <Steps>
        {steps.map((s) => (
          <li key={s.day} data-passed={s.passed}>
            <span className="when">{t('day', { day: s.day })}</span>
            <span>{stepText(s)}</span>
            {s.passed && <span>{t('passed')}</span>}
          </li>
        ))}
      </Steps>
    </Root>
  );
}
