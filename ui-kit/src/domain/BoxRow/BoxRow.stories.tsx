import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BoxRow, BoxRowHead, BoxTable, type BoxRowProps } from './BoxRow.tsx';

const base: BoxRowProps = {
  number: 'B-204',
  size: 3,
  floor: 2,
  depth: 2.12,
  width: 1.42,
  height: 2.2,
  monthRate: 5700,
  free: true,
  moreHref: '#box',
  onOrder: fn(),
  onRequest: fn(),
};

const inTable = (rows: BoxRowProps[]) => (
  <BoxTable>
    <BoxRowHead />
    <tbody>
      {rows.map((r) => (
        <BoxRow key={r.number} {...r} />
      ))}
    </tbody>
  </BoxTable>
);

const meta = {
  title: 'Domain/BoxRow',
  component: BoxRow,
  tags: ['autodocs'],
  args: base,
  render: (args) => inTable([args]),
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
    inTable([
      base,
      { ...base, number: 'C-301', free: false },
      { ...base, number: 'A-101', size: 0.04, depth: 0.2, width: 0.2, height: 0.5, monthRate: 1390, floor: 1 },
      { ...base, number: 'D-110', size: 40, depth: 7.75, width: 5.16, height: 3, monthRate: 52000, floor: 1, free: false },
    ]),
};
