import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Plus, X, Menu } from 'lucide-react';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Забронировать бокс', icon: <Plus size={20} />, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'ghost', disabled: false } };
export const Ghost: Story = { args: { variant: 'ghost', label: 'Закрыть', icon: <X size={20} /> } };
export const Secondary: Story = { args: { variant: 'secondary', label: 'Меню', icon: <Menu size={20} /> } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Disabled: Story = { args: { disabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton label="Закрыть" icon={<X size={20} />} />
      <IconButton label="Меню" icon={<Menu size={20} />} variant="secondary" />
      <IconButton label="Забронировать" icon={<Plus size={20} />} variant="primary" />
      <IconButton label="Недоступно" icon={<Plus size={20} />} disabled />
    </div>
  ),
};
