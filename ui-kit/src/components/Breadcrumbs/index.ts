export { Breadcrumbs } from './Breadcrumbs.tsx';
export type { BreadcrumbsProps, BreadcrumbItem } from './Breadcrumbs.tsx';
