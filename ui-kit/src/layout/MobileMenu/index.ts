export { MobileMenu } from './MobileMenu.tsx';
export type { MobileMenuProps } from './MobileMenu.tsx';
