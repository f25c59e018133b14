import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from 'lucide-react';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Активен', variant: 'success' },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'neutral', children: 'Архив' } };
export const Neutral: Story = { args: { variant: 'neutral', children: 'Архив' } };
export const Info: Story = { args: { variant: 'info', children: 'Забронирован до 12.03.2026' } };
export const Success: Story = { args: { variant: 'success', children: 'Активен' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Ожидает подписания', icon: <Clock size={14} /> } };
export const Danger: Story = { args: { variant: 'danger', children: 'Просрочка 5 дней' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge variant="neutral">Архив</Badge>
      <Badge variant="info">Забронирован</Badge>
      <Badge variant="success">Активен</Badge>
      <Badge variant="warning" icon={<Clock size={14} />}>
        Ожидает подписания
      </Badge>
      <Badge variant="danger">Просрочка 5 дней</Badge>
    </div>
  ),
};
