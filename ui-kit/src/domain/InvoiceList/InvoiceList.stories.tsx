import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InvoiceList, type InvoiceListItem } from './InvoiceList.tsx';

const invoices: InvoiceListItem[] = [
  { number: 'INV-1003', beginPeriod: '21.11.2026', endPeriod: '20.12.2026', price: 4590, paid: false },
  { number: 'INV-1002', beginPeriod: '22.10.2026', endPeriod: '20.11.2026', price: 4590, paid: true },
  { number: 'INV-1001', beginPeriod: '22.09.2026', endPeriod: '21.10.2026', price: 4590.5, paid: true },
];

const meta = {
  title: 'Domain/InvoiceList',
  component: InvoiceList,
  tags: ['autodocs'],
  args: { invoices, onPay: fn() },
} satisfies Meta<typeof InvoiceList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultFilter: 'all', payingNumber: null } };
export const All: Story = { args: { defaultFilter: 'all' } };
export const Paid: Story = { args: { defaultFilter: 'paid' } };
export const Unpaid: Story = { args: { defaultFilter: 'unpaid' } };
export const PendingPayment: Story = { args: { invoices: [{ ...invoices[0]!, pending: true }, invoices[1]!] } };
export const Paying: Story = { args: { payingNumber: 'INV-1003' } };
export const Empty: Story = { args: { invoices: [] } };
export const PayOffline: Story = { args: { payDisabledReason: 'Нет связи: станет доступно, когда появится сеть.' } };
export const ReadOnly: Story = { args: { onPay: undefined } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))', gap: 24 }}>
      <InvoiceList invoices={invoices} onPay={() => {}} headingLevel={3} />
      <InvoiceList invoices={invoices} defaultFilter="paid" headingLevel={3} />
      <InvoiceList invoices={[{ ...invoices[0]!, pending: true }]} defaultFilter="unpaid" headingLevel={3} />
      <InvoiceList invoices={[]} headingLevel={3} />
    </div>
  ),
};
