import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Check } from 'lucide-react';
import { media } from '../../theme/tokens.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';

export interface StepperStep {
  /** The step's name. */
  label: ReactNode;
  /** A second line (e.g. 'usually within 3 minutes'). */
  description?: ReactNode;
}

export interface StepperProps {
  /** The steps in order. */
  steps: StepperStep[];
  /** The index (0-based) of the current step; the ones before it are done. */
  current: number;
  /** The list's accessible name (defaults to 'Steps'). */
  label?: string;
  /** `horizontal` (default; stacks under 770 px) or `vertical`. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

const List = styled.ol`
  display: flex;
  gap: var(--sb-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
  ${media.mobile} {
    &[data-orientation='horizontal'] {
      gap: var(--sb-space-1);
    }
  }
`;

const Step = styled.li`
  flex: 1;
  display: flex;
  align-items: flex-start;
  gap: var(--sb-space-2);
  min-width: 0;
  color: var(--sb-colors-textMuted);
  & > [data-part='dot'] {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    border: 2px solid var(--sb-colors-borderStrong);
    background: var(--sb-colors-surface);
    font-weight: var(--sb-fontWeights-semibold);
    font-variant-numeric: tabular-nums;
  }
  & > div {
    display: flex;
    flex-direction: column;
    padding-top: 4px;
    min-width: 0;
  }
  & [data-part='description'] {
    font-size: var(--sb-fontSizes-sm);
  }
  &[data-state='complete'] {
    color: var(--sb-colors-text);
  }
  &[data-state='complete'] > [data-part='dot'] {
    background: var(--sb-colors-success);
    border-color: var(--sb-colors-success);
    color: var(--sb-colors-textInverse);
  }
  &[data-state='current'] {
    color: var(--sb-colors-text);
    font-weight: var(--sb-fontWeights-semibold);
  }
  &[data-state='current'] > [data-part='dot'] {
    background: var(--sb-colors-brand);
    border-color: var(--sb-colors-brand);
    color: var(--sb-colors-textInverse);
  }
  &[data-state='current'] [data-part='description'] {
    font-weight: var(--sb-fontWeights-regular);
    color: var(--sb-colors-textMuted);
  }
  ${media.mobile} {
    /* on phones a horizontal track shows only the current step's text */
    [data-orientation='horizontal'] > &:not([data-state='current']) > div {
      ${visuallyHidden}
    }
    [data-orientation='horizontal'] > &:not([data-state='current']) {
      flex: none;
    }
  }
`;

/** The steps of a flow (sign-in 1-3, registration 1-4, signing: EDS, SMS, payment); the current one has `aria-current="step"`. */
export function Stepper({ steps, current, label, orientation = 'horizontal', className }: StepperProps) {
  const intl = useIntl();
  const completed = intl.formatMessage({ id: 'uikit.stepper.completed' });
  return (
    <List aria-label={label ?? intl.formatMessage({ id: 'uikit.stepper.label' })} data-orientation={orientation} className={className}>
      {steps.map((step, i) => {
        const state = i < current ? 'complete' : i === current ? 'current' : 'upcoming';
        return (
          <Step key={i} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span data-part="dot" aria-hidden="true">
              {state === 'complete' ? <Check size={16} strokeWidth={3} /> : i + 1}
            </span>
            <div>
              <span>
                <VisuallyHidden>
                  {intl.formatMessage({ id: 'uikit.stepper.position' }, { index: i + 1, total: steps.length })}:{' '}
                </VisuallyHidden>
                {step.label}
                {state === 'complete' && <VisuallyHidden> ({completed})</VisuallyHidden>}
              </span>
              {step.description && <span data-part="description">{step.description}</span>}
            </div>
          </Step>
        );
      })}
    </List>
  );
}
