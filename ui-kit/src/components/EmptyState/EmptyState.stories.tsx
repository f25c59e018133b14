import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackageOpen, CloudOff } from 'lucide-react';
import { EmptyState } from './EmptyState.tsx';
import { Button } from '../Button/Button.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <PackageOpen size={32} />,
    title: 'У вас пока нет заказов',
    description: 'Выберите бокс на ближайшем складе — это займёт пару минут.',
    action: <Button>Забронировать бокс</Button>,
  },
  argTypes: { icon: { control: false }, action: { control: false }, children: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { headingLevel: 2, variant: 'default' } };
export const WithSteps: Story = {
  args: {
    children: (
      <ol>
        <li>Выберите склад и размер</li>
        <li>Забронируйте бокс</li>
        <li>Подпишите договор</li>
        <li>Оплатите и приезжайте</li>
      </ol>
    ),
  },
};
export const LoadError: Story = {
  args: {
    variant: 'danger',
    icon: <CloudOff size={32} />,
    title: 'Не удалось загрузить заказы',
    description: 'Проверьте соединение и попробуйте ещё раз.',
    action: <Button variant="secondary">Повторить</Button>,
  },
};
export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmptyState icon={<PackageOpen size={32} />} title="Пусто" description="Нечего показать." action={<Button>Действие</Button>} />
      <EmptyState
        variant="danger"
        icon={<CloudOff size={32} />}
        title="Ошибка загрузки"
        action={<Button variant="secondary">Повторить</Button>}
      />
      <EmptyState title="Только заголовок" headingLevel={3} />
    </div>
  ),
};
