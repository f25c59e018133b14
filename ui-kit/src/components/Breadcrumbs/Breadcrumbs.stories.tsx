import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: [{ label: 'Поддержка', href: '#support' }, { label: 'Новое обращение' }] },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { label: 'Навигация' } };
export const ThreeLevels: Story = {
  args: {
    items: [{ label: 'Бронирование', href: '#create-order' }, { label: 'Склад на Ленинградском', href: '#wh' }, { label: 'Боксы 4 м²' }],
  },
};
export const SingleItem: Story = { args: { items: [{ label: 'Поддержка' }] } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumbs label="Один уровень" items={[{ label: 'Поддержка' }]} />
      <Breadcrumbs label="Два уровня" items={[{ label: 'Поддержка', href: '#s' }, { label: 'Обращение' }]} />
      <Breadcrumbs
        label="Три уровня"
        items={[{ label: 'Бронирование', href: '#b' }, { label: 'Склад', href: '#w' }, { label: 'Боксы 4 м²' }]}
      />
    </div>
  ),
};
