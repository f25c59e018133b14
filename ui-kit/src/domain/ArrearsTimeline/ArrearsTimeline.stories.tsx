import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrearsTimeline } from './ArrearsTimeline.tsx';
import { ARREARS_EXAMPLES } from './ArrearsTimeline.fixtures.ts';

const meta = {
  title: 'Domain/ArrearsTimeline',
  component: ArrearsTimeline,
  tags: ['autodocs'],
  args: { arrears: ARREARS_EXAMPLES.tenDays },
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
export const Playground: Story = {
  args: { arrears: ARREARS_EXAMPLES.afterFirstFee },
  argTypes: { arrears: { control: 'select', options: Object.keys(ARREARS_EXAMPLES), mapping: ARREARS_EXAMPLES } },
};
export const NotOverdue: Story = { args: { arrears: ARREARS_EXAMPLES.none } };
export const BeforeFirstFee: Story = { args: { arrears: ARREARS_EXAMPLES.beforeFirstFee } };
export const AfterFirstFee: Story = { args: { arrears: ARREARS_EXAMPLES.afterFirstFee } };
export const AfterSecondFee: Story = { args: { arrears: ARREARS_EXAMPLES.afterSecondFee } };
export const Terminated: Story = { args: { arrears: ARREARS_EXAMPLES.terminated } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      {Object.entries(ARREARS_EXAMPLES).map(([name, arrears]) => (
        <ArrearsTimeline key={name} arrears={arrears} headingLevel={3} />
      ))}
    </div>
  ),
};
