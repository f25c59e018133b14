export { EdsProgress } from './EdsProgress.tsx';
export type { EdsProgressProps } from './EdsProgress.tsx';
