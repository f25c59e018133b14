import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'ФИО', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { hint: 'Как в паспорте', placeholder: 'Иванов Иван Иванович', required: true, disabled: false, error: '' },
};
export const Filled: Story = { args: { defaultValue: 'Иванов Иван Иванович' } };
export const WithHint: Story = { args: { hint: 'Как в паспорте' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { defaultValue: 'Ivanov', error: 'Только кириллица' } };
export const Disabled: Story = { args: { defaultValue: 'Иванов Иван Иванович', disabled: true } };
export const ReadOnly: Story = { args: { defaultValue: '+7 (916) 123-45-67', readOnly: true, label: 'Телефон' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Пустое" />
      <TextField label="Заполнено" defaultValue="Иванов Иван" />
      <TextField label="Подсказка" hint="Как в паспорте" />
      <TextField label="Обязательное" required />
      <TextField label="Ошибка" defaultValue="Ivanov" error="Только кириллица" />
      <TextField label="Отключено" defaultValue="Иванов" disabled />
      <TextField label="Только чтение" defaultValue="Иванов" readOnly />
    </div>
  ),
};
