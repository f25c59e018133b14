export { Stack } from './Stack.tsx';
export type { StackProps, StackGap } from './Stack.tsx';
