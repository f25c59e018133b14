import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderCard, type OrderCardProps } from './OrderCard.tsx';
import { activeOrder, paymentDueSoon } from './OrderCard.fixtures.ts';

const base: OrderCardProps = { ...activeOrder, onPay: fn() };

const meta = {
  title: 'Domain/OrderCard',
  component: OrderCard,
  tags: ['autodocs'],
  args: base,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { ...base, payLoading: false } };
export const Active: Story = {};
export const PaymentDueSoon: Story = { args: { paidUntil: paymentDueSoon } };
export const Reserved: Story = {
  args: {
    status: 'reserved',
    reservedUntil: '25.11.2026',
    paidUntil: null,
    onPay: undefined,
    downloadHref: null,
    signHref: '/document-view/D-100008',
  },
};
export const AwaitingSignature: Story = {
  args: { status: 'pre-signed', paidUntil: null, onPay: undefined, downloadHref: null, signHref: '/document-view/D-100009' },
};
export const NotActiveSigned: Story = { args: { status: 'not-active', paidUntil: null } };
export const Debt: Story = {
  args: { status: 'debt', overdueDays: 16, paidUntil: { date: '06.11.2026', daysLeft: -16, state: 'overdue' } },
};
export const Archived: Story = { args: { status: 'archived', onPay: undefined, rentEnd: '01.06.2026' } };
export const Paying: Story = { args: { payLoading: true } };
export const PayOffline: Story = { args: { payDisabledReason: 'Нет связи: оплата вернётся, когда появится сеть.' } };

export const StateMatrix: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 16 }}>
      <OrderCard {...base} />
      <OrderCard {...base} orderNumber={2} paidUntil={paymentDueSoon} />
      <OrderCard
        {...base}
        orderNumber={3}
        status="reserved"
        reservedUntil="25.11.2026"
        paidUntil={null}
        onPay={undefined}
        signHref="/document-view/D-3"
      />
      <OrderCard {...base} orderNumber={4} status="pre-signed" paidUntil={null} onPay={undefined} signHref="/document-view/D-4" />
      <OrderCard
        {...base}
        orderNumber={5}
        status="debt"
        overdueDays={16}
        paidUntil={{ date: '06.11.2026', daysLeft: -16, state: 'overdue' }}
      />
      <OrderCard {...base} orderNumber={6} status="archived" onPay={undefined} />
    </div>
  ),
};
