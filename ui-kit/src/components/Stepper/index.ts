export { Stepper } from './Stepper.tsx';
export type { StepperProps, StepperStep } from './Stepper.tsx';
