export { IconButton } from './IconButton.tsx';
export type { IconButtonProps, IconButtonVariant } from './IconButton.tsx';
