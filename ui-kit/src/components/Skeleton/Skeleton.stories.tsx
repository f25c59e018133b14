import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';
import { Card } from '../Card/Card.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text' },
  decorators: [
    (Story) => (
      <SkeletonGroup>
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      </SkeletonGroup>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'rect', width: 320, height: 120, lines: 1 } };
export const TextLines: Story = { args: { lines: 3 } };
export const Rect: Story = { args: { variant: 'rect', height: 160 } };
export const Circle: Story = { args: { variant: 'circle', width: 48 } };

/** An order card while it loads. */
export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[1, 2].map((i) => (
        <Card key={i}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
            <Skeleton width="40%" height={24} />
            <Skeleton variant="rect" width={96} height={24} />
          </div>
          <Skeleton lines={3} />
          <Skeleton variant="rect" height={44} />
        </Card>
      ))}
      <Skeleton variant="circle" width={48} />
    </div>
  ),
};
