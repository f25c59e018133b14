export { ArrearsTimeline, ARREARS_STEPS } from './ArrearsTimeline.tsx';
export type { ArrearsTimelineProps } from './ArrearsTimeline.tsx';
