export { InvoiceList } from './InvoiceList.tsx';
export type { InvoiceListProps, InvoiceListItem, InvoiceFilter } from './InvoiceList.tsx';
