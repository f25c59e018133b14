import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'active', label: 'Активные', count: 2, content: <p>Два активных заказа.</p> },
  { value: 'archive', label: 'История', content: <p>Архив заказов.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items, label: 'Заказы', onValueChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { fullWidth: false, defaultValue: 'active' } };
export const SecondSelected: Story = { args: { defaultValue: 'archive' } };
export const FullWidth: Story = { args: { fullWidth: true } };
/** Inactive panels stay mounted and hidden: type in a field, switch tabs and back, and the text is still there. */
export const KeptContent: Story = {
  args: {
    keepMounted: true,
    label: 'Кто вы',
    items: [
      { value: 'person', label: 'Физическое лицо', content: <input aria-label="ФИО" defaultValue="Иванов Иван" /> },
      { value: 'company', label: 'Юридическое лицо', content: <input aria-label="Название компании" defaultValue="ООО «Ромашка»" /> },
    ],
  },
};
export const WithDisabled: Story = {
  args: { items: [...items, { value: 'files', label: 'Мои файлы', disabled: true, content: <p>Файлы</p> }] },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Tabs label="Первая выбрана" items={items} />
      <Tabs label="Вторая выбрана" items={items} defaultValue="archive" />
      <Tabs label="Во всю ширину" items={items} fullWidth />
      <Tabs label="С отключённой" items={[...items, { value: 'x', label: 'Недоступно', disabled: true, content: null }]} />
    </div>
  ),
};
