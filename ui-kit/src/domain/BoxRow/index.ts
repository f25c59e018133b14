export { BoxRow, BoxRowHead, BoxTable } from './BoxRow.tsx';
export type { BoxRowProps } from './BoxRow.tsx';
