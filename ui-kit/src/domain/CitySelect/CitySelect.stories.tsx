import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CitySelect } from './CitySelect.tsx';

const meta = {
  title: 'Domain/CitySelect',
  component: CitySelect,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof CitySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { defaultValue: 'khimki' },
  argTypes: { defaultValue: { control: 'select', options: ['moscow', 'khimki', 'spb', 'krasnogorsk'] } },
};
export const Moscow: Story = { args: { value: 'moscow' } };
export const SaintPetersburg: Story = { args: { value: 'spb' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
      <CitySelect value="moscow" name="m1" />
      <CitySelect value="khimki" name="m2" />
      <CitySelect value="spb" name="m3" />
      <CitySelect value="krasnogorsk" name="m4" />
    </div>
  ),
};
