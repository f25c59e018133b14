import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './Select.tsx';

const options = [
  { value: 'passportRf', label: 'Паспорт РФ' },
  { value: 'zagran', label: 'Заграничный паспорт' },
  { value: 'another', label: 'Другой документ' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Тип документа', options, onValueChange: fn() },
  argTypes: { options: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { placeholder: 'Выберите документ', hint: '', error: '', required: false, disabled: false } };
export const Selected: Story = { args: { defaultValue: 'passportRf' } };
export const WithError: Story = { args: { required: true, error: 'Выберите тип документа' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'passportRf' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select label="Пусто" options={options} />
      <Select label="Выбрано" options={options} defaultValue="zagran" />
      <Select label="Подсказка" hint="Как в документе" options={options} />
      <Select label="Ошибка" required error="Выберите тип документа" options={options} />
      <Select label="Отключено" disabled options={options} defaultValue="passportRf" />
    </div>
  ),
};
