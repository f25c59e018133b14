import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxSizeCard } from './BoxSizeCard.tsx';

const meta = {
  title: 'Domain/BoxSizeCard',
  component: BoxSizeCard,
  tags: ['autodocs'],
  args: { size: 3, monthRate: 5700, href: '#boxes', count: 4 },
} satisfies Meta<typeof BoxSizeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { size: 12.5, monthRate: 20000, available: true, hint: 'Мебель из комнаты' } };
export const Available: Story = { args: { size: 2, monthRate: 3800, count: 2 } };
export const Mini: Story = { args: { size: 0.04, monthRate: 1390, count: 1 } };
export const ByRequest: Story = { args: { size: 40, monthRate: 52000, available: false, count: 0 } };
export const WithHint: Story = { args: { size: 6, monthRate: 11400, hint: 'Вещи из однокомнатной квартиры' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <BoxSizeCard size={0.04} monthRate={1390} href="#a" count={1} />
      <BoxSizeCard size={3} monthRate={5700} href="#b" count={4} />
      <BoxSizeCard size={12.5} monthRate={20000} href="#c" hint="Мебель из комнаты" />
      <BoxSizeCard size={40} monthRate={52000} href="#d" available={false} />
    </div>
  ),
};
