import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Check } from 'lucide-react';

/** The three steps of signing a contract. */
export type SigningStep = 'eds' | 'sms' | 'payment';
const STEPS: SigningStep[] = ['eds', 'sms', 'payment'];

export interface SigningStepsProps {
  /** The step the customer is on; the ones before it are shown as done. */
  current: SigningStep;
  /** Everything is done (signed and paid or leaving for payment): all steps show as completed. */
  allDone?: boolean;
  className?: string;
}

const List = styled.ol`
  display: flex;
  gap: var(--sb-space-2);
  margin: 0 0 var(--sb-space-4);
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li`
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  min-width: 0;
  font-size: var(--sb-fontSizes-sm);
  color: var(--sb-colors-textMuted);
  &::before {
    content: '';
    display: block;
    height: 4px;
    border-radius: var(--sb-radii-pill);
    background: var(--sb-colors-border);
  }
  &[data-state='done']::before { background: var(--sb-colors-success); }
  &[data-state='current']::before { background: var(--sb-colors-accent); }
  &[data-state='current'] { color: var(--sb-colors-text); font-weight: var(--sb-fontWeights-semibold); }
  & span { display: inline-flex; align-items: center; gap: var(--sb-space-1); }
  & svg { flex: none; color: var(--sb-colors-success); }
`;

const Hidden = styled.span`
  position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
`;

/** The signing track: electronic signature, SMS code, payment, with the current step emphasised. */
export function SigningSteps({ current, allDone = false, className }: SigningStepsProps) {
  const intl = useIntl();
  const at = STEPS.indexOf(current);
  return (
    <List className={className} aria-label={intl.formatMessage({ id: 'uikit.signingSteps.label' })}>
      {STEPS.map((step, i) => {
        const state = allDone || i < at ? 'done' : i === at ? 'current' : 'todo';
        return (
          <Item key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span>
              {state === 'done' ? <Check size={14} aria-hidden="true" /> : null}
              {intl.formatMessage({ id: `uikit.signingSteps.${step}` }, { index: i + 1 })}
              {state === 'done' ? <Hidden>{` (${intl.formatMessage({ id: 'uikit.signingSteps.done' })})`}</Hidden> : null}
            </span>
          </Item>
        );
      })}
    </List>
  );
}
