import { useIntl } from 'react-intl';
import { Stepper } from '../../components/Stepper/Stepper.tsx';

/** The three steps of signing a contract. */
export type SigningStep = 'eds' | 'sms' | 'payment';
const STEPS: SigningStep[] = ['eds', 'sms', 'payment'];

export interface SigningStepsProps {
  /** The step the customer is on; the ones before it are shown as done. */
  current: SigningStep;
  /** Everything is done (signed and paid or leaving for payment): all steps show as completed. */
  allDone?: boolean;
  /** Extra class for layout by the screen (spacing, grid placement). */
  className?: string;
}

/** The signing track over the kit's Stepper: electronic signature, SMS code, payment, the current step emphasised. */
export function SigningSteps({ current, allDone = false, className }: SigningStepsProps) {
  const intl = useIntl();
  return (
    <Stepper
      className={className}
      label={intl.formatMessage({ id: 'uikit.signingSteps.label' })}
      current={allDone ? STEPS.length : STEPS.indexOf(current)}
      steps={STEPS.map((step) => ({ label: intl.formatMessage({ id: `uikit.signingSteps.${step}` }) }))}
    />
  );
}
