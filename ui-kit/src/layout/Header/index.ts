export { Header } from './Header.tsx';
export type { HeaderProps } from './Header.tsx';
