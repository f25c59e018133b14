import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqList, type FaqItem } from './FaqList.tsx';

const items: FaqItem[] = [
  {
    id: 'rent',
    question: 'Как арендовать бокс?',
    answer:
      'Выберите склад и размер, забронируйте бокс. Бронь держится до 4\u00a0дней бесплатно; в течение 5\u00a0дней подпишите договор и внесите депозит.',
  },
  {
    id: 'access',
    question: 'Как попасть к своему боксу?',
    answer: 'Склады открыты круглосуточно. Замок открывается кнопкой в карточке заказа.',
  },
  {
    id: 'payment',
    question: 'Как оплатить аренду?',
    answer: 'Нажмите «Оплатить» в карточке заказа. Цена указана за 30\u00a0дней, НДС включён.',
  },
  {
    id: 'debt',
    question: 'Что будет, если не оплатить вовремя?',
    answer:
      'Доступ закрывается до оплаты; штраф 250\u00a0₽ на 14-й день, 1\u00a0000\u00a0₽ на 25-й; через 30\u00a0дней договор расторгается.',
  },
];

const meta = {
  title: 'Domain/FaqList',
  component: FaqList,
  tags: ['autodocs'],
  args: { items },
} satisfies Meta<typeof FaqList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultOpen: 'first', headingLevel: 3 },
  argTypes: {
    defaultOpen: { control: 'select', options: ['first', 'none', 'rent', 'access', 'payment', 'debt'] },
    headingLevel: { control: 'select', options: [2, 3, 4] },
  },
};

export const FirstExpanded: Story = { args: { defaultOpen: 'first' } };
export const AllCollapsed: Story = { args: { defaultOpen: 'none' } };
export const LastExpanded: Story = { args: { defaultOpen: 'debt' } };
export const Empty: Story = { args: { items: [] } };
export const English: Story = {
  args: {
    items: [
      { id: 'rent', question: 'How do I rent a box?', answer: 'Choose a warehouse and a size, then reserve a free box.' },
      { id: 'access', question: 'How do I get to my box?', answer: 'Warehouses are open 24/7.' },
    ],
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 24 }}>
      <FaqList items={items} defaultOpen="first" />
      <FaqList items={items} defaultOpen="none" />
      <FaqList items={items} defaultOpen="debt" />
      <FaqList items={[]} />
    </div>
  ),
};
