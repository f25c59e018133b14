import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const items = [
  { value: 'q1', title: 'Как открыть бокс?', content: <p>Нажмите «Открыть замок» в карточке заказа — команда уйдёт на замок.</p> },
  { value: 'q2', title: 'Как продлить аренду?', content: <p>Создайте новый счёт на нужное число дней и оплатите его картой.</p> },
  { value: 'q3', title: 'Как расторгнуть договор?', content: <p>Откройте заказ и нажмите «Расторгнуть договор».</p> },
  { value: 'q4', title: 'Что можно хранить?', content: <p>Всё, кроме опасных, скоропортящихся и запрещённых законом вещей.</p> },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items, onValueChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultValue: 'q1', headingLevel: 3 } };
export const FirstOpen: Story = { args: { defaultValue: 'q1' } };
export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['q1', 'q3'] } as never };
export const WithDisabled: Story = { args: { items: [...items, { value: 'q5', title: 'Скоро', content: null, disabled: true }] } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Accordion items={items.slice(0, 2)} />
      <Accordion items={items.slice(0, 2)} defaultValue="q1" />
      <Accordion type="multiple" items={items.slice(0, 3)} defaultValue={['q1', 'q2']} />
    </div>
  ),
};
