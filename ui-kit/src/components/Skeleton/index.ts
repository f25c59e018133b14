export { Skeleton, SkeletonGroup } from './Skeleton.tsx';
export type { SkeletonProps, SkeletonGroupProps, SkeletonVariant } from './Skeleton.tsx';
