import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BoxRow, type BoxRowProps } from './BoxRow.tsx';
import { freeBox, inBoxTable } from './BoxRow.fixtures.tsx';

const base: BoxRowProps = { ...freeBox, onOrder: fn(), onRequest: fn() };

const meta = {
  title: 'Domain/BoxRow',
  component: BoxRow,
  tags: ['autodocs'],
  args: base,
  render: (args) => inBoxTable([args]),
} satisfies Meta<typeof BoxRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { ...base, free: false } };
export const Free: Story = { args: base };
export const Ordered: Story = { args: { ...base, number: 'C-301', free: false } };
export const Mini: Story = {
  args: { ...base, number: 'A-101', size: 0.04, depth: 0.2, width: 0.2, height: 0.5, monthRate: 1390, floor: 1 },
};

export const StateMatrix: Story = {
  render: () =>
    inBoxTable([
      base,
      { ...base, number: 'C-301', free: false },
      { ...base, number: 'A-101', size: 0.04, depth: 0.2, width: 0.2, height: 0.5, monthRate: 1390, floor: 1 },
      { ...base, number: 'D-110', size: 40, depth: 7.75, width: 5.16, height: 3, monthRate: 52000, floor: 1, free: false },
    ]),
};
