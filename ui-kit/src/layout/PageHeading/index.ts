export { PageHeading } from './PageHeading.tsx';
export type { PageHeadingProps } from './PageHeading.tsx';
