export { ArrearsTimeline } from './ArrearsTimeline.tsx';
export type { ArrearsTimelineProps } from './ArrearsTimeline.tsx';
