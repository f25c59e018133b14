export { Link } from './Link.tsx';
export type { LinkProps, LinkVariant } from './Link.tsx';
