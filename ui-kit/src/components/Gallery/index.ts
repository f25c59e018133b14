export { Gallery } from './Gallery.tsx';
export type { GalleryProps, GalleryImage } from './Gallery.tsx';
