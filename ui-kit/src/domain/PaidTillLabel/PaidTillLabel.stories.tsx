import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaidTillLabel } from './PaidTillLabel.tsx';

// The state is the screen's decision (contracts' `paidUntilState`): fewer than 7 days left warns, past it is overdue.

const meta = {
  title: 'Domain/PaidTillLabel',
  component: PaidTillLabel,
  tags: ['autodocs'],
  args: { date: '20.12.2026', daysLeft: 28, state: 'normal' },
} satisfies Meta<typeof PaidTillLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { date: '25.11.2026', daysLeft: 3, state: 'warning', compact: false },
  argTypes: { state: { control: 'inline-radio', options: ['normal', 'warning', 'overdue'] } },
};
export const Normal: Story = { args: { date: '20.12.2026', daysLeft: 28, state: 'normal' } };
export const Warning: Story = { args: { date: '25.11.2026', daysLeft: 3, state: 'warning' } };
export const DueToday: Story = { args: { date: '22.11.2026', daysLeft: 0, state: 'warning' } };
export const Overdue: Story = { args: { date: '10.11.2026', daysLeft: -12, state: 'overdue' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <PaidTillLabel date="20.12.2026" daysLeft={28} state="normal" />
      <PaidTillLabel date="28.11.2026" daysLeft={6} state="warning" />
      <PaidTillLabel date="22.11.2026" daysLeft={0} state="warning" />
      <PaidTillLabel date="10.11.2026" daysLeft={-12} state="overdue" />
      <PaidTillLabel date="10.11.2026" daysLeft={-12} state="overdue" compact />
    </div>
  ),
};
