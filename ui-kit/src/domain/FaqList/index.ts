export { FaqList } from './FaqList.tsx';
export type { FaqListProps, FaqItem } from './FaqList.tsx';
