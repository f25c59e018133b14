export { OrderStatusBadge } from './OrderStatusBadge.tsx';
export type { OrderStatusBadgeProps } from './OrderStatusBadge.tsx';
