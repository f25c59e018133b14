export { Columns } from './Columns.tsx';
export type { ColumnsProps, ColumnsSplit } from './Columns.tsx';
