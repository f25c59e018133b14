export { Container } from './Container.tsx';
export type { ContainerProps } from './Container.tsx';
