import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrearsTimeline } from './ArrearsTimeline.tsx';

const meta = {
  title: 'Domain/ArrearsTimeline',
  component: ArrearsTimeline,
  tags: ['autodocs'],
  args: { overdueDays: 10 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArrearsTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { overdueDays: 16 }, argTypes: { overdueDays: { control: { type: 'range', min: 0, max: 35 } } } };
export const NotOverdue: Story = { args: { overdueDays: 0 } };
export const BeforeFirstFee: Story = { args: { overdueDays: 5 } };
export const AfterFirstFee: Story = { args: { overdueDays: 16 } };
export const AfterSecondFee: Story = { args: { overdueDays: 27 } };
export const Terminated: Story = { args: { overdueDays: 31 } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      {[0, 5, 14, 16, 27, 31].map((d) => (
        <ArrearsTimeline key={d} overdueDays={d} headingLevel={3} />
      ))}
    </div>
  ),
};
