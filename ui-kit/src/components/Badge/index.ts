export { Badge } from './Badge.tsx';
export type { BadgeProps, BadgeVariant } from './Badge.tsx';
