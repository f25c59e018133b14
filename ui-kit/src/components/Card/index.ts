export { Card } from './Card.tsx';
export type { CardProps, CardVariant } from './Card.tsx';
