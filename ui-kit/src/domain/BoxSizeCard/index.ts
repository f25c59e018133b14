export { BoxSizeCard } from './BoxSizeCard.tsx';
export type { BoxSizeCardProps } from './BoxSizeCard.tsx';
