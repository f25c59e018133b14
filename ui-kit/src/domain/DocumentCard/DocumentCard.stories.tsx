import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DocumentCard } from './DocumentCard.tsx';

const meta = {
  title: 'Domain/DocumentCard',
  component: DocumentCard,
  tags: ['autodocs'],
  args: {
    number: 'D-1020',
    uuid: '3f2a9c1e-7b4d-4e8a-9f10-2c6d8e4b1a77',
    label: 'active',
    boxName: 'B-214',
    placeName: 'Склад «Сокол»',
    downloadHref: '/files/contracts/signed.pdf',
  },
} satisfies Meta<typeof DocumentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { label: 'reserved', reservedUntil: '28.11.2026', downloadHref: null, manual: false, onSign: fn(), kind: 'contract' },
};

export const Active: Story = { args: { label: 'active' } };
export const ReservedToSign: Story = { args: { label: 'reserved', reservedUntil: '28.11.2026', downloadHref: null, onSign: fn() } };
export const NeedsCompleting: Story = { args: { label: 'reserved', reservedUntil: '28.11.2026', downloadHref: null, onComplete: fn() } };
export const Completing: Story = {
  args: { label: 'reserved', reservedUntil: '28.11.2026', downloadHref: null, onComplete: fn(), completing: true },
};
export const ManagerWillContact: Story = { args: { label: 'reserved', reservedUntil: '28.11.2026', downloadHref: null, manual: true } };
export const ActToSign: Story = { args: { label: 'pending', kind: 'act', downloadHref: null, onSign: fn() } };
export const Archived: Story = { args: { label: 'archived' } };

export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}>
      <DocumentCard {...args} label="active" />
      <DocumentCard {...args} label="reserved" reservedUntil="28.11.2026" downloadHref={null} onSign={() => undefined} />
      <DocumentCard {...args} label="reserved" reservedUntil="28.11.2026" downloadHref={null} onComplete={() => undefined} />
      <DocumentCard {...args} label="reserved" reservedUntil="28.11.2026" downloadHref={null} manual />
      <DocumentCard {...args} label="pending" kind="act" downloadHref={null} onSign={() => undefined} />
      <DocumentCard {...args} label="archived" />
    </div>
  ),
};
