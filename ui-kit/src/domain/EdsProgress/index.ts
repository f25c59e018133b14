export { EdsProgress } from './EdsProgress.tsx';
export type { EdsProgressProps } from './EdsProgress.tsx';
export { edsStageOf } from './edsStage.ts';
export type { EdsStage, EdsStageView } from './edsStage.ts';
