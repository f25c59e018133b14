import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaidTillLabel } from './PaidTillLabel.tsx';

const meta = {
  title: 'Domain/PaidTillLabel',
  component: PaidTillLabel,
  tags: ['autodocs'],
  args: { date: '20.12.2026', daysLeft: 28 },
} satisfies Meta<typeof PaidTillLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { date: '25.11.2026', daysLeft: 3, compact: false } };
export const Normal: Story = { args: { date: '20.12.2026', daysLeft: 28 } };
export const Warning: Story = { args: { date: '25.11.2026', daysLeft: 3 } };
export const DueToday: Story = { args: { date: '22.11.2026', daysLeft: 0 } };
export const Overdue: Story = { args: { date: '10.11.2026', daysLeft: -12 } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <PaidTillLabel date="20.12.2026" daysLeft={28} />
      <PaidTillLabel date="28.11.2026" daysLeft={6} />
      <PaidTillLabel date="22.11.2026" daysLeft={0} />
      <PaidTillLabel date="10.11.2026" daysLeft={-12} />
      <PaidTillLabel date="10.11.2026" daysLeft={-12} compact />
    </div>
  ),
};
