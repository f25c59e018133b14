export { Grid } from './Grid.tsx';
export type { GridCell, GridProps } from './Grid.tsx';
