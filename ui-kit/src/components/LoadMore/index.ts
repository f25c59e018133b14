export { LoadMore } from './LoadMore.tsx';
export type { LoadMoreProps } from './LoadMore.tsx';
