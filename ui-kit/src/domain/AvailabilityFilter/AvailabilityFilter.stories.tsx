import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AvailabilityFilter } from './AvailabilityFilter.tsx';

const meta = {
  title: 'Domain/AvailabilityFilter',
  component: AvailabilityFilter,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof AvailabilityFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultValue: 'available', byRequestDisabled: false } };
export const Available: Story = { args: { value: 'available' } };
export const ByRequest: Story = { args: { value: 'byRequest' } };
export const WithoutWarehouse: Story = { args: { value: 'available', byRequestDisabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AvailabilityFilter value="available" />
      <AvailabilityFilter value="byRequest" />
      <AvailabilityFilter value="available" byRequestDisabled />
    </div>
  ),
};
