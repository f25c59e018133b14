export { RadioGroup } from './RadioGroup.tsx';
export type { RadioGroupProps, RadioOption } from './RadioGroup.tsx';
