export { OrderCard } from './OrderCard.tsx';
export type { OrderCardProps } from './OrderCard.tsx';
