import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SizeFilter } from './SizeFilter.tsx';

const meta = {
  title: 'Domain/SizeFilter',
  component: SizeFilter,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof SizeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultValue: ['small'] } };
export const NoneChosen: Story = { args: { value: [] } };
export const OneChosen: Story = { args: { value: ['medium'] } };
export const AllChosen: Story = { args: { value: ['mini', 'small', 'medium', 'large'] } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SizeFilter value={[]} />
      <SizeFilter value={['small', 'large']} />
      <SizeFilter value={['mini', 'small', 'medium', 'large']} />
    </div>
  ),
};
