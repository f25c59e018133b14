export { SigningSteps } from './SigningSteps.tsx';
export type { SigningStepsProps, SigningStep } from './SigningSteps.tsx';
