import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field.tsx';
import { Input } from '../TextField/TextField.tsx';

const meta = {
  title: 'Components/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Электронная почта', children: (control) => <Input type="email" {...control} /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hint: 'На неё придут счета', error: '', required: false, hideLabel: false } };
export const WithHint: Story = { args: { hint: 'На неё придут счета' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { error: 'Введите адрес в формате name@example.ru' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <Field label="Обычное">{(c) => <Input {...c} />}</Field>
      <Field label="С подсказкой" hint="Подсказка под полем">
        {(c) => <Input {...c} />}
      </Field>
      <Field label="Обязательное" required>
        {(c) => <Input {...c} />}
      </Field>
      <Field label="С ошибкой" error="Поле заполнено неверно">
        {(c) => <Input defaultValue="abc" {...c} />}
      </Field>
      <Field label="Отключено">{(c) => <Input disabled defaultValue="нельзя изменить" {...c} />}</Field>
    </div>
  ),
};
