import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const meta = {
  title: 'Domain/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['autodocs'],
  args: { status: 'active' },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { status: 'debt', overdueDays: 12, reservedUntil: '25.11.2026' },
  argTypes: { status: { control: 'select', options: ['active', 'reserved', 'rezerved', 'pre-signed', 'not-active', 'debt', 'archived'] } },
};
export const Active: Story = { args: { status: 'active' } };
export const Reserved: Story = { args: { status: 'reserved', reservedUntil: '25.11.2026' } };
export const ReservedMisspelt: Story = { args: { status: 'rezerved', reservedUntil: '25.11.2026' } };
export const AwaitingSignature: Story = { args: { status: 'pre-signed' } };
export const NotActive: Story = { args: { status: 'not-active' } };
export const Debt: Story = { args: { status: 'debt', overdueDays: 15 } };
export const DebtWithoutDays: Story = { args: { status: 'debt', overdueDays: 0 } };
export const Archived: Story = { args: { status: 'archived' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <OrderStatusBadge status="active" />
      <OrderStatusBadge status="reserved" reservedUntil="25.11.2026" />
      <OrderStatusBadge status="rezerved" reservedUntil="25.11.2026" />
      <OrderStatusBadge status="pre-signed" />
      <OrderStatusBadge status="not-active" />
      <OrderStatusBadge status="debt" overdueDays={0} />
      <OrderStatusBadge status="debt" overdueDays={1} />
      <OrderStatusBadge status="debt" overdueDays={22} />
      <OrderStatusBadge status="archived" />
    </div>
  ),
};
