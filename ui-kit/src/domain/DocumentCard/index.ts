export { DocumentCard } from './DocumentCard.tsx';
export type { DocumentCardProps, DocumentLabel } from './DocumentCard.tsx';
