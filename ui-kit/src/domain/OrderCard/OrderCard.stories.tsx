import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderCard, type OrderCardProps } from './OrderCard.tsx';

const base: OrderCardProps = {
  orderNumber: 100001,
  boxName: 'Бокс A-214',
  status: 'active',
  placeName: 'Склад «Нагатинская»',
  address: 'Москва, Нагатинская ул., 16',
  climate: true,
  rentStart: '01.10.2026',
  rentEnd: '30.09.2027',
  paidUntil: { date: '20.12.2026', daysLeft: 28, state: 'normal' },
  downloadHref: '/files/contract-100001.pdf',
  detailsHref: '/order-view/100001',
  onPay: fn(),
};

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
export const PaymentDueSoon: Story = { args: { paidUntil: { date: '25.11.2026', daysLeft: 3, state: 'warning' } } };
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
      <OrderCard {...base} orderNumber={2} paidUntil={{ date: '25.11.2026', daysLeft: 3, state: 'warning' }} />
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
