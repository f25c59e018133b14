import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../components/Card/Card.tsx';
import { Columns } from './Columns.tsx';

const block = (title: string, text: string) => (
  <Card key={title} as="section" title={title}>
    <p>{text}</p>
  </Card>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  args: { children: [block('Доступ', 'Замок закрыт'), block('Оплата', 'Оплачено до 01.12.2026')] },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Halves: Story = { args: { split: '1:1' } };
export const HalvesEn: Story = {
  args: { split: '1:1', children: [block('Access', 'The lock is closed'), block('Money', 'Paid till 12/01/2026')] },
};
export const Playground: Story = { args: { split: '3:2', firstOnRight: false, lastAcross: false } };
export const WideFirst: Story = { args: { split: '3:2' } };
export const WideSecond: Story = { args: { split: '2:3' } };
export const Sidebar: Story = {
  args: { split: 'sidebar', children: [block('Фильтры', 'Город, склад, размер'), block('Результаты', '12 боксов в 3 складах')] },
};
export const SidebarEn: Story = {
  args: { split: 'sidebar', children: [block('Filters', 'City, warehouse, size'), block('Results', '12 boxes in 3 warehouses')] },
};
/** The aside comes first in the reading order (right under the heading on phones) but stands on the right on desktop. */
export const FirstOnRight: Story = {
  args: { split: '3:2', firstOnRight: true, children: [block('Контакты склада', '+7 495 000-00-00'), block('Боксы', '12 свободных')] },
};
/** The last block runs under both columns. */
export const LastAcross: Story = {
  args: {
    lastAcross: true,
    children: [block('Мои данные', 'Иванов Иван'), block('Реквизиты', 'Паспорт 4510 123456'), block('Файлы', 'Скан паспорта.pdf')],
  },
};
